/**
 * What the header menu and the phone drawer show, derived from the column tree with the pure
 * rules of lib/navigation/resolve. No React, no DOM: shared by server (headerMenu) and client
 * (buildMenuItems, menuTrail) and unit-tested.
 */
import type { ColumnNode } from '@/lib/cms/types';
import { columnHref, findPath, resolveNavigation, type NavigationQuery } from '@/lib/navigation/resolve';
import { DETAIL_LIST_ROUTES } from '@/lib/navigation/paths';

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
 * One column of the header menu as the header receives it: the column tree's own fields, trimmed to
 * what the menu shows. Links are not sent: the browser derives them with buildMenuItems, the rule the
 * server uses, from these columns (a link per item would add about 0.8 kB gzip to every page).
 */
export type MenuColumn = {
  key: string;
  label: string;
  /** Absent below the top level when it is the parent's route (most are: a list's sub-columns are lists too). */
  route?: string;
  /** Top level only: the text of its dropdown panel. */
  description?: string;
  /** The topic a column belongs to: its links carry `special`. */
  specialKey?: string;
  /** Kept below a visible column only because a branch's link may lead into it (its first leaf). */
  navHidden?: true;
  children?: MenuColumn[];
};

/** Everything the header menu needs, as plain data: SiteHeader builds it on the server with headerMenu(). */
export type HeaderMenu = {
  columns: MenuColumn[];
  /** The navHidden top-level columns (个人中心, topics, agreements): a page of one highlights nothing. */
  hiddenKeys: string[];
};

/** The header's menu data from the column tree: the visible columns (four levels) and the hidden groups. */
export function headerMenu(tree: readonly ColumnNode[]): HeaderMenu {
  const column = (n: ColumnNode, depth: number, parentRoute: string | null): MenuColumn => {
    const c: MenuColumn = { key: n.key, label: n.label };
    if (n.route !== parentRoute) c.route = n.route;
    if (parentRoute === null && n.description) c.description = n.description;
    if (n.specialKey) c.specialKey = n.specialKey;
    if (n.navHidden) c.navHidden = true;
    const children = depth < MAX_DEPTH ? n.children.map((child) => column(child, depth + 1, n.route)) : [];
    if (children.length) c.children = children;
    return c;
  };
  return {
    columns: tree.filter((n) => !n.navHidden).map((n) => column(n, 1, null)),
    hiddenKeys: tree.filter((n) => n.navHidden).map((n) => n.key),
  };
}

/** The columns of a HeaderMenu as a ColumnNode tree (what the pure navigation rules read). */
export function menuTree(columns: readonly MenuColumn[]): ColumnNode[] {
  const node = (c: MenuColumn, level: number, parent: ColumnNode | null): ColumnNode => {
    const n: ColumnNode = {
      key: c.key,
      label: c.label,
      route: c.route ?? parent?.route ?? '',
      level: Math.min(level, 4) as ColumnNode['level'],
      parentKey: parent?.key ?? null,
      specialKey: c.specialKey ?? null,
      navHidden: c.navHidden ?? false,
      description: c.description ?? '',
      children: [],
    };
    n.children = (c.children ?? []).map((child) => node(child, level + 1, n));
    return n;
  };
  return columns.map((c) => node(c, 1, null));
}

/**
 * The keys the menu highlights for a URL (activeTrailKeys over the menu's columns): none when col1 or
 * `special` names a top-level column the menu does not show (个人中心, a topic, whose route may be a
 * shown one's; an unknown col1 leaves it to the route), nor when the trail runs through a hidden
 * column below a shown one.
 */
export function menuTrail(
  items: readonly MenuItem[],
  tree: readonly ColumnNode[],
  hiddenKeys: readonly string[],
  pathname: string,
  search: string,
): string[] {
  const query = queryFromSearchParams(new URLSearchParams(search));
  if ([query.col1, query.special].some((key) => typeof key === 'string' && hiddenKeys.includes(key))) return [];
  const keys = activeTrailKeys(tree, pathname, query);
  let level: readonly MenuItem[] = items;
  for (const key of keys) {
    const item = level.find((i) => i.key === key);
    if (!item) return [];
    level = item.children;
  }
  return keys;
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
