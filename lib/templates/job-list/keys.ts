import { JOB_FILTER_PARAMS, jobListCacheQuery } from '@/lib/validation/job-filter';
import type { TemplateKeys } from '../types';

/**
 * 招聘信息: every filter is a code from a finite list (a company id is checked against the data
 * before a page is stored); a keyword search is rendered per request and never stored.
 */
export const jobListKeys = {
  cacheable: true,
  params: JOB_FILTER_PARAMS.filter((p) => p !== 'keyword'),
  cacheQuery: (params: URLSearchParams) => jobListCacheQuery(params),
} as const satisfies TemplateKeys;
