import type { TemplateKeys } from '../types';

/**
 * 办件进度查询: the page shows one person's case when its query carries a ticket, so it is never
 * stored in the route cache (nor in any other: the answer is private) and renders per request.
 */
export const caseQueryKeys = {
  cacheable: false,
  params: [],
  cacheQuery: () => null,
} as const satisfies TemplateKeys;
