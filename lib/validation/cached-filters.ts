/** Shared by the finders' filter modules (pure: the Edge middleware reads it through the templates' keys). */

/**
 * Filters one cached finder page may carry (issue #24 part 3). Each combination of filter values
 * would be its own route- and data-cache entry (≈ 137 kB; about two million per finder), and a crawl
 * through them evicted the pages every visitor reads. Unfiltered and single-filter lists — what the
 * portal links to and what most visitors use — are cached; two filters or more render per request.
 */
export const MAX_CACHED_FILTERS = 1;

/** Whether a finder's canonical query (sort and page aside) sets at most MAX_CACHED_FILTERS of `filterParams`. */
export function withinCachedFilters(query: Readonly<Record<string, string>>, filterParams: readonly string[]): boolean {
  return filterParams.filter((name) => query[name] !== undefined).length <= MAX_CACHED_FILTERS;
}
