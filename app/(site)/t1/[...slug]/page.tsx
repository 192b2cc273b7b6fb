import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { TemplatePage, templateMetadata } from '@/components/templates/TemplatePage';
import type { SearchParams } from '@/lib/templates/column-state';
import { findT1Route } from '@/lib/navigation/routes';

/**
 * Every /t1/<route> of lib/navigation/routes.ts: one dispatcher, the route names the template and
 * the query names the data. Unknown routes go home (spec §2). The middleware normally rewrites
 * these requests to the cached twin (app/(site)/%5Fc/…, lib/navigation/content-cache.ts); this
 * route renders per request (reads searchParams) what is not cached: keyword searches, and finder
 * lists with more than one filter (lib/validation/cached-filters.ts).
 */
type T1PageProps = { params: Promise<{ slug: string[] }>; searchParams: Promise<SearchParams> };

async function routeOf(params: T1PageProps['params']) {
  const { slug } = await params;
  const segments = slug.map((s) => decodeURIComponent(s));
  const route = findT1Route(segments);
  return route ? { ...route, routePath: `/t1/${route.path}` } : null;
}

export async function generateMetadata({ params, searchParams }: T1PageProps): Promise<Metadata> {
  const route = await routeOf(params);
  if (!route) return {};
  return templateMetadata({ routePath: route.routePath, template: route.template, routeTitle: route.title, searchParams: await searchParams });
}

export default async function T1Page({ params, searchParams }: T1PageProps) {
  const route = await routeOf(params);
  if (!route) redirect('/home');
  return (
    <TemplatePage routePath={route.routePath} template={route.template} routeTitle={route.title} searchParams={await searchParams} />
  );
}
