import { CACHED_PREFIX, cachedPathOf, decodeCacheQuery } from '@/lib/navigation/content-cache';
import { MAX_CACHED_FILTERS } from '@/lib/validation/cached-filters';
import { FINDER_VOCABULARIES, randomFinderUrl, seededRandom } from './finder-flood';

/**
 * Issue #24 part 3: every combination of filter values was its own cache entry (about two million
 * per finder). Only unfiltered and single-filter lists may have a cache key now, so the number of
 * keys a crawl can make is bounded by the filter codes, however many combinations it sends.
 */
const FLOOD = 10_000;
/** Pages the generator asks for: 1 (none) and 2–4. */
const PAGES = 4;

/** Every key an unfiltered or single-filter list can have, per finder: routes × (1 + filter values) × sorts × pages. */
const bound = Object.values(FINDER_VOCABULARIES).reduce((sum, v) => {
  const values = Object.values(v.filters).reduce((n, list) => n + list.length, 0);
  return sum + v.routes.length * (1 + values) * (1 + v.sorts.length) * PAGES;
}, 0);

test(`${FLOOD.toLocaleString('en')} random filter combinations on the project, shop and job finders make only single-filter cache keys, bounded by the filter codes`, () => {
  const seed = Math.floor(Math.random() * 2 ** 31);
  const next = seededRandom(seed);
  const keys = new Set<string>();
  let perRequest = 0;
  const overFiltered: string[] = [];
  for (let i = 0; i < FLOOD; i += 1) {
    const url = new URL(randomFinderUrl(next), 'http://portal.test');
    const key = cachedPathOf(url.pathname, url.searchParams);
    if (!key) {
      perRequest += 1;
      continue;
    }
    keys.add(key);
    const segment = key.slice(CACHED_PREFIX.length + 1).split('/')[0] ?? '';
    const query = decodeCacheQuery(segment) ?? {};
    const vocab = Object.values(FINDER_VOCABULARIES).find((v) => v.routes.includes(url.pathname));
    const filters = Object.keys(query).filter((name) => vocab && name in vocab.filters);
    if (filters.length > MAX_CACHED_FILTERS) overFiltered.push(`${url.pathname}${url.search} → ${key}`);
  }
  const where = `seed ${seed}: ${keys.size} keys, ${perRequest} rendered per request, bound ${bound}`;
  expect({ where, overFiltered: overFiltered.slice(0, 5) }).toEqual({ where, overFiltered: [] });
  expect(keys.size).toBeLessThanOrEqual(bound);
  // Most random combinations carry two filters or more: they are rendered per request, never stored.
  expect(perRequest).toBeGreaterThan(FLOOD / 2);
  // The bound itself is far below the store's 10,000 entries (what a crawl of every single-filter list can add).
  expect(bound).toBeLessThan(10_000);
});
