import { sideMenuOf, type ResolvedNavigation, type SideMenuItem } from '@/lib/navigation/resolve';
import { SideMenuView, type PackedSideItem } from './SideMenu.client';
import { LAYOUT_TEXT } from './text';

export type SideMenuProps = {
  /** Resolved navigation of the page; the menu lists nav.parent's visible children (levels 2–4). */
  nav: Pick<ResolvedNavigation, 'trail' | 'levels' | 'parent'>;
};

function pack(items: SideMenuItem[], currentKey: string | null): PackedSideItem[] {
  return items.map((item) => {
    const state = item.key === currentKey ? 2 : item.active ? 1 : 0;
    const children = item.children.length > 0 ? pack(item.children, currentKey) : 0;
    if (state) return [item.label, item.href, children, state];
    return children ? [item.label, item.href, children] : [item.label, item.href];
  });
}

/** Left menu of /t1 and /t3 pages: the parent column's children. Collapsed into a disclosure on phones. */
export function SideMenu({ nav }: SideMenuProps) {
  const items = sideMenuOf(nav);
  if (!nav.parent || items.length === 0) return null;
  const currentKey = nav.trail[nav.trail.length - 1]?.key ?? null;
  const current = nav.levels[nav.levels.length - 1];
  const hint = current && current !== nav.parent ? current.label : LAYOUT_TEXT.sideMenuToggle;
  return <SideMenuView title={nav.parent.label} hint={hint} items={pack(items, currentKey)} />;
}
