/**
 * The server-rendered menu read back in the browser: the column tree rebuilt from the links and data
 * attributes (so the trail rules of menu-model run on the client without the tree in any props), and
 * the trail written onto the items. DOM only, no React.
 */
import type { ColumnNode } from '@/lib/cms/types';
import { itemIdentity } from './menu-model';

export const SITE_NAV_ID = 'site-nav';
export const SITE_NAV_TITLE_ID = 'site-nav-title';
export const menuPanelId = (key: string) => `menu-panel-${key}`;
export const menuSubId = (key: string) => `menu-sub-${key}`;

export type MenuEntry = {
  node: ColumnNode;
  li: HTMLLIElement;
  link: HTMLAnchorElement;
  depth: number;
  /** What holds the children: the dropdown panel (top level) or the nested list; null for a leaf. */
  container: HTMLElement | null;
  /** The expand/collapse button, added by the scripts next to the link of an item with children. */
  toggle: HTMLButtonElement | null;
};

export type MenuIndex = {
  /** Visible columns from the DOM, then the navHidden groups of data-hidden (flattened below their top). */
  tree: ColumnNode[];
  /** Every visible item, depth first. */
  entries: MenuEntry[];
  top: MenuEntry[];
  byNode: Map<ColumnNode, MenuEntry>;
};

function childItems(li: Element): HTMLLIElement[] {
  return Array.from(li.querySelectorAll<HTMLLIElement>(':scope > ul > li, :scope > [data-panel] > ul > li'));
}

function hiddenGroups(encoded: string | undefined): ColumnNode[] {
  if (!encoded) return [];
  return encoded.split('|').map((group) => {
    const [top = '', below = ''] = group.split(':');
    const node = (key: string, level: 1 | 2, parentKey: string | null): ColumnNode => ({
      key,
      label: '',
      route: '',
      level,
      parentKey,
      specialKey: null,
      navHidden: level === 1,
      description: '',
      children: [],
    });
    const root = node(top, 1, null);
    root.children = below.split(' ').filter(Boolean).map((k) => node(k, 2, top));
    return root;
  });
}

/** Reads the menu under `nav` (the <nav> of SiteNav). */
export function indexMenu(nav: HTMLElement): MenuIndex {
  const entries: MenuEntry[] = [];
  const byNode = new Map<ColumnNode, MenuEntry>();
  const read = (lis: HTMLLIElement[], depth: number, parentKey: string | null): ColumnNode[] =>
    lis.flatMap((li) => {
      const link = li.querySelector<HTMLAnchorElement>(':scope > a');
      if (!link) return [];
      const { key, route } = itemIdentity(link.getAttribute('href') ?? '', depth, {
        'data-key': li.dataset.key,
        'data-route': li.dataset.route,
      });
      const node: ColumnNode = {
        key,
        label: link.textContent ?? '',
        route,
        level: Math.min(depth, 4) as ColumnNode['level'],
        parentKey,
        specialKey: null,
        navHidden: false,
        description: '',
        children: [],
      };
      const entry: MenuEntry = {
        node,
        li,
        link,
        depth,
        container: li.querySelector<HTMLElement>(':scope > [data-panel], :scope > ul'),
        toggle: li.querySelector<HTMLButtonElement>(':scope > button'),
      };
      entries.push(entry);
      byNode.set(node, entry);
      node.children = read(childItems(li), depth + 1, key);
      return [node];
    });
  const topList = nav.querySelector(':scope > ul');
  const visible = topList ? read(Array.from(topList.querySelectorAll<HTMLLIElement>(':scope > li')), 1, null) : [];
  return {
    tree: [...visible, ...hiddenGroups(nav.dataset.hidden)],
    entries,
    top: entries.filter((e) => e.depth === 1),
    byNode,
  };
}

/** The visible entries along `keys` (a trail from activeTrailKeys), followed from the top down. */
export function entriesOnTrail(index: MenuIndex, keys: readonly string[]): MenuEntry[] {
  const found: MenuEntry[] = [];
  let level: readonly ColumnNode[] = index.tree;
  for (const key of keys) {
    const node = level.find((n) => n.key === key);
    const entry = node ? index.byNode.get(node) : undefined;
    if (!node || !entry) break;
    found.push(entry);
    level = node.children;
  }
  return found;
}

/**
 * Marks the trail: data-trail on its items (the highlight), aria-current="page" on the current link
 * and "true" on its top-level column when that is not the page itself.
 */
export function applyTrail(index: MenuIndex, keys: readonly string[]): void {
  for (const e of index.entries) {
    e.li.removeAttribute('data-trail');
    e.link.removeAttribute('aria-current');
  }
  const trail = entriesOnTrail(index, keys);
  // A trail through a hidden column (个人中心, a topic) highlights nothing.
  if (trail.length !== keys.length) return;
  trail.forEach((e, i) => {
    e.li.setAttribute('data-trail', '');
    if (i === trail.length - 1) e.link.setAttribute('aria-current', 'page');
    else if (i === 0) e.link.setAttribute('aria-current', 'true');
  });
}
