import { formRoute } from '@/lib/api/form-route';
import { rateCase, RatingRefused } from '@/lib/cases/ratings';
import { getDb } from '@/lib/db/client';
import { caseHref, CASE_PAGE_PATH } from '@/lib/navigation/paths';
import { normaliseReceipt } from '@/lib/cases/receipts';
import { RATING_FIELDS, ratingBody } from '@/lib/validation/rating';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const back = (form: URLSearchParams) => {
  const receipt = normaliseReceipt(form.get('receiptNo') ?? '');
  return receipt ? caseHref(receipt) : CASE_PAGE_PATH;
};

/**
 * 好差评 (issue #28 part 6): POST `{ receiptNo, score: 1–5, comment }` on one of the signed-in
 * citizen's ended cases, once → `{ score, comment, ratedAt }`. 4040 for a case that is not theirs,
 * 4090 for one not ended or already rated. A plain form post goes back to the case's page.
 */
export const POST = formRoute({
  context: 'case.rating.insert',
  schema: ratingBody,
  writer: 'rating',
  run: async (input, { user }) => rateCase(await getDb(), user.userId, input),
  form: {
    page: CASE_PAGE_PATH,
    fields: ['receiptNo', ...RATING_FIELDS],
    back,
    next: (_result, form) => `${back(form)}&rated=1`,
    reason: (error) => (error instanceof RatingRefused ? { reason: error.reason } : undefined),
  },
});
