import { cachedListContents } from '@/lib/cache/reads';
import { listContents } from '@/lib/cms/contents';
import type { ColumnNode } from '@/lib/cms/types';
import { clampPageNum, parsePageNum } from '@/lib/navigation/pagination';
import type { SearchParams } from './types';

/** A list's own filters: a keyword and a range of Shanghai days (checked YYYY-MM-DD). */
export type ListFilter = { keyword?: string; from?: string | null; to?: string | null };

/**
 * The list page of a column, clamped: malformed → 1, past the end → the last page. A filtered list
 * (keyword or dates) is read from the database per request and never enters the data cache: the
 * visitor's text must not become a cache key strangers can multiply.
 */
export async function loadListPage(column: ColumnNode, searchParams: SearchParams, pageSize: number, filter: ListFilter | string = {}) {
  const { keyword = '', from = null, to = null } = typeof filter === 'string' ? { keyword: filter } : filter;
  const filtered = keyword.trim() !== '' || from !== null || to !== null;
  const requested = parsePageNum(searchParams.pageNum);
  // Unfiltered: exactly the input (and key order) the route-key rules read (lib/cache/route-keys.ts),
  // so both share one data-cache entry.
  const read = (pageNum: number) =>
    filtered
      ? listContents({ columnKey: column.key, includeDescendants: true, pageNum, pageSize, keyword, from, to })
      : cachedListContents({ columnKey: column.key, includeDescendants: true, pageNum, pageSize, keyword });
  const page = await read(requested);
  if (page.pages > 0 && requested > page.pages) return read(clampPageNum(requested, page.pages));
  return page;
}
