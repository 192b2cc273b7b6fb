/**
 * The console's 补正 and materials handlers (app/admin/api/cases/correction, …/material): 要求补正 is
 * a staffFormRoute on `housing.review` (checked on every post whatever the page showed; same-site
 * check and write limit; the service checks the stage and the version again in its transaction and
 * writes the audit row with the change); opening a file checks the role and audits the opening.
 */
import { fileDownloadResponse } from '@/lib/api/file-download';
import { queryOf, toErrorResponse } from '@/lib/api/respond';
import { seeOther } from '@/lib/api/form-post';
import { CASE_PAGES } from '@/lib/cases/case-routes';
import { CaseError } from '@/lib/cases/handling';
import { getDb } from '@/lib/db/client';
import { clientAddress } from '@/lib/register/attempts';
import { staffOfRequest, STAFF_SIGN_IN_PATH } from '@/lib/staff/current';
import { staffFormRoute } from '@/lib/staff/form-route';
import { withQuery } from '@/lib/staff/query';
import { assertStaffCan } from '@/lib/staff/roles';
import { CORRECTION_FORM_FIELDS, correctionRequestForm, materialIdQuery } from '@/lib/validation/application-material';
import { CORRECTION_MSG, requestCorrection } from './correction';
import { openMaterialAsStaff } from './materials';

const casePageOf = (form: URLSearchParams) => {
  const id = form.get('caseId') ?? '';
  return /^[1-9]\d{0,9}$/.test(id) ? CASE_PAGES.case(id) : CASE_PAGES.inbox;
};

/** The case page's words for a refused 补正: ?failed=stale | move_refused | not_found, or the field. */
const refusalOf = (error: unknown) => {
  if (!(error instanceof CaseError) || error.reason === 'forbidden') return undefined;
  if (error.reason !== 'invalid') return { reason: error.reason };
  const field = error.userMessage === CORRECTION_MSG.deadline ? 'deadline' : error.userMessage === CORRECTION_MSG.items ? 'items' : 'note';
  return { reason: 'invalid', fields: [field] };
};

export const postCorrectionRequest = staffFormRoute({
  context: 'console.caseCorrection',
  action: 'housing.review',
  schema: correctionRequestForm,
  run: async (input, { actor }) => requestCorrection(await getDb(), { caseId: input.caseId, expectedVersion: input.version, items: input.items, note: input.note, deadline: input.deadline }, actor),
  form: { page: CASE_PAGES.inbox, back: casePageOf, fields: CORRECTION_FORM_FIELDS, lists: ['items'], next: (r) => `${CASE_PAGES.case(r.caseId)}?done=correction`, reason: refusalOf },
});

/** A housing application's file for a housing reviewer (403 for other roles, 404 for none); the opening is audited. */
export async function getStaffMaterial(request: Request): Promise<Response> {
  try {
    const session = await staffOfRequest(request);
    if (!session) return seeOther(withQuery(STAFF_SIGN_IN_PATH, { failed: 'expired' }));
    assertStaffCan(session, 'housing.review');
    const { id } = materialIdQuery.parse(queryOf(request.url));
    const actor = { staffId: session.staffId, login: session.login, role: session.role, address: clientAddress(request.headers) };
    return fileDownloadResponse(await openMaterialAsStaff(await getDb(), actor, id));
  } catch (error) {
    return toErrorResponse(error, 'console.openMaterial', request);
  }
}
