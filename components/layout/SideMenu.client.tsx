'use client';

import { useRouter } from 'next/navigation';
import { ChevronDownIcon } from './icons';
import { routeLinkClicks } from './routed-click';
import { LAYOUT_TEXT } from './text';
import styles from './SideMenu.module.css';

/** [label, href, children, state]: state 1 on the trail, 2 the current page; trailing empties dropped. */
export type PackedSideItem = [label: string, href: string] | [label: string, href: string, children: PackedSideItem[] | 0, state?: 0 | 1 | 2];

export type SideMenuViewProps = {
  title: string;
  /** The phone summary's hint: the current column's label, or 本栏目导航. */
  hint: string;
  items: PackedSideItem[];
};

const LEVEL_CLASS = ['', styles.level3, styles.level4] as const;
const STATE_CLASS = ['', styles.onTrail, styles.current] as const;

function MenuList({ items, depth }: { items: PackedSideItem[]; depth: number }) {
  return (
    <ul className={styles.list}>
      {items.map(([label, href, children, state = 0]) => {
        const className = [styles.link, LEVEL_CLASS[depth] ?? '', STATE_CLASS[state]].filter(Boolean).join(' ');
        return (
          <li key={href}>
            <a className={className} {...(state === 2 ? { 'aria-current': 'page' as const } : {})} href={href}>
              {label}
            </a>
            {children ? <MenuList items={children} depth={depth + 1} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The side menu's markup: a box on a desktop, a <details> on a phone (two DOMs: one needs
 * ::details-content, which older browsers lack). Rendered from packed items so the RSC payload
 * carries each link once as data, not twice as element JSON (docs/decisions/0082-static-blocks-as-client-views-from-compact-props.md).
 */
export function SideMenuView({ title, hint, items }: SideMenuViewProps) {
  const router = useRouter();
  const onClick = routeLinkClicks((href) => router.push(href));
  const label = `${LAYOUT_TEXT.sideMenuLabel}：${title}`;
  return (
    <>
      <nav className={`${styles.box} ${styles.desktopOnly}`} aria-label={label} onClick={onClick}>
        <h2 className={styles.title}>{title}</h2>
        <MenuList items={items} depth={0} />
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
          <MenuList items={items} depth={0} />
        </nav>
      </details>
    </>
  );
}
