import type { TemplateKeys } from '../types';

/** A signed-in form: rendered per request for its user, never stored in any cache. */
export const resumeFormKeys = {
  cacheable: false,
  signedIn: true,
  params: [],
  cacheQuery: () => null,
} as const satisfies TemplateKeys;
