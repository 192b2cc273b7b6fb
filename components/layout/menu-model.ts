/**
 * What the header menu and the phone drawer show, derived from the column tree with the pure
 * rules of lib/navigation/resolve. No React, no DOM: shared by server and client and unit-tested.
 */
import type { ColumnNode } from '@/lib/cms/types';
import { columnHref, findPath, resolveNavigation, type NavigationQuery } from '@/lib/navigation/resolve';

export type MenuItem = {
  key: string;
  label: string;
  href: string;
  /** Shown in the desktop dropdown panel (top level only). */
  description: string;
  /** Visible children (navHidden ones dropped), at most four levels in all. */
  children: MenuItem[];
};

const HOME_ROUTE = '/home';
const MAX_DEPTH = 4;

/** The tree without what the browser never needs (descriptions below the top level). */
export function slimColumnTree(tree: readonly ColumnNode[]): ColumnNode[] {
  const slim = (n: ColumnNode): ColumnNode => ({
    ...n,
    description: n.level === 1 ? n.description : '',
    children: n.children.map(slim),
  });
  return tree.map(slim);
}

/** Header items: the visible top-level columns and their visible descendants, linked like the spec's col1..col4. */
export function buildMenuItems(tree: readonly ColumnNode[]): MenuItem[] {
  const build = (nodes: readonly ColumnNode[], base: ColumnNode[]): MenuItem[] =>
    nodes
      .filter((n) => !n.navHidden)
      .map((n) => {
        const trail = [...base, n];
        return {
          key: n.key,
          label: n.label,
          // The home column is a page of its own, not a col1 selection.
          href: n.route === HOME_ROUTE && base.length === 0 ? HOME_ROUTE : columnHref(trail),
          description: n.description,
          children: trail.length < MAX_DEPTH ? build(n.children, trail) : [],
        };
      });
  return build(tree, []);
}

function stripSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

function findByRoute(nodes: readonly ColumnNode[], route: string): ColumnNode | null {
  for (const n of nodes) {
    if (n.navHidden) continue;
    if (n.route === route) return n;
  }
  for (const n of nodes) {
    if (n.navHidden) continue;
    const hit = findByRoute(n.children, route);
    if (hit) return hit;
  }
  return null;
}

/**
 * Keys from the highlighted top-level column down to the current column. col1..col4 (and the
 * multi-business rule) decide when present; otherwise the first visible column whose route is the
 * current path, so /home and a bare /t3/news_list still light up their column.
 */
export function activeTrailKeys(
  tree: readonly ColumnNode[],
  pathname: string | null,
  query: NavigationQuery | null,
): string[] {
  const nav = resolveNavigation(tree, query, { pathname });
  if (nav.trail.length) return nav.trail.map((n) => n.key);
  if (!pathname) return [];
  const hit = findByRoute(tree, stripSlash(pathname));
  return hit ? findPath(tree, hit.key).map((n) => n.key) : [];
}

/** URLSearchParams → the query shape resolveNavigation reads. */
export function queryFromSearchParams(params: URLSearchParams | { entries(): IterableIterator<[string, string]> } | null): NavigationQuery {
  const query: NavigationQuery = {};
  if (!params) return query;
  for (const [k, v] of params.entries()) if (query[k] === undefined) query[k] = v;
  return query;
}
