'use client';

import { useRouter } from 'next/navigation';
import { MapPinIcon } from './icons';
import { routeLinkClicks } from './routed-click';
import { LAYOUT_TEXT } from './text';
import styles from './Breadcrumbs.module.css';

/** One step of the trail; no href for the last crumb (the current page). */
export type Crumb = { label: string; href?: string };

/**
 * The breadcrumb trail's markup, with schema.org BreadcrumbList microdata. A client view of plain
 * props so the RSC payload carries the trail as data instead of its element JSON (docs/performance.md).
 */
export function BreadcrumbsView({ crumbs }: { crumbs: Crumb[] }) {
  const router = useRouter();
  return (
    <nav className={styles.crumbs} aria-label={LAYOUT_TEXT.breadcrumbLabel} onClick={routeLinkClicks((href) => router.push(href))}>
      <span className={styles.lead} aria-hidden="true">
        <MapPinIcon size={16} />
        <span>{LAYOUT_TEXT.breadcrumbLabel}：</span>
      </span>
      <ol className={styles.list} itemScope itemType="https://schema.org/BreadcrumbList">
        {crumbs.map(({ label, href }, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={i} itemProp="itemListElement" itemScope itemType="https://schema.org/ListItem">
              {last || !href ? (
                <span className={styles.current} itemProp="name" aria-current={last ? 'page' : undefined} title={label}>
                  {label}
                </span>
              ) : (
                <a itemProp="item" href={href}>
                  <span itemProp="name">{label}</span>
                </a>
              )}
              <meta itemProp="position" content={String(i + 1)} />
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
