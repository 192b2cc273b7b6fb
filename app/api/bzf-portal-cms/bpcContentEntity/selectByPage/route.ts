import { listContents, searchContents } from '@/lib/cms/contents';
import { contentPageQuery } from '@/lib/validation/content';
import { getRoute } from '@/lib/api/route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** A column's contents a page at a time; without columnKey, a site search by keyword. */
export const GET = getRoute('cms.content.selectByPage', contentPageQuery, ({ columnKey, includeDescendants, keyword, pageNum, pageSize }) =>
  columnKey === undefined
    ? searchContents({ keyword, pageNum, pageSize })
    : listContents({ columnKey, includeDescendants, keyword, pageNum, pageSize }),
);
