import { postRoute } from '@/lib/api/route';
import { getEnv } from '@/lib/env';
import { addressKey, assertUnderLimit } from '@/lib/monitoring/rate-counters';
import { clientAddress } from '@/lib/register/attempts';
import { recordClick } from '@/lib/search/stats';
import { searchSuggestSchema } from '@/lib/validation/site-search';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * A result opened from the results page (issue #27 part 4): the results' links carry
 * `ping="/api/bzf-portal-cms/search/click?keyword=…"` (hyperlink auditing), so the browser posts
 * here as it follows the link — no script, no redirect, the link still the result's own address.
 * Adds one to the week's count of results opened for that query, and nothing else: the address
 * only counts against the per-minute limit in memory (as the suggestions do) and is never stored.
 * A click alone never creates a statistics row (lib/search/stats.ts flushSearchStats).
 */
export const POST = postRoute('cms.search.click', { query: searchSuggestSchema, requireSameSiteProof: true }, async ({ query }, request) => {
  await assertUnderLimit(`sc:${addressKey(clientAddress(request.headers))}`, getEnv().RATE_LIMIT_SUGGESTIONS_PER_MINUTE, 60_000);
  return { counted: recordClick(query.keyword) };
});
