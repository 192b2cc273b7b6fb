import { getRoute, uncacheable } from '@/lib/api/route';
import { listProjectFavourites } from '@/lib/background/article-favourites';
import { requireSessionUser } from '@/lib/session';
import { favouriteListQuery } from '@/lib/validation/account';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The signed-in user's favourited projects, newest first; private, never cached. */
export const GET = getRoute('background.projectCollect.selectByPage', favouriteListQuery, async (paging, request) => {
  const user = await requireSessionUser(request);
  return uncacheable(await listProjectFavourites(user.userId, paging));
});
