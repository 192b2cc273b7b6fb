import { idValue } from '../param-keys';
import type { CacheQuery, TemplateKeys } from '../types';

/** One project by projectId (a malformed id is dropped; the page is then a 404). */
export const projectDetailKeys = {
  cacheable: true,
  params: ['projectId'],
  cacheQuery: (params: URLSearchParams): CacheQuery => {
    const id = idValue(params, 'projectId');
    return id ? { projectId: id } : {};
  },
} as const satisfies TemplateKeys;
