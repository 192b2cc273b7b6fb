import { idValue } from '../param-keys';
import type { CacheQuery, TemplateKeys } from '../types';

/** 商铺信息: one shop by shopId. */
export const shopDetailKeys = {
  cacheable: true,
  params: ['shopId'],
  cacheQuery: (params: URLSearchParams): CacheQuery => {
    const id = idValue(params, 'shopId');
    return id ? { shopId: id } : {};
  },
} as const satisfies TemplateKeys;
