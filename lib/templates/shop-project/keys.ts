import { idValue } from '../param-keys';
import type { CacheQuery, TemplateKeys } from '../types';

/** 商业项目信息: one commercial project by projectId; without one, the list of commercial projects. */
export const shopProjectKeys = {
  cacheable: true,
  params: ['projectId'],
  cacheQuery: (params: URLSearchParams): CacheQuery => {
    const id = idValue(params, 'projectId');
    return id ? { projectId: id } : {};
  },
} as const satisfies TemplateKeys;
