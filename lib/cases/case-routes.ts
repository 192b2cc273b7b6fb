/**
 * The console's case handlers (app/admin/api/cases/*): each a staffFormRoute on `case.handle`
 * (业务经办 only, checked on every post whatever the page showed; same-site check and write limit).
 * The service checks the flow and the version again inside its transaction and writes the event,
 * the citizen's message and the audit row with the change. A refusal comes back to the case's page
 * as ?failed=stale | move_refused | invalid, which the page words.
 */
import { NextResponse } from 'next/server';
import { ApiError, ERROR_CODES, toErrorResponse } from '@/lib/api/respond';
import { readFormBody, seeOther } from '@/lib/api/form-post';
import { assertSameSite } from '@/lib/api/route';
import { getDb, type Db } from '@/lib/db/client';
import { shanghaiDay } from '@/lib/format';
import { assertUnderLimit } from '@/lib/monitoring/rate-counters';
import { clientAddress } from '@/lib/register/attempts';
import { staffOfRequest, STAFF_SIGN_IN_PATH } from '@/lib/staff/current';
import { staffFormRoute } from '@/lib/staff/form-route';
import { withQuery } from '@/lib/staff/query';
import { assertStaffCan } from '@/lib/staff/roles';
import { caseAssignForm, caseMoveForm, caseNoteForm, CASE_FORM_FIELDS, inboxQuery } from '@/lib/validation/cases';
import { addNote, assignCase, CaseError, CASE_MSG, transitionCase } from './handling';
import { exportInboxCsv } from './inbox';
import { CASE_PAGES } from './paths';
import { exportResultsCsv } from '@/lib/questionnaires/staff-results';

export { CASE_API, CASE_PAGES } from './paths';

/** What the case page says after each change (?done=…). */
export const CASE_DONE = ['moved', 'noted', 'assigned', 'correction'] as const;
export type CaseDone = (typeof CASE_DONE)[number];
/** The refusals the case page words (?failed=…). */
export const CASE_REFUSALS = ['stale', 'move_refused', 'not_found'] as const;

const casePageOf = (form: URLSearchParams) => {
  const id = form.get('caseId') ?? '';
  return /^[1-9]\d{0,9}$/.test(id) ? CASE_PAGES.case(id) : CASE_PAGES.inbox;
};

const refusalOf = (error: unknown) => {
  if (!(error instanceof CaseError) || error.reason === 'forbidden') return undefined;
  if (error.reason !== 'invalid') return { reason: error.reason };
  // The service's own checks of a field come back as that field's failure.
  const field = error.userMessage === CASE_MSG.handlerInvalid ? 'handlerId' : 'noteToCitizen';
  return { reason: 'invalid', fields: [field] };
};

export const postCaseMove = staffFormRoute({
  context: 'console.caseMove',
  action: 'case.handle',
  schema: caseMoveForm,
  run: async (input, { actor }) => transitionCase(await getDb(), { caseId: input.caseId, to: input.to, expectedVersion: input.version, noteToCitizen: input.noteToCitizen, internalNote: input.internalNote }, actor),
  form: { page: CASE_PAGES.inbox, back: casePageOf, fields: CASE_FORM_FIELDS.move, next: (r) => `${CASE_PAGES.case(r.caseId)}?done=moved`, reason: refusalOf },
});

export const postCaseNote = staffFormRoute({
  context: 'console.caseNote',
  action: 'case.handle',
  schema: caseNoteForm,
  run: async (input, { actor }) => addNote(await getDb(), { caseId: input.caseId, expectedVersion: input.version, noteToCitizen: input.noteToCitizen, internalNote: input.internalNote }, actor),
  form: { page: CASE_PAGES.inbox, back: casePageOf, fields: CASE_FORM_FIELDS.note, next: (r) => `${CASE_PAGES.case(r.caseId)}?done=noted`, reason: refusalOf },
});

export const postCaseAssign = staffFormRoute({
  context: 'console.caseAssign',
  action: 'case.handle',
  schema: caseAssignForm,
  run: async (input, { actor }) => assignCase(await getDb(), { caseId: input.caseId, handlerId: input.handlerId, expectedVersion: input.version }, actor),
  form: { page: CASE_PAGES.inbox, back: casePageOf, fields: CASE_FORM_FIELDS.assign, next: (r) => `${CASE_PAGES.case(r.caseId)}?done=assigned`, reason: refusalOf },
});

/** Exports per member of staff and minute. */
export const CASE_EXPORTS_PER_MINUTE = 6;

/** The filtered inbox as CSV, for 业务经办 only; the export itself is in the audit log. */
export async function postCaseExport(request: Request): Promise<NextResponse> {
  try {
    assertSameSite(request, { requireProof: true });
    const session = await staffOfRequest(request);
    if (!session) return seeOther(withQuery(STAFF_SIGN_IN_PATH, { failed: 'expired' }));
    assertStaffCan(session, 'case.handle');
    await assertUnderLimit(`staff-export:${session.staffId}`, CASE_EXPORTS_PER_MINUTE, 60_000);
    const parsed = inboxQuery.safeParse(Object.fromEntries(await readFormBody(request)));
    if (!parsed.success) throw new ApiError(ERROR_CODES.VALIDATION, parsed.error.issues[0]?.message ?? '筛选条件有误', 400);
    const q = parsed.data;
    const actor = { staffId: session.staffId, login: session.login, role: session.role, address: clientAddress(request.headers) };
    const filter = { kind: q.kind, status: q.status, from: q.from, to: q.to, scopeId: q.scope, overdue: q.overdue || undefined, handlerId: q.mine ? session.staffId : undefined };
    const { csv, rows } = await exportInboxCsv(await getDb(), filter, actor);
    return new NextResponse(csv, {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="cases-${q.kind}-${shanghaiDay().replace(/-/g, '')}.csv"`,
        'Cache-Control': 'no-store',
        'X-Export-Rows': String(rows),
      },
    });
  } catch (error) {
    return toErrorResponse(error, 'console.caseExport', request);
  }
}

/** A questionnaire's results as CSV, for 业务经办 only; the export is in the audit log. */
export async function postQuestionnaireResultsExport(request: Request): Promise<NextResponse> {
  try {
    assertSameSite(request, { requireProof: true });
    const session = await staffOfRequest(request);
    if (!session) return seeOther(withQuery(STAFF_SIGN_IN_PATH, { failed: 'expired' }));
    assertStaffCan(session, 'case.handle');
    await assertUnderLimit(`staff-export:${session.staffId}`, CASE_EXPORTS_PER_MINUTE, 60_000);
    const id = (await readFormBody(request)).get('id') ?? '';
    if (!/^[1-9]\d{0,9}$/.test(id)) throw new ApiError(ERROR_CODES.NOT_FOUND, '问卷不存在', 404);
    const actor = { staffId: session.staffId, login: session.login, role: session.role, address: clientAddress(request.headers) };
    const db = await getDb();
    const exported = await db.transaction(async (tx) => exportResultsCsv(tx as unknown as Db, Number(id), actor));
    if (!exported) throw new ApiError(ERROR_CODES.NOT_FOUND, '问卷不存在', 404);
    return new NextResponse(exported.csv, {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="questionnaire-${id}-results-${shanghaiDay().replace(/-/g, '')}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  } catch (error) {
    return toErrorResponse(error, 'console.questionnaireResultsExport', request);
  }
}
