import { PAGE_NUM_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@/lib/validation/common';
import type { Page } from './types';

export type Paging = { pageNum: number; pageSize: number; offset: number };

function clampInt(value: number | undefined, min: number, max: number, fallback: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/**
 * Pages call the services directly, without the handlers' zod schemas, so the services bound
 * paging themselves: a stray pageSize never turns into an unbounded query.
 */
export function normalisePaging(input: { pageNum?: number; pageSize?: number }): Paging {
  const pageNum = clampInt(input.pageNum, 1, PAGE_NUM_MAX, 1);
  const pageSize = clampInt(input.pageSize, 1, PAGE_SIZE_MAX, PAGE_SIZE_DEFAULT);
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize };
}

export function toPage<T>(records: T[], total: number, paging: Paging): Page<T> {
  return {
    records,
    total,
    pageNum: paging.pageNum,
    pageSize: paging.pageSize,
    pages: total === 0 ? 0 : Math.ceil(total / paging.pageSize),
  };
}

export function emptyPage<T>(paging: Paging): Page<T> {
  return toPage<T>([], 0, paging);
}

/** Bounds a "newest N" limit the same way. */
export function clampLimit(limit: number | undefined, max: number, fallback: number): number {
  return clampInt(limit, 1, max, fallback);
}
