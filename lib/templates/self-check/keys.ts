import type { TemplateKeys } from '../types';

/**
 * The eligibility self-check: the answers are in the query, so a page is never stored anywhere
 * (a cache entry keyed by the answers would keep them).
 */
export const selfCheckKeys = {
  cacheable: false,
  params: [],
  cacheQuery: () => null,
} as const satisfies TemplateKeys;
