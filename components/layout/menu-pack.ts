/**
 * Packing the header menu for the browser (server only; unpackMenu in menu-model is the browser's half).
 */
import type { ColumnNode } from '@/lib/cms/types';
import { buildMenuItems, hiddenColumnGroups, unpackedColumns, type MenuItem, type PackedMenu, type PackedMenuItem } from './menu-model';

function packItems(items: readonly MenuItem[], hrefs: ReadonlyMap<MenuItem, string> | null): PackedMenuItem[] {
  return items.map((item) => {
    const children = item.children.length ? packItems(item.children, hrefs) : 0;
    const href = hrefs && hrefs.get(item) !== item.href ? item.href : '';
    const tuple: [string, string, string, PackedMenuItem[] | 0, string, string] = [item.key, item.label, item.route, children, item.description, href];
    let end = tuple.length;
    while (end > 3 && !tuple[end - 1]) end--;
    return tuple.slice(0, end) as PackedMenuItem;
  });
}

/** buildMenuItems(tree) in the browser's form: unpackMenu(packMenu(tree)) equals buildMenuItems(tree). */
export function packMenu(tree: readonly ColumnNode[]): PackedMenu {
  const items = buildMenuItems(tree);
  const rebuilt = buildMenuItems(unpackedColumns(packItems(items, null), 1, null));
  const hrefs = new Map<MenuItem, string>();
  const pair = (a: readonly MenuItem[], b: readonly MenuItem[]) =>
    a.forEach((item, i) => {
      const twin = b[i];
      if (!twin) return;
      hrefs.set(item, twin.href);
      pair(item.children, twin.children);
    });
  pair(items, rebuilt);
  return { items: packItems(items, hrefs), hidden: hiddenColumnGroups(tree) };
}

