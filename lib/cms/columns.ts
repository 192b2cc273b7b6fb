import { cache } from 'react';
import { asc } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { columns } from '@/lib/db/schema';
import type { ColumnListItem, ColumnNode } from './types';

type ColumnRow = typeof columns.$inferSelect;

/** Every column, in menu order. The tree is small (≈ 100 rows), so one query serves every lookup. */
const loadColumnRows = cache(async (): Promise<ColumnRow[]> => {
  const db = await getDb();
  return db.select().from(columns).orderBy(asc(columns.sortOrder), asc(columns.id));
});

function toLevel(level: number): ColumnNode['level'] {
  return level <= 1 ? 1 : level >= 4 ? 4 : (level as 2 | 3);
}

function buildForest(rows: ColumnRow[]): ColumnNode[] {
  const nodes = new Map<string, ColumnNode>();
  for (const r of rows) {
    nodes.set(r.key, {
      key: r.key,
      label: r.label,
      route: r.route,
      level: toLevel(r.level),
      parentKey: r.parentKey,
      specialKey: r.specialKey,
      navHidden: r.navHidden,
      description: r.description,
      children: [],
    });
  }
  const roots: ColumnNode[] = [];
  // Rows arrive in sort order, so pushing keeps every children list ordered too.
  for (const r of rows) {
    const node = nodes.get(r.key);
    if (!node) continue;
    const parent = r.parentKey === null ? undefined : nodes.get(r.parentKey);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** All columns nested by parent, ordered by sortOrder, hidden ones included (callers decide what to show). */
export const getColumnTree = cache(async (): Promise<ColumnNode[]> => buildForest(await loadColumnRows()));

/** The header's top-level columns, in order (spec §7 column-list fetch). */
export const listColumns = cache(async (): Promise<ColumnListItem[]> => {
  const tree = await getColumnTree();
  return tree.filter((c) => !c.navHidden).map((c) => ({ label: c.label, key: c.key, route: c.route }));
});

function findInForest(forest: ColumnNode[], key: string): ColumnNode | null {
  for (const node of forest) {
    if (node.key === key) return node;
    const hit = findInForest(node.children, key);
    if (hit) return hit;
  }
  return null;
}

/** One column with its subtree, or null when the key is unknown. */
export const findColumn = cache(async (key: string): Promise<ColumnNode | null> => findInForest(await getColumnTree(), key));

/** The key itself and every key beneath it; empty when the key is unknown. */
export async function listSubtreeKeys(key: string): Promise<string[]> {
  const root = await findColumn(key);
  if (!root) return [];
  const keys: string[] = [];
  const walk = (n: ColumnNode) => {
    keys.push(n.key);
    n.children.forEach(walk);
  };
  walk(root);
  return keys;
}

/** Keys of the columns a visitor can reach from the menu: neither they nor an ancestor is navHidden. */
export const listVisibleColumnKeys = cache(async (): Promise<string[]> => {
  const keys: string[] = [];
  const walk = (n: ColumnNode) => {
    if (n.navHidden) return;
    keys.push(n.key);
    n.children.forEach(walk);
  };
  (await getColumnTree()).forEach(walk);
  return keys;
});
