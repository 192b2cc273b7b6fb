import { SHOP_FILTER_PARAMS, shopSearchCacheQuery } from '@/lib/validation/shop-filter';
import type { TemplateKeys } from '../types';

/** 商铺查询: every filter is a code from a finite list; a keyword search is never stored. */
export const shopSearchKeys = {
  cacheable: true,
  params: SHOP_FILTER_PARAMS.filter((p) => p !== 'keyword'),
  cacheQuery: (params: URLSearchParams) => shopSearchCacheQuery(params),
} as const satisfies TemplateKeys;
