import { postRoute } from '@/lib/api/route';
import { addProjectFavourite } from '@/lib/background/article-favourites';
import { requireSessionUser } from '@/lib/session';
import { noParams } from '@/lib/validation/common';
import { projectFavouriteBody } from '@/lib/validation/account';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Favourites a housing project for the signed-in user (tokenId header or cookie). */
export const POST = postRoute('background.projectCollect.insertRecord', { query: noParams, body: projectFavouriteBody }, async ({ body }, request) => {
  const user = await requireSessionUser(request);
  return addProjectFavourite(user.userId, body.projectId);
});
