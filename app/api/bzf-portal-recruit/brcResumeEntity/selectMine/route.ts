import { getRoute, uncacheable } from '@/lib/api/route';
import { getResume } from '@/lib/recruitment/resumes';
import { requireSessionUser } from '@/lib/session';
import { noParams } from '@/lib/validation/common';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The caller's saved resume (values, photo and attachment), or null. */
export const GET = getRoute('recruit.selectResume', noParams, async (_q, request) => {
  const user = await requireSessionUser(request);
  return uncacheable(await getResume(user.userId));
});
