import { sideMenuOf, type ResolvedNavigation, type SideMenuItem } from '@/lib/navigation/resolve';
import { SideMenuView, type SideMenuEntry } from './SideMenu.client';
import { LAYOUT_TEXT } from './text';

export type SideMenuProps = {
  /** Resolved navigation of the page; the menu lists nav.parent's visible children (levels 2–4). */
  nav: Pick<ResolvedNavigation, 'trail' | 'levels' | 'parent'>;
};

function entries(items: SideMenuItem[], currentKey: string | null): SideMenuEntry[] {
  return items.map((item) => {
    const entry: SideMenuEntry = { label: item.label, href: item.href };
    if (item.key === currentKey) entry.state = 'current';
    else if (item.active) entry.state = 'trail';
    if (item.children.length > 0) entry.children = entries(item.children, currentKey);
    return entry;
  });
}

/** Left menu of /t1 and /t3 pages: the parent column's children. Collapsed into a disclosure on phones. */
export function SideMenu({ nav }: SideMenuProps) {
  const items = sideMenuOf(nav);
  if (!nav.parent || items.length === 0) return null;
  const currentKey = nav.trail[nav.trail.length - 1]?.key ?? null;
  const current = nav.levels[nav.levels.length - 1];
  const hint = current && current !== nav.parent ? current.label : LAYOUT_TEXT.sideMenuToggle;
  return <SideMenuView title={nav.parent.label} hint={hint} items={entries(items, currentKey)} />;
}
