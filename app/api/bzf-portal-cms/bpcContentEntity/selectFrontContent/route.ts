import { getColumnPage, getContent } from '@/lib/cms/contents';
import { frontContentQuery } from '@/lib/validation/content';
import { found, getRoute } from '@/lib/api/route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * One content by contentId, or a column's own page by columnKey. Read-only: a GET never changes
 * state, so the old `countView=1` is accepted and ignored; views are counted by the same-site POST
 * …/bpcContentEntity/countView (the article page's beacon).
 */
export const GET = getRoute('cms.content.selectFrontContent', frontContentQuery, async ({ contentId, columnKey }) => {
  if (contentId === undefined) return found(await getColumnPage(columnKey ?? ''), '内容');
  return found(await getContent(contentId), '文章');
});
