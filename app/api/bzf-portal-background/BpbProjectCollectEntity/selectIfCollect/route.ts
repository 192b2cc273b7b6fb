import { getRoute, uncacheable } from '@/lib/api/route';
import { getProjectFavourite } from '@/lib/background/article-favourites';
import { requireSessionUser } from '@/lib/session';
import { projectFavouriteQuery } from '@/lib/validation/account';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Whether the signed-in user has favourited the project; private, never cached. */
export const GET = getRoute('background.projectCollect.selectIfCollect', projectFavouriteQuery, async ({ projectId }, request) => {
  const user = await requireSessionUser(request);
  return uncacheable(await getProjectFavourite(user.userId, projectId));
});
