import { postRoute } from '@/lib/api/route';
import { requireWriter } from '@/lib/api/write-limits';
import { batchUpdateProjectFavourites } from '@/lib/background/article-favourites';
import { noParams } from '@/lib/validation/common';
import { favouriteBatchBody } from '@/lib/validation/account';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Removes or restores several of the caller's project favourites; any id not theirs → 403 and nothing changes. */
export const POST = postRoute('background.projectCollect.batchUpdate', { query: noParams, body: favouriteBatchBody }, async ({ body }, request) => {
  const user = await requireWriter(request, 'favourite');
  return batchUpdateProjectFavourites(user.userId, body.ids, body.deleted);
});
