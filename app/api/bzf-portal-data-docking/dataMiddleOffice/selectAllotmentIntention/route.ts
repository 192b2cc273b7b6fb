import { getRoute, uncacheable } from '@/lib/api/route';
import { listAllotmentIntentions } from '@/lib/data-docking/allotment-intentions';
import { requireSessionUser } from '@/lib/session';
import { allotmentListQuery } from '@/lib/validation/allotment-intention';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The signed-in user's allotment-sale registrations, newest first; private, never cached. */
export const GET = getRoute('dataDocking.selectAllotmentIntention', allotmentListQuery, async (query, request) => {
  const user = await requireSessionUser(request);
  return uncacheable(await listAllotmentIntentions(user.userId, query));
});
