/**
 * Column-tree navigation rules of spec §1, §2 and §4, as pure functions over `ColumnNode[]`:
 * col1..col4 / special resolution, the multi-business and personal-centre rules, links to columns,
 * breadcrumbs and the /t1 side menu. No DB, no React, no browser: safe in server components, the
 * Edge runtime and client leaves alike.
 */
import type { ColumnNode } from '@/lib/cms/types';
import { toQueryString } from './paths';

/** A page's `searchParams` as Next passes them. */
export type NavigationQuery = Record<string, string | string[] | undefined>;

/** Labels the rules find columns by (spec names them by label, not by key). */
export const COLUMN_LABELS = {
  multiBusiness: '多元业务',
  personalCenter: '个人中心',
} as const;

/** The personal-centre page the token rule of spec §2 applies to. */
export const PERSONAL_CENTER_BASIC_INFO_SUFFIX = '/personal_info/basic_info';

/** Middleware replaces `?token=` with this marker on the basic-info page (the token itself goes to a cookie). */
export const TOKEN_ENTRY_PARAM = 'entry';
export const TOKEN_ENTRY_VALUE = 'token';

export type ResolvedNavigation = {
  /** The special-topic key from the query, when it names a column of the tree. */
  special: string | null;
  /** Node matched by col1 (a top-level column, a child of 多元业务, or a node of the special subtree). */
  parent: ColumnNode | null;
  /** Node matched by col2 among parent's children. */
  second: ColumnNode | null;
  /** Node matched by col3 among second's children. */
  third: ColumnNode | null;
  /** Node matched by col4 among third's children. */
  fourth: ColumnNode | null;
  /** [parent, second, third, fourth] without the unresolved tail: what col1..col4 named. */
  levels: ColumnNode[];
  /** Ancestors of parent (e.g. 多元业务 above 保障性租赁住房) followed by `levels`. */
  trail: ColumnNode[];
  /** Header-highlighted top-level key. */
  activeKey: string | null;
  classify: string | null;
  /** Positive integer, or null when absent or malformed. */
  contentId: number | null;
  /** First child of 个人中心 when the personal-centre token rule applies, else null. */
  personalCenterEntry: ColumnNode | null;
};

export type ResolveOptions = {
  /** Key of the parent column saved in local storage (history.readParentColumn). */
  parentInfoKey?: string | null;
  /** Current pathname, needed only for the personal-centre token rule. */
  pathname?: string | null;
};

const MAX_PARAM_LENGTH = 128;

/** First value of a query parameter, or null when absent, empty, non-string or absurdly long. */
export function firstParam(query: NavigationQuery | null | undefined, name: string): string | null {
  if (!query || !Object.prototype.hasOwnProperty.call(query, name)) return null;
  const raw = query[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > MAX_PARAM_LENGTH) return null;
  return trimmed;
}

