import { pageNumKey } from '../param-keys';
import { firstValue, type TemplateKeys } from '../types';

/** The list's own filters; a request with any of them renders per request and is never stored. */
export const NEWS_LIST_FILTER_PARAMS = ['keyword', 'from', 'to'] as const;

/**
 * Paged list of the column's published contents (and its descendants'): the page number names the
 * page. A keyword or date filter is what a visitor typed, so such a request is never cached.
 */
export const newsListKeys = {
  cacheable: true,
  params: ['pageNum'],
  cacheQuery: (params: URLSearchParams) => (NEWS_LIST_FILTER_PARAMS.some((p) => firstValue(params, p) !== null) ? null : pageNumKey(params)),
} as const satisfies TemplateKeys;
