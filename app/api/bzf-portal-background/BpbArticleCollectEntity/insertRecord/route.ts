import { postRoute } from '@/lib/api/route';
import { requireWriter } from '@/lib/api/write-limits';
import { addArticleFavourite } from '@/lib/background/article-favourites';
import { noParams } from '@/lib/validation/common';
import { favouriteInsertBody } from '@/lib/validation/account';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Favourites a published article for the signed-in user (tokenId header or cookie). */
export const POST = postRoute('background.articleCollect.insertRecord', { query: noParams, body: favouriteInsertBody }, async ({ body }, request) => {
  const user = await requireWriter(request, 'favourite');
  return addArticleFavourite(user.userId, body.contentId);
});
