/**
 * What the header menu and the phone drawer show, derived from the column tree with the pure
 * rules of lib/navigation/resolve. No React, no DOM: shared by server and client and unit-tested.
 */
import type { ColumnNode } from '@/lib/cms/types';
import { columnHref, findPath, resolveNavigation, type NavigationQuery } from '@/lib/navigation/resolve';
import { DETAIL_LIST_ROUTES } from '@/lib/navigation/routes';

export type MenuItem = {
  key: string;
  label: string;
  href: string;
  /** The column's own route (the href may lead further down, to its first leaf). */
  route: string;
  /** 1 for a top-level column, down to 4. */
  depth: number;
  /** Shown in the desktop dropdown panel (top level only). */
  description: string;
  /** Visible children (navHidden ones dropped), at most four levels in all. */
  children: MenuItem[];
};

const HOME_ROUTE = '/home';
const MAX_DEPTH = 4;

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
          route: n.route,
          depth: trail.length,
          description: base.length === 0 ? n.description : '',
          children: trail.length < MAX_DEPTH ? build(n.children, trail) : [],
        };
      });
  return build(tree, []);
}

/**
 * The menu as the browser receives it (SiteHeader.client renders it): per visible column
 * [key, label, route, children, description, href], trailing empties dropped. The href is sent only
 * where the browser's rebuild (columnHref over the visible columns) would differ from the server's
 * (a first leaf under a hidden column, a special topic). About a quarter of the element JSON the
 * server-rendered menu cost in every page's RSC payload (docs/decisions/0082-static-blocks-as-client-views-from-compact-props.md).
 */
export type PackedMenuItem =
  | [key: string, label: string, route: string]
  | [key: string, label: string, route: string, children: PackedMenuItem[] | 0]
  | [key: string, label: string, route: string, children: PackedMenuItem[] | 0, description: string]
  | [key: string, label: string, route: string, children: PackedMenuItem[] | 0, description: string, href: string];

/** The header menu packed for the client, and the navHidden groups (hiddenColumnGroups). */
export type PackedMenu = { items: PackedMenuItem[]; hidden: string };

/** The visible columns of a packed menu as ColumnNodes (what buildMenuItems reads). */
export function unpackedColumns(items: readonly PackedMenuItem[], depth: number, parentKey: string | null): ColumnNode[] {
  return items.map(([key, label, route, children, description]) => ({
    key,
    label,
    route,
    level: Math.min(depth, 4) as ColumnNode['level'],
    parentKey,
    specialKey: null,
    navHidden: false,
    description: description ?? '',
    children: children ? unpackedColumns(children, depth + 1, key) : [],
  }));
}

/** buildMenuItems(tree) rebuilt in the browser from packMenu(tree) (menu-pack.ts). */
export function unpackMenu(menu: PackedMenu): MenuItem[] {
  const items = buildMenuItems(unpackedColumns(menu.items, 1, null));
  const applyHrefs = (built: MenuItem[], packed: readonly PackedMenuItem[]) =>
    built.forEach((item, i) => {
      const p = packed[i];
      if (!p) return;
      if (p[5]) item.href = p[5];
      if (p[3]) applyHrefs(item.children, p[3]);
    });
  applyHrefs(items, menu.items);
  return items;
}

function splitHref(href: string): { path: string; params: URLSearchParams } {
  const q = href.indexOf('?');
  return q < 0 ? { path: href, params: new URLSearchParams() } : { path: href.slice(0, q), params: new URLSearchParams(href.slice(q + 1)) };
}

export type ItemDataAttributes = { 'data-key'?: string; 'data-route'?: string };

/**
 * What the browser needs besides the link to apply the trail rules: the key and the route, each only
 * when the href does not already say it (an item's href carries its key as col{depth} and, for a leaf,
 * its route as the path). About a hundred items: this keeps some 5 kB out of every page.
 */
export function itemDataAttributes(item: MenuItem, depth: number): ItemDataAttributes {
  const { path, params } = splitHref(item.href);
  const attrs: ItemDataAttributes = {};
  if (params.get(`col${depth}`) !== item.key) attrs['data-key'] = item.key;
  if (path !== item.route) attrs['data-route'] = item.route;
  return attrs;
}

/** The key and route of a menu item read back from its href and data attributes (the inverse of itemDataAttributes). */
export function itemIdentity(href: string, depth: number, data: ItemDataAttributes): { key: string; route: string } {
  const { path, params } = splitHref(href);
  return { key: data['data-key'] ?? params.get(`col${depth}`) ?? '', route: data['data-route'] ?? path };
}

/**
 * Keys under each navHidden top-level column ("top:key key|top:key"), so the browser can tell a
 * page of a hidden column (个人中心, a special topic: nothing highlighted) from an unknown col1
 * (the route decides).
 */
export function hiddenColumnGroups(tree: readonly ColumnNode[]): string {
  const keysBelow = (n: ColumnNode): string[] => n.children.flatMap((c) => [c.key, ...keysBelow(c)]);
  return tree
    .filter((n) => n.navHidden)
    .map((n) => `${n.key}:${keysBelow(n).join(' ')}`)
    .join('|');
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
  const path = stripSlash(pathname);
  const listRoute = DETAIL_LIST_ROUTES[path];
  const hit = findByRoute(tree, path) ?? (listRoute ? findByRoute(tree, listRoute) : null);
  return hit ? findPath(tree, hit.key).map((n) => n.key) : [];
}

/** URLSearchParams → the query shape resolveNavigation reads. */
export function queryFromSearchParams(params: URLSearchParams | { entries(): IterableIterator<[string, string]> } | null): NavigationQuery {
  const query: NavigationQuery = {};
  if (!params) return query;
  for (const [k, v] of params.entries()) if (query[k] === undefined) query[k] = v;
  return query;
}
