import { pageNumKey } from '../param-keys';
import type { TemplateKeys } from '../types';

/** 留言咨询: the published answers and the monthly figures; rendered per request (an answer shows at once). */
export const consultationKeys = {
  cacheable: false,
  params: ['pageNum'],
  cacheQuery: (params: URLSearchParams) => pageNumKey(params),
} as const satisfies TemplateKeys;
