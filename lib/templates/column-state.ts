import { cache } from 'react';
import { notFound } from 'next/navigation';
import { cachedColumnTree, cachedContent } from '@/lib/cache/reads';
import type { ColumnNode, ContentDetail } from '@/lib/cms/types';
import { fallbackColumnKey } from '@/lib/navigation/content-cache-rules';
import { findPath, firstParam, resolveNavigation, type NavigationQuery, type ResolvedNavigation } from '@/lib/navigation/resolve';
import type { TemplateName } from '@/lib/navigation/routes';
import { trailQuery } from '@/lib/navigation/links';

/**
 * Per-request data of the template pages (/t1/*, /t3/*). Wrapped in React cache() with primitive
 * keys, so generateMetadata and the page of one render share every read. Nothing here writes: the
 * pages are served from the route cache, and an article's view is counted by the browser's beacon
 * (components/templates/ViewBeacon.client.tsx).
 */

import type { SearchParams } from './types';
export type { SearchParams };

/** Query parameters that matter to the templates; anything else never reaches a cache key. */
const NAV_PARAMS = ['special', 'col1', 'col2', 'col3', 'col4', 'classify', 'contentId'] as const;

function navQueryKey(searchParams: SearchParams): string {
  const picked: Record<string, string> = {};
  for (const name of NAV_PARAMS) {
    const v = firstParam(searchParams, name);
    if (v !== null) picked[name] = v;
  }
  return JSON.stringify(picked);
}

/** Navigation for an explicit trail; only classify/contentId are kept from the visitor's query. */
function navigationFor(tree: ColumnNode[], trail: ColumnNode[], base: NavigationQuery, routePath: string): ResolvedNavigation {
  const kept: NavigationQuery = { classify: base.classify, contentId: base.contentId };
  return resolveNavigation(tree, { ...kept, ...trailQuery(trail) }, { pathname: routePath });
}

/** An article read once per render from the data cache. Its view count is the cached one (it lags by the revalidate time). */
export const getArticleForRequest = cache((id: number): Promise<ContentDetail | null> => cachedContent(id));

export type TemplatePageState = {
  tree: ColumnNode[];
  nav: ResolvedNavigation;
  /** The deepest resolved column (the page's subject); null only for an empty tree. */
  column: ColumnNode | null;
  /** The article of an 'article' template. */
  article: ContentDetail | null;
};

const loadState = cache(async (routePath: string, template: TemplateName, key: string): Promise<TemplatePageState> => {
  const query = JSON.parse(key) as Record<string, string>;
  const tree = await cachedColumnTree();
  let nav = resolveNavigation(tree, query, { pathname: routePath });
  let article: ContentDetail | null = null;

  if (template === 'article') {
    article = nav.contentId ? await getArticleForRequest(nav.contentId) : null;
    if (!article) notFound();
    // Keep the visitor's trail when it leads to the article's column (e.g. 新闻中心 → 公司要闻 item);
    // otherwise place the article under its own column so breadcrumbs and menu tell the truth.
    const own = findPath(tree, article.columnKey);
    const last = nav.trail[nav.trail.length - 1];
    if (own.length > 0 && (!last || !own.includes(last))) nav = navigationFor(tree, own, query, routePath);
  }

  if (nav.levels.length === 0) {
    const fallbackKey = fallbackColumnKey(tree, routePath);
    const trail = fallbackKey ? findPath(tree, fallbackKey) : [];
    if (trail.length > 0) nav = navigationFor(tree, trail, query, routePath);
  }

  return { tree, nav, column: nav.trail[nav.trail.length - 1] ?? null, article };
});

/** Navigation, column and (for articles) the content of a template page; notFound() for a missing article. */
export function loadTemplatePage(routePath: string, template: TemplateName, searchParams: SearchParams): Promise<TemplatePageState> {
  return loadState(routePath, template, navQueryKey(searchParams));
}
