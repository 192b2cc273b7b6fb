import { postRoute } from '@/lib/api/route';
import { requireWriter } from '@/lib/api/write-limits';
import { addProjectFavourite } from '@/lib/background/article-favourites';
import { noParams } from '@/lib/validation/common';
import { projectFavouriteBody } from '@/lib/validation/account';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Favourites a housing project for the signed-in user (tokenId header or cookie). */
export const POST = postRoute('background.projectCollect.insertRecord', { query: noParams, body: projectFavouriteBody }, async ({ body }, request) => {
  const user = await requireWriter(request, 'favourite');
  return addProjectFavourite(user.userId, body.projectId);
});
