import { getRoute, uncacheable } from '@/lib/api/route';
import { listApplications } from '@/lib/recruitment/applications';
import { requireSessionUser } from '@/lib/session';
import { paging, strictInput } from '@/lib/validation/common';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The caller's job applications, newest first (求职记录). */
export const GET = getRoute('recruit.selectApplications', strictInput({ ...paging }), async (q, request) => {
  const user = await requireSessionUser(request);
  return uncacheable(await listApplications(user.userId, q));
});
