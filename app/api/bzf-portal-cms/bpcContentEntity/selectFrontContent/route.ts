import { getColumnPage, getContent } from '@/lib/cms/contents';
import { frontContentQuery } from '@/lib/validation/content';
import { found, getRoute, uncacheable } from '@/lib/api/route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** One content by contentId (countView=1 counts a view), or a column's own page by columnKey. */
export const GET = getRoute('cms.content.selectFrontContent', frontContentQuery, async ({ contentId, columnKey, countView }) => {
  if (contentId === undefined) return found(await getColumnPage(columnKey ?? ''), '内容');
  const detail = found(await getContent(contentId, { countView }), '文章');
  return countView ? uncacheable(detail) : detail;
});
