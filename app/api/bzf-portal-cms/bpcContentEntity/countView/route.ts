import { countContentView } from '@/lib/cms/contents';
import { noParams } from '@/lib/validation/common';
import { countViewBody } from '@/lib/validation/content';
import { found, postRoute } from '@/lib/api/route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Counts one view of a published content: the beacon of the article pages (ViewBeacon.client.tsx),
 * sent once per browser session and content. The pages themselves are served from the route cache
 * and write nothing. Same-site POST only (postRoute); a missing or draft content is 404.
 */
export const POST = postRoute('cms.content.countView', { query: noParams, body: countViewBody }, async ({ body }) => ({
  viewCount: found(await countContentView(body.contentId), '文章'),
}));
