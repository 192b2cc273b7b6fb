import { getRoute, uncacheable } from '@/lib/api/route';
import { getArticleFavourite } from '@/lib/background/article-favourites';
import { requireSessionUser } from '@/lib/session';
import { favouriteQuery } from '@/lib/validation/account';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Whether the signed-in user has favourited the article; private, never cached. */
export const GET = getRoute('background.articleCollect.selectIfCollect', favouriteQuery, async ({ contentId }, request) => {
  const user = await requireSessionUser(request);
  return uncacheable(await getArticleFavourite(user.userId, contentId));
});
