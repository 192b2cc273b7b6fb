/** Query readers shared by the personal-centre templates. */
import { parsePageNum } from '@/lib/navigation/pagination';
import type { SearchParams } from './types';

export const PERSONAL_PAGE_SIZE = 10;

export const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** A positive id from the query (?submitted=12), else null. */
export function idParam(v: string | string[] | undefined): number | null {
  const s = first(v);
  return s && /^\d{1,9}$/.test(s) ? Number(s) : null;
}

/** The page asked for, and the column trail its paging links keep. */
export function pagingOf(query: SearchParams): { pageNum: number; keep: Record<string, string | undefined> } {
  return { pageNum: parsePageNum(first(query.pageNum)), keep: { col1: first(query.col1), col2: first(query.col2), col3: first(query.col3) } };
}
