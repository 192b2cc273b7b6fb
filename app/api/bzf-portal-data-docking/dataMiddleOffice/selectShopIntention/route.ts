import { getRoute, uncacheable } from '@/lib/api/route';
import { listShopIntentions } from '@/lib/data-docking/shop-intentions';
import { requireSessionUser } from '@/lib/session';
import { paging, strictInput } from '@/lib/validation/common';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const query = strictInput({ ...paging });

/** The signed-in user's own shop intention registrations, newest first; private, never cached. */
export const GET = getRoute('dataDocking.selectShopIntention', query, async (input, request) => {
  const user = await requireSessionUser(request);
  return uncacheable(await listShopIntentions(user.userId, input));
});
