import { getRoute, uncacheable } from '@/lib/api/route';
import { listArticleFavourites } from '@/lib/background/article-favourites';
import { requireSessionUser } from '@/lib/session';
import { favouriteListQuery } from '@/lib/validation/account';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The signed-in user's favourited articles (published ones), newest first; private, never cached. */
export const GET = getRoute('background.articleCollect.selectByPage', favouriteListQuery, async (paging, request) => {
  const user = await requireSessionUser(request);
  return uncacheable(await listArticleFavourites(user.userId, paging));
});
