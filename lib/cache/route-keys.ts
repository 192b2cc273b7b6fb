import { findLiveContentColumn } from '@/lib/cms/contents';
import { judgeCacheQuery, publicUrlOf, type CacheKeyFacts, type CacheKeyVerdict } from '@/lib/navigation/content-cache-rules';
import { encodeCacheQuery, type CacheQuery, type ContentRoute } from '@/lib/navigation/content-cache';
import type { TemplateModule } from '@/lib/templates/types';
import { cachedColumnTree, cachedListContents, cachedMemorabiliaYears } from './reads';

/**
 * The facts the route-cache key rules need, read as the pages read them. Every cached read here is
 * keyed by something the tree bounds (the tree itself, a real column's first page, the year list),
 * never by a value from the URL; the content id goes to an uncached lookup. So judging a stranger's
 * random query adds nothing to the data cache.
 */
export const routeKeyFacts: CacheKeyFacts = {
  columnTree: () => cachedColumnTree(),
  liveContentColumn: (id) => findLiveContentColumn(id),
  // Page 1 of the list, exactly as the page itself reads it: one shared data-cache entry.
  pageCount: async (columnKey, pageSize) =>
    (await cachedListContents({ columnKey, includeDescendants: true, pageNum: 1, pageSize, keyword: '' })).pages,
  memorabiliaYears: () => cachedMemorabiliaYears(),
};

/**
 * Whether a content-page query may be cached, must be redirected to its canonical URL, or is a 404:
 * the column rules first, then the template's own rule for its own parameters, if it has one.
 */
export async function checkCacheQuery(
  route: ContentRoute,
  query: CacheQuery,
  facts: CacheKeyFacts = routeKeyFacts,
  module?: Pick<TemplateModule<unknown>, 'canonicalParams'>,
): Promise<CacheKeyVerdict> {
  const verdict = await judgeCacheQuery(route, query, facts);
  if (verdict.kind === 'not-found' || !module?.canonicalParams) return verdict;
  const base = verdict.kind === 'redirect' ? verdict.query : query;
  const canonical = await module.canonicalParams(base, route.routePath);
  if (canonical === 'not-found') return { kind: 'not-found' };
  if (encodeCacheQuery(canonical) === encodeCacheQuery(query)) return { kind: 'cache' };
  return { kind: 'redirect', location: publicUrlOf(route, canonical), query: canonical };
}
