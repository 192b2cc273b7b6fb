import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { NoticeOverviewPage, noticeOverviewMetadata } from '@/components/templates/NoticeOverviewPage';
import { CACHED_TEMPLATES, isCachedTemplate } from '@/components/templates/registry-cached';
import type { SearchParams } from '@/lib/templates/column-state';
import { checkCacheQuery } from '@/lib/cache/route-keys';
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
 * Only queries that name real things are stored (lib/navigation/content-cache-rules.ts): anything
 * else is redirected (308) to its canonical URL or, for a missing article, answered 404 — and the
 * cache handler (lib/cache/route-cache-handler.js) stores neither, so strangers cannot fill the cache.
 *
 * The folder is `%5Fc` because a folder starting with `_` is private in the App Router.
 */
export const dynamicParams = true;

export function generateStaticParams(): { q: string; route: string[] }[] {
  return [];
}

type Props = { params: Promise<{ q: string; route: string[] }> };

/** Shared by generateMetadata and the page: one check per render. */
const checkedRequest = cache(async (q: string, routeKey: string) => {
  const parsed = parseCachedRequest(q, routeKey.split('/'));
  // Only what the middleware writes: a hand-made /_c URL adds no cache entry of its own.
  if (!parsed) return { verdict: { kind: 'not-found' } as const, parsed: null };
  // Only cacheable templates have a cache key; anything else here was not written by the middleware.
  if (!isCachedTemplate(parsed.route.template)) return { verdict: { kind: 'not-found' } as const, parsed: null };
  return { verdict: await checkCacheQuery(parsed.route, parsed.query, undefined, CACHED_TEMPLATES[parsed.route.template].module), parsed };
});

async function requestOf(params: Props['params']) {
  const { q, route } = await params;
  const { verdict, parsed } = await checkedRequest(q, route.join('/'));
  if (!parsed || verdict.kind === 'not-found') notFound();
  if (verdict.kind === 'redirect') permanentRedirect(verdict.location);
  const searchParams: SearchParams = { ...parsed.query };
  return { ...parsed, searchParams };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { route, searchParams } = await requestOf(params);
  if (route.overview) return noticeOverviewMetadata(searchParams);
  if (!isCachedTemplate(route.template)) notFound();
  return CACHED_TEMPLATES[route.template].metadata({ routePath: route.routePath, routeTitle: route.routeTitle, searchParams });
}

export default async function CachedContentPage({ params }: Props) {
  const { route, searchParams } = await requestOf(params);
  if (route.overview) return <NoticeOverviewPage searchParams={searchParams} />;
  if (!isCachedTemplate(route.template)) notFound();
  return CACHED_TEMPLATES[route.template].render({ routePath: route.routePath, routeTitle: route.routeTitle, searchParams });
}
