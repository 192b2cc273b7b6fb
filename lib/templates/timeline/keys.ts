import { firstValue, type CacheQuery, type TemplateKeys } from '../types';

/** Memorabilia by year: a four-digit year; anything else shows the newest year, as without it. */
export const timelineKeys = {
  cacheable: true,
  params: ['year'],
  cacheQuery: (params: URLSearchParams): CacheQuery => {
    const year = firstValue(params, 'year');
    return year !== null && /^\d{4}$/.test(year) ? { year } : {};
  },
} as const satisfies TemplateKeys;
