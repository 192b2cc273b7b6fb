import { articleKindOf, trailQuery } from '@/lib/navigation/links';
import { toQueryString } from '@/lib/navigation/paths';
import type { NewsListData } from '@/lib/templates/news-list';
import { FollowForm } from '@/components/subscriptions/FollowForm';
import { ListFilter } from '../ListFilter';
import { NewsList } from '../NewsList';
import { Pagination } from '../Pagination';
import { T } from '../strings';
import type { TemplateViewProps } from './types';

export function NewsListView({ req, data: { state, page, filter } }: TemplateViewProps<NewsListData>) {
  const { nav } = state;
  if (!page) return null;
  const kind = articleKindOf(nav.trail);
  const linkQuery = trailQuery(nav.trail);
  const filterQuery = { keyword: filter.keyword || undefined, from: filter.from ?? undefined, to: filter.to ?? undefined };
  return (
    <>
      {nav.trail.length ? <FollowForm fields={{ kind: 'column', column: nav.trail[nav.trail.length - 1]!.key }} back={`${req.routePath}${toQueryString(linkQuery)}`} label="订阅此栏目" /> : null}
      <ListFilter filter={filter} action={req.routePath} hidden={linkQuery} resetHref={`${req.routePath}${toQueryString(linkQuery)}`} total={page.total} />
      <NewsList records={page.records} kind={kind} linkQuery={linkQuery} showCovers={kind === 't1'} emptyText={filter.active ? T.listEmpty : undefined} />
      <Pagination pageNum={page.pageNum} pages={page.pages} total={page.total} pathname={req.routePath} query={{ ...linkQuery, ...filterQuery }} growOnPhone />
    </>
  );
}
