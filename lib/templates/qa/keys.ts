import { pageNumKey } from '../param-keys';
import { firstValue, type TemplateKeys } from '../types';

/** Questions and answers, paged like lists; a free-text keyword search is rendered per request, never stored. */
export const qaKeys = {
  cacheable: true,
  params: ['pageNum'],
  cacheQuery: (params: URLSearchParams) => (firstValue(params, 'keyword') !== null ? null : pageNumKey(params)),
} as const satisfies TemplateKeys;
