import { pageNumKey } from '../param-keys';
import type { TemplateKeys } from '../types';

/** Paged list of the column's published contents (and its descendants'): the page number names the page. */
export const newsListKeys = {
  cacheable: true,
  params: ['pageNum'],
  cacheQuery: pageNumKey,
} as const satisfies TemplateKeys;
