import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NoticeOverviewPage, noticeOverviewMetadata } from '@/components/templates/NoticeOverviewPage';
import { TemplatePage, templateMetadata } from '@/components/templates/TemplatePage';
import type { SearchParams } from '@/components/templates/template-data';
import { parseCachedRequest } from '@/lib/navigation/content-cache';

/**
 * The cacheable form of every public content page (/t1/<template route>, /t3, /t3/news_list,
 * /t3/news_list/article_content). The middleware rewrites a public request here with its normalized
 * query as the first segment (lib/navigation/content-cache.ts): /_c/col1.a~pageNum.2/t3/news_list.
 *
 * Served from the Next cache (ISR) exactly like /home: no static params, so `next build` renders
 * nothing (no database at build time); the first request for a query renders and caches it, and the
 * cached reads' tags and revalidate times decide when it is rendered again. The page reads neither
 * cookies, headers nor searchParams — everything it shows is named by the path. Canonical URLs,
 * links and JSON-LD are built from the public route path, never from /_c.
 *
 * The folder is `%5Fc` because a folder starting with `_` is private in the App Router.
 */
export const dynamicParams = true;

export function generateStaticParams(): { q: string; route: string[] }[] {
  return [];
}

type Props = { params: Promise<{ q: string; route: string[] }> };

async function requestOf(params: Props['params']) {
  const { q, route } = await params;
  const parsed = parseCachedRequest(q, route);
  // Only what the middleware writes: a hand-made /_c URL adds no cache entry of its own.
  if (!parsed) notFound();
  const searchParams: SearchParams = { ...parsed.query };
  return { ...parsed, searchParams };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { route, searchParams } = await requestOf(params);
  if (route.overview) return noticeOverviewMetadata(searchParams);
  return templateMetadata({ routePath: route.routePath, template: route.template, routeTitle: route.routeTitle, searchParams });
}

export default async function CachedContentPage({ params }: Props) {
  const { route, searchParams } = await requestOf(params);
  if (route.overview) return <NoticeOverviewPage searchParams={searchParams} />;
  return <TemplatePage routePath={route.routePath} template={route.template} routeTitle={route.routeTitle} searchParams={searchParams} />;
}
