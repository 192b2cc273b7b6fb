import { handleFormPost, isFormPost } from '@/lib/api/html-form';
import { postRoute } from '@/lib/api/route';
import { allotmentSubmittedHref, ALLOTMENT_PATHS } from '@/lib/business/allotment-paths';
import { createAllotmentIntention } from '@/lib/data-docking/allotment-intentions';
import { requireWriter } from '@/lib/api/write-limits';
import { noParams } from '@/lib/validation/common';
import { allotmentIntentionBody, readAllotmentIntentionForm } from '@/lib/validation/allotment-intention';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const CONTEXT = 'dataDocking.insertAllotmentIntention';

/** 配售型保障性住房 意向登记 as JSON (the form's script); idempotent by the form's key. */
const postJson = postRoute(CONTEXT, { query: noParams, body: allotmentIntentionBody, requireSameSiteProof: true }, async ({ body }, request) => {
  const user = await requireWriter(request, 'allotmentIntention');
  return createAllotmentIntention(user.userId, body);
});

/** JSON, or the plain form post of a browser without JavaScript (answered with 303). */
export async function POST(request: Request) {
  if (!isFormPost(request)) return postJson(request);
  return handleFormPost(request, {
    context: CONTEXT,
    formPage: ALLOTMENT_PATHS.formPage,
    limit: 'allotmentIntention',
    run: async (form, user) => {
      const input = allotmentIntentionBody.parse(readAllotmentIntentionForm(form));
      const created = await createAllotmentIntention(user.userId, input);
      return allotmentSubmittedHref(created.id);
    },
  });
}
