import { cachedListContents } from '@/lib/cache/reads';
import type { ColumnNode } from '@/lib/cms/types';
import { clampPageNum, parsePageNum } from '@/lib/navigation/pagination';
import type { SearchParams } from './types';

/** The list page of a column, clamped: malformed → 1, past the end → the last page. */
export async function loadListPage(column: ColumnNode, searchParams: SearchParams, pageSize: number, keyword = '') {
  const requested = parsePageNum(searchParams.pageNum);
  const page = await cachedListContents({ columnKey: column.key, includeDescendants: true, pageNum: requested, pageSize, keyword });
  if (page.pages > 0 && requested > page.pages) {
    return cachedListContents({ columnKey: column.key, includeDescendants: true, pageNum: clampPageNum(requested, page.pages), pageSize, keyword });
  }
  return page;
}
