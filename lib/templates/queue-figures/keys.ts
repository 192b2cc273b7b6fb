import type { TemplateKeys } from '../types';

/** 轮候配租情况: this month's figures per product; rendered per request (an allocation shows at once). */
export const queueFiguresKeys = {
  cacheable: false,
  params: [],
  cacheQuery: () => null,
} as const satisfies TemplateKeys;
