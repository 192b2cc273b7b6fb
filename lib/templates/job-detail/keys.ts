import { idValue } from '../param-keys';
import type { CacheQuery, TemplateKeys } from '../types';

/** One job post by postId (a malformed id is dropped; the page is then a 404). */
export const jobDetailKeys = {
  cacheable: true,
  params: ['postId'],
  cacheQuery: (params: URLSearchParams): CacheQuery => {
    const id = idValue(params, 'postId');
    return id ? { postId: id } : {};
  },
} as const satisfies TemplateKeys;
