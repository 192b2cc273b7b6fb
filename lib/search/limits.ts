/** Bounds of the site search (pure: pages, the API schema and the service read them). */
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_PAGE_SIZE_MAX = 20;
/** Deepest page: 50 × 10 results is more than anyone reads; a deeper offset is refused work. */
export const SEARCH_PAGE_MAX = 50;
export const SEARCH_SORTS = ['relevance', 'date'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
