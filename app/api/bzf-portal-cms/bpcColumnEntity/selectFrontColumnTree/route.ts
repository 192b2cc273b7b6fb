import { cachedColumnTree, cachedFindColumn } from '@/lib/cache/reads';
import { columnTreeQuery } from '@/lib/validation/column';
import { found, getRoute } from '@/lib/api/route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The column tree; with columnKey, that column's subtree as a one-element list. */
export const GET = getRoute('cms.column.selectFrontColumnTree', columnTreeQuery, async ({ columnKey }) =>
  columnKey === undefined ? cachedColumnTree() : [found(await cachedFindColumn(columnKey), '栏目')],
);