/** A strictly positive safe integer written in plain decimal digits, else null. */
export function parseContentId(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** Depth-first search for a node by key; the first match in tree order wins. */
export function findNode(nodes: readonly ColumnNode[], key: string): ColumnNode | null {
  for (const node of nodes) {
    if (node.key === key) return node;
    const hit = findNode(node.children, key);
    if (hit) return hit;
  }
  return null;
}

/** Nodes from a top-level column down to `key` (inclusive), or [] when the key is not in the tree. */
export function findPath(tree: readonly ColumnNode[], key: string): ColumnNode[] {
  for (const node of tree) {
    if (node.key === key) return [node];
    const below = findPath(node.children, key);
    if (below.length) return [node, ...below];
  }
  return [];
}

/** Like findPath, but stops at a given node object (keys may repeat across subtrees). */
function pathToNode(tree: readonly ColumnNode[], target: ColumnNode): ColumnNode[] {
  for (const node of tree) {
    if (node === target) return [node];
    const below = pathToNode(node.children, target);
    if (below.length) return [node, ...below];
  }
  return [];
}

/** The node's key followed by every descendant's key, depth first (pass includeSelf=false to omit it). */
export function descendantKeys(node: ColumnNode, includeSelf = true): string[] {
  const keys: string[] = includeSelf ? [node.key] : [];
  for (const child of node.children) keys.push(...descendantKeys(child, true));
  return keys;
}

function findByLabel(tree: readonly ColumnNode[], label: string): ColumnNode | null {
  const top = tree.find((n) => n.label === label);
  if (top) return top;
  for (const node of tree) {
    const hit = findByLabel(node.children, label);
    if (hit) return hit;
  }
  return null;
}

/** The column labelled 多元业务 (spec §1), found by label so a re-keyed tree keeps working. */
export function findMultiBusinessColumn(tree: readonly ColumnNode[]): ColumnNode | null {
  return findByLabel(tree, COLUMN_LABELS.multiBusiness);
}

/** The column labelled 个人中心. */
export function findPersonalCenterColumn(tree: readonly ColumnNode[]): ColumnNode | null {
  return findByLabel(tree, COLUMN_LABELS.personalCenter);
}

/** Whether the path ends with personal_info/basic_info (trailing slash tolerated). */
export function isPersonalCenterBasicInfoPath(pathname: string | null | undefined): boolean {
  if (!pathname) return false;
  const p = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return p.endsWith(PERSONAL_CENTER_BASIC_INFO_SUFFIX);
}

/**
 * Spec §2: on the personal-centre basic-info path with a token in the query, the first child of
 * 个人中心 is selected. The middleware moves the token to a cookie and leaves `entry=token` behind,
 * so either marker counts.
 */
export function resolvePersonalCenterEntry(
  tree: readonly ColumnNode[],
  pathname: string | null | undefined,
  query: NavigationQuery | null | undefined,
): ColumnNode | null {
  if (!isPersonalCenterBasicInfoPath(pathname)) return null;
  const hasToken =
    firstParam(query, 'token') !== null || firstParam(query, TOKEN_ENTRY_PARAM) === TOKEN_ENTRY_VALUE;
  if (!hasToken) return null;
  return findPersonalCenterColumn(tree)?.children[0] ?? null;
}

/** The first top-level column visible in the header (the first column at all when every one is hidden). */
function firstColumn(tree: readonly ColumnNode[]): ColumnNode | null {
  return tree.find((n) => !n.navHidden) ?? tree[0] ?? null;
}

/** col1 lookup order: the special subtree (root included), the top-level columns, then 多元业务's children. */
function findCol1(tree: readonly ColumnNode[], col1: string, special: ColumnNode | null): ColumnNode | null {
  if (special) {
    const inSpecial = findNode([special], col1);
    if (inSpecial) return inSpecial;
  }
  const top = tree.find((n) => n.key === col1);
  if (top) return top;
  return findMultiBusinessColumn(tree)?.children.find((n) => n.key === col1) ?? null;
}

/**
 * Resolve the page's navigation state from its query (spec §2/§4).
 * `options` may also be given as the saved parent-info key alone.
 */
export function resolveNavigation(
  tree: readonly ColumnNode[],
  query: NavigationQuery | null | undefined,
  options: ResolveOptions | string | null = {},
): ResolvedNavigation {
  const opts: ResolveOptions = typeof options === 'string' ? { parentInfoKey: options } : (options ?? {});
  const specialKey = firstParam(query, 'special');
  const specialNode = specialKey ? findNode(tree, specialKey) : null;

  const levels: ColumnNode[] = [];
  let ancestors: ColumnNode[] = [];
  let personalCenterEntry: ColumnNode | null = null;

  const entry = resolvePersonalCenterEntry(tree, opts.pathname, query);
  const personalCenter = entry ? findPersonalCenterColumn(tree) : null;
  if (entry && personalCenter) {
    personalCenterEntry = entry;
    levels.push(personalCenter, entry);
    ancestors = pathToNode(tree, personalCenter).slice(0, -1);
  } else {
    const col1 = firstParam(query, 'col1');
    const parent = col1 ? findCol1(tree, col1, specialNode) : null;
    if (parent) {
      levels.push(parent);
      ancestors = pathToNode(tree, parent).slice(0, -1);
      for (const name of ['col2', 'col3', 'col4'] as const) {
        const key = firstParam(query, name);
        const current = levels[levels.length - 1];
        const next = key && current ? current.children.find((n) => n.key === key) : undefined;
        if (!next) break;
        levels.push(next);
      }
    }
  }

  const trail = [...ancestors, ...levels];
  let activeKey: string | null = trail[0]?.key ?? null;
  if (activeKey === null) {
    const saved = opts.parentInfoKey ? findPath(tree, opts.parentInfoKey)[0] : undefined;
    activeKey = (saved ?? firstColumn(tree))?.key ?? null;
  }

  return {
    special: specialNode ? specialNode.key : null,
    parent: levels[0] ?? null,
    second: levels[1] ?? null,
    third: levels[2] ?? null,
    fourth: levels[3] ?? null,
    levels,
    trail,
    activeKey,
    classify: firstParam(query, 'classify'),
    contentId: parseContentId(firstParam(query, 'contentId')),
    personalCenterEntry,
  };
}

type QueryExtra = Record<string, string | number | undefined | null>;

/** The leaf reached by following first children (visible ones preferred). */
export function firstLeaf(node: ColumnNode): ColumnNode[] {
  const path = [node];
  let current = node;
  while (current.children.length) {
    const next = current.children.find((n) => !n.navHidden) ?? current.children[0];
    if (!next) break;
    path.push(next);
    current = next;
  }
  return path;
}

/**
 * Link to the last column of `trail` (given as col1..colN): follows first children down to a leaf
 * so a branch opens its first page, and carries `special` when the column belongs to a topic.
 */
export function columnHref(trail: readonly ColumnNode[], extra: QueryExtra = {}): string {
  const last = trail[trail.length - 1];
  if (!last) return '/home';
  const path = [...trail.slice(0, -1), ...firstLeaf(last)].slice(0, 4);
  const leaf = path[path.length - 1] ?? last;
  const query: QueryExtra = {};
  path.forEach((node, i) => {
    query[`col${i + 1}`] = node.key;
  });
  const special = trail.find((n) => n.specialKey)?.specialKey ?? leaf.specialKey;
  if (special) query.special = special;
  return `${leaf.route}${toQueryString({ ...query, ...extra })}`;
}

export type Breadcrumb = { key: string; label: string; href: string };

/** Crumbs for `nav.trail`; ancestors link as their own column, resolved levels keep the page's col shape. */
export function breadcrumbs(nav: Pick<ResolvedNavigation, 'trail' | 'levels'>): Breadcrumb[] {
  const ancestorCount = nav.trail.length - nav.levels.length;
  return nav.trail.map((node, i) => ({
    key: node.key,
    label: node.label,
    href:
      i < ancestorCount ? columnHref(nav.trail.slice(0, i + 1)) : columnHref(nav.levels.slice(0, i - ancestorCount + 1)),
  }));
}

export type SideMenuItem = {
  key: string;
  label: string;
  href: string;
  /** On the current trail. */
  active: boolean;
  children: SideMenuItem[];
};

/** Left menu of /t1 pages: the parent's visible children, nested, linked in the same col shape as the page. */
export function sideMenuOf(nav: Pick<ResolvedNavigation, 'levels' | 'trail'>): SideMenuItem[] {
  const parent = nav.levels[0];
  if (!parent) return [];
  const onTrail = new Set(nav.trail);
  const build = (nodes: readonly ColumnNode[], base: ColumnNode[]): SideMenuItem[] =>
    nodes
      .filter((n) => !n.navHidden)
      .map((n) => ({
        key: n.key,
        label: n.label,
        href: columnHref([...base, n]),
        active: onTrail.has(n),
        children: build(n.children, [...base, n]),
      }));
  return build(parent.children, [parent]);
}

/** Plain {key,label} of a column: what client state and local storage keep. */
export type ColumnInfo = { key: string; label: string };

/** Serialisable summary of a resolved navigation, passed from server pages to client leaves. */
export type NavigationInfo = {
  activeKey: string | null;
  special: string | null;
  parent: ColumnInfo | null;
  second: ColumnInfo | null;
  third: ColumnInfo | null;
  fourth: ColumnInfo | null;
  personalCenterEntry: ColumnInfo | null;
};

export function columnInfo(node: ColumnNode | null | undefined): ColumnInfo | null {
  return node ? { key: node.key, label: node.label } : null;
}

export function toNavigationInfo(nav: ResolvedNavigation): NavigationInfo {
  return {
    activeKey: nav.activeKey,
    special: nav.special,
    parent: columnInfo(nav.parent),
    second: columnInfo(nav.second),
    third: columnInfo(nav.third),
    fourth: columnInfo(nav.fourth),
    personalCenterEntry: columnInfo(nav.personalCenterEntry),
  };
}

/** Shape of lib/db/seed/columns.ts entries (kept structural so this module does not import the seed). */
export type SeedColumnLike = {
  key: string;
  label: string;
  route: string;
  navHidden?: boolean;
  specialKey?: string;
  description?: string;
  children?: SeedColumnLike[];
};

/** Seed tree → ColumnNode tree, the same mapping the DB seed applies. */
export function toColumnNodes(
  seed: readonly SeedColumnLike[],
  parentKey: string | null = null,
  level: 1 | 2 | 3 | 4 = 1,
): ColumnNode[] {
  return seed.map((s) => ({
    key: s.key,
    label: s.label,
    route: s.route,
    level,
    parentKey,
    specialKey: s.specialKey ?? null,
    navHidden: s.navHidden ?? false,
    description: s.description ?? '',
    children:
      s.children && s.children.length && level < 4
        ? toColumnNodes(s.children, s.key, (level + 1) as 2 | 3 | 4)
        : [],
  }));
}
