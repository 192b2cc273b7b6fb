import { getRoute, uncacheable } from '@/lib/api/route';
import { getDraft } from '@/lib/recruitment/drafts';
import { requireSessionUser } from '@/lib/session';
import { requiredInt, strictInput } from '@/lib/validation/common';
import { DRAFT_KINDS } from '@/lib/validation/resume';
import { z } from '@/lib/validation/zod';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const query = strictInput({ kind: z.enum(DRAFT_KINDS), postId: requiredInt(0, 2_147_483_647) });

/** The caller's draft of one form, or null. */
export const GET = getRoute('recruit.selectDraft', query, async (q, request) => {
  const user = await requireSessionUser(request);
  return uncacheable(await getDraft(user.userId, q.kind, q.postId));
});
