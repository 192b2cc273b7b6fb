/** Bounds of the site search (pure: pages, the API schema and the service read them). */
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_PAGE_SIZE_MAX = 20;
/** Deepest page: 50 × 10 results is more than anyone reads; a deeper offset is refused work. */
export const SEARCH_PAGE_MAX = 50;
export const SEARCH_SORTS = ['relevance', 'date'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
/**
 * Matches counted at most (issue #12): as many as the deepest page at the largest page size can
 * show. A broad query over 50,000 documents matches 25,000; counting them all cost more than the
 * whole answer may. Beyond it the page says "1000+".
 */
export const SEARCH_COUNT_CAP = SEARCH_PAGE_MAX * SEARCH_PAGE_SIZE_MAX;
/**
 * Documents ranked by relevance at most: the newest of those holding every word in their title,
 * summary or keywords. The rest of the matches follow, newest first.
 */
export const SEARCH_RANK_WINDOW = 200;
