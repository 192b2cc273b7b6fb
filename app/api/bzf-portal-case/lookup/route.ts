import { formRoute } from '@/lib/api/form-route';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { checkLookupLimit } from '@/lib/cases/lookup-limit';
import { lookupCase } from '@/lib/cases/lookup';
import { issueTicket, ticketHref } from '@/lib/cases/lookup-ticket';
import { getDb } from '@/lib/db/client';
import { CASE_QUERY_PATH } from '@/lib/navigation/paths';
import { CASE_LOOKUP_FIELDS, CASE_LOOKUP_MSG, caseLookupBody } from '@/lib/validation/case-lookup';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Not found and not matching are one failure: the answer never tells whether a receipt exists. */
class CaseNotFound extends ApiError {
  constructor() {
    super(ERROR_CODES.NOT_FOUND, CASE_LOOKUP_MSG.notFound, 404);
  }
}

/**
 * 办件进度查询 (issue #28 part 5): POST `{ receiptNo, who }` (who: the applicant's name or the
 * mobile's last four digits) → the masked case and its status steps, plus `href`, the page that
 * shows them for ten minutes. Counted per client address (RATE_LIMIT_CASE_LOOKUPS_PER_HOUR) before
 * anything is read; never cached. A plain form post goes to that page, or back with the reason.
 */
export const POST = formRoute({
  context: 'case.lookup',
  schema: caseLookupBody,
  async run({ receiptNo, who }, { request }) {
    await checkLookupLimit(request);
    const found = await lookupCase(await getDb(), receiptNo, who);
    if (!found) throw new CaseNotFound();
    return { ...found, href: ticketHref(issueTicket(found.receiptNo)) };
  },
  form: {
    page: CASE_QUERY_PATH,
    fields: CASE_LOOKUP_FIELDS,
    next: (result) => result.href,
    reason: (error) => (error instanceof CaseNotFound ? { reason: 'notFound' } : error instanceof ApiError && error.status === 429 ? { reason: 'limited' } : undefined),
  },
});
