import { idValue } from '../param-keys';
import type { CacheQuery, TemplateKeys } from '../types';

/** One content, by contentId (a malformed id is dropped: the page says 页面不存在 for both). */
export const articleKeys = {
  cacheable: true,
  params: ['contentId'],
  cacheQuery: (params: URLSearchParams): CacheQuery => {
    const id = idValue(params, 'contentId');
    return id ? { contentId: id } : {};
  },
} as const satisfies TemplateKeys;
