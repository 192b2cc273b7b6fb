import type { MetadataRoute } from 'next';
import type { ColumnNode } from '@/lib/cms/types';
import { findPath } from '@/lib/navigation/resolve';
import { findT1Route } from '@/lib/navigation/routes';
import { isSignedInPath } from '@/lib/navigation/signed-in';
import { columnPageHref, contentHref } from '@/lib/navigation/links';

export type SitemapContent = { id: number; columnKey: string; publishAt: string };

/** A page of a record that is not a CMS content (an open job post): its path and last change. */
export type SitemapRecord = { path: string; lastModified: string };

/** Next writes <loc> verbatim, so the "&" of our query strings must be escaped here. */
export function xmlEscapeUrl(url: string): string {
  return url.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Pages of signed-in visitors: never listed. */
function isPrivate(route: string): boolean {
  return isSignedInPath(route);
}

/** Columns whose contents have their own article page (lists); a 'page' column's content is the column page itself. */
export function listsArticles(route: string): boolean {
  if (route.startsWith('/t3')) return true;
  if (!route.startsWith('/t1/')) return false;
  const t = findT1Route(route.slice(4).split('/'))?.template;
  return t === 'news-list' || t === 'qa';
}

const newest = (a: string | undefined, b: string) => (!a || b > a ? b : a);

/**
 * Every public column page (its route with col1..colN, as the menu links them), every article of
 * a list column, with lastModified from the newest content below, and the record pages given
 * (open job posts). Absolute, XML-escaped URLs.
 */
export function buildSitemap(
  tree: readonly ColumnNode[],
  contents: readonly SitemapContent[],
  siteUrl: string,
  records: readonly SitemapRecord[] = [],
): MetadataRoute.Sitemap {
  const base = siteUrl.replace(/\/+$/, '');
  const abs = (path: string) => xmlEscapeUrl(`${base}${path}`);

  // Newest publish time per column, propagated to the ancestors.
  const latest = new Map<string, string>();
  const pathCache = new Map<string, ColumnNode[]>();
  const pathOf = (key: string) => {
    let p = pathCache.get(key);
    if (!p) {
      p = findPath(tree, key);
      pathCache.set(key, p);
    }
    return p;
  };
  let newestOverall: string | undefined;
  for (const c of contents) {
    newestOverall = newest(newestOverall, c.publishAt);
    for (const node of pathOf(c.columnKey)) latest.set(node.key, newest(latest.get(node.key), c.publishAt));
  }

  const out: MetadataRoute.Sitemap = [];
  const seen = new Set<string>();
  const add = (path: string, lastModified: string | undefined, changeFrequency: 'daily' | 'weekly' | 'monthly', priority: number) => {
    if (seen.has(path)) return;
    seen.add(path);
    out.push({ url: abs(path), lastModified, changeFrequency, priority });
  };

  add('/home', newestOverall, 'daily', 1);
  add('/t3', latest.get('tzgg'), 'daily', 0.8);

  const walk = (nodes: readonly ColumnNode[], trail: ColumnNode[]) => {
    for (const node of nodes) {
      if (isPrivate(node.route)) continue;
      const here = [...trail, node];
      if (node.route !== '/home') {
        const list = listsArticles(node.route);
        add(columnPageHref(here), latest.get(node.key), list ? 'daily' : 'monthly', here.length === 1 ? 0.8 : 0.6);
      }
      walk(node.children, here);
    }
  };
  walk(tree, []);

  for (const c of contents) {
    const trail = pathOf(c.columnKey);
    const column = trail[trail.length - 1];
    if (!column || isPrivate(column.route) || !listsArticles(column.route)) continue;
    add(contentHref(tree, c.columnKey, c.id), c.publishAt, 'monthly', 0.5);
  }
  for (const r of records) add(r.path, r.lastModified, 'weekly', 0.5);
  return out;
}
