import { countContentView, getContent } from '@/lib/cms/contents';
import { addressKey, ANONYMOUS_WRITE_LIMITS, assertUnderLimit, hitCounter } from '@/lib/monitoring/rate-counters';
import { clientAddress } from '@/lib/register/attempts';
import { noParams } from '@/lib/validation/common';
import { countViewBody } from '@/lib/validation/content';
import { found, postRoute } from '@/lib/api/route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Counts one view of a published content: the beacon of the article pages (ViewBeacon.client.tsx),
 * sent once per browser session and content. The pages themselves are served from the route cache
 * and write nothing. Same-site POST only (postRoute); a missing or draft content is 404. A script
 * cannot inflate a count: one view per client address and content in 30 minutes is counted (later
 * ones answer `counted: false`), and an address gets a per-minute allowance of beacons (429).
 */
export const POST = postRoute('cms.content.countView', { query: noParams, body: countViewBody }, async ({ body }, request) => {
  const address = addressKey(clientAddress(request.headers));
  await assertUnderLimit(`vb:${address}`, ANONYMOUS_WRITE_LIMITS.perMinute(), 60_000);
  const { hits } = await hitCounter(`view:${body.contentId}:${address}`, ANONYMOUS_WRITE_LIMITS.viewWindowMs);
  if (hits > 1) return { viewCount: found(await getContent(body.contentId), '文章').viewCount, counted: false };
  return { viewCount: found(await countContentView(body.contentId), '文章'), counted: true };
});
