'use client';

import { useRouter } from 'next/navigation';
import { ChevronDownIcon } from './icons';
import { routeLinkClicks } from './routed-click';
import { LAYOUT_TEXT } from './text';
import styles from './SideMenu.module.css';

/** One link of the side menu: `state` marks the page's trail and the current page. */
export type SideMenuEntry = {
  label: string;
  href: string;
  state?: 'trail' | 'current';
  children?: SideMenuEntry[];
};

export type SideMenuViewProps = {
  title: string;
  /** The phone summary's hint: the current column's label, or 本栏目导航. */
  hint: string;
  items: SideMenuEntry[];
};

/** Links without a class: the level and the current page are styled by position and aria-current; only a trail link has one. */
function MenuList({ items }: { items: SideMenuEntry[] }) {
  return (
    <ul className={styles.list}>
      {items.map(({ label, href, children, state }) => (
        <li key={href}>
          <a className={state === 'trail' ? styles.onTrail : undefined} aria-current={state === 'current' ? 'page' : undefined} href={href}>
            {label}
          </a>
          {children ? <MenuList items={children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The side menu's markup: a box on a desktop, a <details> on a phone (two DOMs: one needs
 * ::details-content, which older browsers lack). A client view of plain props so the RSC payload
 * carries each link once as data, not twice as element JSON (docs/performance.md).
 */
export function SideMenuView({ title, hint, items }: SideMenuViewProps) {
  const router = useRouter();
  const onClick = routeLinkClicks((href) => router.push(href));
  const label = `${LAYOUT_TEXT.sideMenuLabel}：${title}`;
  return (
    <>
      <nav className={`${styles.box} ${styles.desktopOnly}`} aria-label={label} onClick={onClick}>
        <h2 className={styles.title}>{title}</h2>
        <MenuList items={items} />
      </nav>
      <details className={`${styles.box} ${styles.phoneOnly}`}>
        <summary className={styles.summary}>
          <span>{title}</span>
          <span className={styles.summaryHint}>
            {hint}
            <ChevronDownIcon size={18} />
          </span>
        </summary>
        <nav aria-label={label} onClick={onClick}>
          <MenuList items={items} />
        </nav>
      </details>
    </>
  );
}
