import Link from 'next/link';
import { sideMenuOf, type ResolvedNavigation, type SideMenuItem } from '@/lib/navigation/resolve';
import { ChevronDownIcon } from './icons';
import { LAYOUT_TEXT } from './text';
import styles from './SideMenu.module.css';

export type SideMenuProps = {
  /** Resolved navigation of the page; the menu lists nav.parent's visible children (levels 2–4). */
  nav: Pick<ResolvedNavigation, 'trail' | 'levels' | 'parent'>;
};

const LEVEL_CLASS = ['', styles.level3, styles.level4] as const;

function MenuList({ items, depth, currentKey }: { items: SideMenuItem[]; depth: number; currentKey: string | null }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const isCurrent = item.key === currentKey;
        const className = [styles.link, LEVEL_CLASS[depth] ?? '', isCurrent ? styles.current : item.active ? styles.onTrail : '']
          .filter(Boolean)
          .join(' ');
        return (
          <li key={item.key}>
            {/* aria-current only when set: an undefined prop still costs "$undefined" in the RSC payload. */}
            <Link className={className} href={item.href} prefetch={false} {...(isCurrent ? { 'aria-current': 'page' as const } : {})}>
              {item.label}
            </Link>
            {item.children.length > 0 && <MenuList items={item.children} depth={depth + 1} currentKey={currentKey} />}
          </li>
        );
      })}
    </ul>
  );
}

/** Left menu of /t1 and /t3 pages: the parent column's children. Collapsed into a disclosure on phones. */
export function SideMenu({ nav }: SideMenuProps) {
  const items = sideMenuOf(nav);
  if (!nav.parent || items.length === 0) return null;
  const currentKey = nav.trail[nav.trail.length - 1]?.key ?? null;
  const current = nav.levels[nav.levels.length - 1];
  const title = nav.parent.label;

  return (
    <>
      <nav className={`${styles.box} ${styles.desktopOnly}`} aria-label={`${LAYOUT_TEXT.sideMenuLabel}：${title}`}>
        <h2 className={styles.title}>{title}</h2>
        <MenuList items={items} depth={0} currentKey={currentKey} />
      </nav>
      <details className={`${styles.box} ${styles.phoneOnly}`}>
        <summary className={styles.summary}>
          <span>{title}</span>
          <span className={styles.summaryHint}>
            {current && current !== nav.parent ? current.label : LAYOUT_TEXT.sideMenuToggle}
            <ChevronDownIcon size={18} />
          </span>
        </summary>
        <nav aria-label={`${LAYOUT_TEXT.sideMenuLabel}：${title}`}>
          <MenuList items={items} depth={0} currentKey={currentKey} />
        </nav>
      </details>
    </>
  );
}
