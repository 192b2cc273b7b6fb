import type { TemplateKeys } from '../types';

/**
 * Site search results: the page shows what a visitor typed, so it is never stored in the route
 * cache (a key per query would let strangers multiply entries) and renders per request.
 */
export const siteSearchKeys = {
  cacheable: false,
  params: [],
  cacheQuery: () => null,
} as const satisfies TemplateKeys;
