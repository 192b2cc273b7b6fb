import { PageShell } from '@/components/layout/PageShell';
import { articleKindOf, trailQuery } from '@/lib/navigation/links';
import { columnLabel } from '@/lib/templates/column-meta';
import type { NewsListData } from '@/lib/templates/news-list';
import { NewsList } from '../NewsList';
import { Pagination } from '../Pagination';
import type { TemplateViewProps } from './types';

export function NewsListView({ req, data: { state, page } }: TemplateViewProps<NewsListData>) {
  const { nav, tree } = state;
  const label = columnLabel(req, state);
  if (!page) return <PageShell nav={nav} tree={tree} route={req.routePath} title={label}>{null}</PageShell>;
  const kind = articleKindOf(nav.trail);
  const linkQuery = trailQuery(nav.trail);
  return (
    <PageShell nav={nav} tree={tree} route={req.routePath} title={label}>
      <NewsList records={page.records} kind={kind} linkQuery={linkQuery} showCovers={kind === 't1'} />
      <Pagination pageNum={page.pageNum} pages={page.pages} total={page.total} pathname={req.routePath} query={linkQuery} growOnPhone />
    </PageShell>
  );
}
