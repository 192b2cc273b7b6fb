import { handleFormPost, isFormPost } from '@/lib/api/html-form';
import { postRoute } from '@/lib/api/route';
import { allotmentNotWithdrawnHref, allotmentWithdrawnHref, ALLOTMENT_PATHS } from '@/lib/business/allotment-paths';
import { withdrawAllotmentIntention } from '@/lib/data-docking/allotment-intentions';
import { requireWriter } from '@/lib/api/write-limits';
import { noParams } from '@/lib/validation/common';
import { allotmentWithdrawBody } from '@/lib/validation/allotment-intention';
import { ApiError } from '@/lib/api/respond';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const CONTEXT = 'dataDocking.withdrawAllotmentIntention';

/** Withdraws one of the caller's registrations while 已提交; another user's id → 404 like a missing one. */
const postJson = postRoute(CONTEXT, { query: noParams, body: allotmentWithdrawBody, requireSameSiteProof: true }, async ({ body }, request) => {
  const user = await requireWriter(request, 'allotmentIntentionWithdraw');
  return withdrawAllotmentIntention(user.userId, body.id);
});

/** JSON, or the 撤回 button's plain form post (303 back to the record page). */
export async function POST(request: Request) {
  if (!isFormPost(request)) return postJson(request);
  return handleFormPost(request, {
    context: CONTEXT,
    formPage: ALLOTMENT_PATHS.recordPage,
    limit: 'allotmentIntentionWithdraw',
    run: async (form, user) => {
      const { id } = allotmentWithdrawBody.parse({ id: form.get('id') ?? undefined });
      try {
        await withdrawAllotmentIntention(user.userId, id);
      } catch (error) {
        // Missing, someone else's, or no longer 已提交: the page says it was not withdrawn.
        if (error instanceof ApiError && (error.status === 404 || error.status === 409)) return allotmentNotWithdrawnHref(id);
        throw error;
      }
      return allotmentWithdrawnHref(id);
    },
  });
}
