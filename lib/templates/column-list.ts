import { cachedListContents } from '@/lib/cache/reads';
import { listContents } from '@/lib/cms/contents';
import type { ColumnNode, ContentSummary, Page } from '@/lib/cms/types';
import { clampPageNum, parsePageNum } from '@/lib/navigation/pagination';
import type { SearchParams } from './types';

/** A list's own filters: a keyword and a range of Shanghai days (checked YYYY-MM-DD). */
export type ListFilter = { keyword?: string; from?: string | null; to?: string | null };

/**
 * The list page of a column, clamped: malformed → 1, past the end → the last page. A filtered list
 * (keyword or dates) is read from the database per request and never enters the data cache: the
 * visitor's text must not become a cache key strangers can multiply.
 */
export type ListPage = Page<ContentSummary> & {
  /** No content holds every word of the keyword; these hold some of them (only with `partialFallback`). */
  partial: boolean;
};

export type ListPageOptions = {
  /** When nothing holds every word of the keyword, list what holds any of them (the help centre). */
  partialFallback?: boolean;
};

export async function loadListPage(
  column: ColumnNode,
  searchParams: SearchParams,
  pageSize: number,
  filter: ListFilter | string = {},
  options: ListPageOptions = {},
): Promise<ListPage> {
  const { keyword = '', from = null, to = null } = typeof filter === 'string' ? { keyword: filter } : filter;
  const filtered = keyword.trim() !== '' || from !== null || to !== null;
  const requested = parsePageNum(searchParams.pageNum);
  // Unfiltered: exactly the input (and key order) the route-key rules read (lib/cache/route-keys.ts),
  // so both share one data-cache entry.
  const read = (pageNum: number, match: 'all' | 'partial' = 'all') =>
    filtered
      ? listContents({ columnKey: column.key, includeDescendants: true, pageNum, pageSize, keyword, from, to, match })
      : cachedListContents({ columnKey: column.key, includeDescendants: true, pageNum, pageSize, keyword });
  const clamped = async (match: 'all' | 'partial') => {
    const page = await read(requested, match);
    return page.pages > 0 && requested > page.pages ? read(clampPageNum(requested, page.pages), match) : page;
  };
  const page = await clamped('all');
  if (page.total === 0 && options.partialFallback && keyword.trim() !== '') {
    const partial = await clamped('partial');
    if (partial.total > 0) return { ...partial, partial: true };
  }
  return { ...page, partial: false };
}
