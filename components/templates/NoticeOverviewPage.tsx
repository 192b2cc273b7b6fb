import type { Metadata } from 'next';
import { PageShell } from '@/components/layout/PageShell';
import { cachedHomePageContent as getHomePageContent } from '@/lib/cache/reads';
import { NoticeOverview } from './NoticeOverview';
import { pageMetadata } from '@/lib/seo';
import { loadTemplatePage, type SearchParams } from '@/lib/templates/column-state';

/**
 * /t3: overview of the notice columns (通知公告), each with its newest notices. Shared by the public
 * route (app/(site)/t3/page.tsx) and the cached internal route (app/(site)/%5Fc/...).
 */
const ROUTE_PATH = '/t3';
const PER_COLUMN = 6;

export async function noticeOverviewMetadata(searchParams: SearchParams): Promise<Metadata> {
  const { column } = await loadTemplatePage(ROUTE_PATH, 'news-list', searchParams);
  const label = column?.label ?? '通知公告';
  return pageMetadata({ title: label, description: column?.description || label, path: ROUTE_PATH });
}

export async function NoticeOverviewPage({ searchParams }: { searchParams: SearchParams }) {
  const { tree, nav, column } = await loadTemplatePage(ROUTE_PATH, 'news-list', searchParams);
  // The overview is always of the top notices column, whatever col the query named.
  const root = nav.trail[0] ?? column;
  const children = root ? root.children.filter((c) => !c.navHidden) : [];
  const blocks = children.length ? await getHomePageContent(children.map((c) => c.key), PER_COLUMN) : [];
  return (
    <PageShell nav={nav} tree={tree} route={ROUTE_PATH} title={root?.label ?? '通知公告'}>
      {root ? <NoticeOverview tree={tree} root={root} blocks={blocks} /> : null}
    </PageShell>
  );
}
