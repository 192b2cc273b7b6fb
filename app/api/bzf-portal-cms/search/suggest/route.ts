import { getRoute, withResponse } from '@/lib/api/route';
import { getEnv } from '@/lib/env';
import { addressKey, assertUnderLimit } from '@/lib/monitoring/rate-counters';
import { clientAddress } from '@/lib/register/attempts';
import { logError } from '@/lib/log';
import { popularQueries } from '@/lib/search/stats';
import { suggestSearches } from '@/lib/search/suggest';
import { searchSuggestSchema } from '@/lib/validation/site-search';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Popular queries the suggestions complete from. */
const POPULAR_SUGGESTIONS = 50;

/**
 * Suggestions for the header's search box (issue #27 part 3): `keyword` is what is typed so far;
 * the answer lists up to 8 options `{ text, url, source, label }` (a page, a query to search, a
 * result). Counted per client address (RATE_LIMIT_SUGGESTIONS_PER_MINUTE, 429 past it). Kept by
 * the browser for five minutes (backspace asks nothing again) but never by a shared cache: what
 * someone typed is no key strangers may fill a cache with (decision 0062).
 */
export const GET = getRoute('cms.search.suggest', searchSuggestSchema, async ({ keyword }, request) => {
  await assertUnderLimit(`sg:${addressKey(clientAddress(request.headers))}`, getEnv().RATE_LIMIT_SUGGESTIONS_PER_MINUTE, 60_000);
  // What people searched for lately and found (issue #27 part 4: lib/search/stats.ts, kept five
  // minutes per process; a query searched by fewer than three is never offered to others).
  const popular = await popularQueries(POPULAR_SUGGESTIONS).catch((error: unknown) => {
    logError('search', 'popular queries unreadable', error);
    return [] as string[];
  });
  const suggestions = await suggestSearches(keyword, { extraQueries: popular });
  return withResponse({ keyword, suggestions }, (response) => response.headers.set('Cache-Control', 'private, max-age=300'));
});
