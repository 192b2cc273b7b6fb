import type { TemplateKeys } from '../types';

/** A signed-in page: rendered per request for its user, never stored in any cache. */
export const shopRegisterKeys = {
  cacheable: false,
  signedIn: true,
  params: [],
  cacheQuery: () => null,
} as const satisfies TemplateKeys;
