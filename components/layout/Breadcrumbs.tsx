import Link from 'next/link';
import { breadcrumbs as crumbsOf, type ResolvedNavigation } from '@/lib/navigation/resolve';
import { MapPinIcon } from './icons';
import { LAYOUT_TEXT } from './text';
import styles from './Breadcrumbs.module.css';

export type BreadcrumbsProps = {
  /** Resolved navigation of the page (resolveNavigation(tree, searchParams)). */
  nav: Pick<ResolvedNavigation, 'trail' | 'levels'>;
  /** A last, unlinked crumb after the column trail, e.g. an article title or 正文. */
  current?: string;
};

type Crumb = { key: string; label: string; href: string | null };

/** 首页 › column › … trail with schema.org BreadcrumbList microdata; the last crumb is the current page. */
export function Breadcrumbs({ nav, current }: BreadcrumbsProps) {
  const items: Crumb[] = [
    { key: '__home', label: LAYOUT_TEXT.breadcrumbHome, href: '/home' },
    ...crumbsOf(nav)
      .filter((c) => c.href !== '/home' || c.key !== 'home')
      .map((c) => ({ key: c.key, label: c.label, href: c.href as string | null })),
  ];
  if (current) items.push({ key: '__current', label: current, href: null });

  return (
    <nav className={styles.crumbs} aria-label={LAYOUT_TEXT.breadcrumbLabel}>
      <span className={styles.lead} aria-hidden="true">
        <MapPinIcon size={16} />
        <span>{LAYOUT_TEXT.breadcrumbLabel}：</span>
      </span>
      <ol className={styles.list} itemScope itemType="https://schema.org/BreadcrumbList">
        {items.map((crumb, i) => {
          const last = i === items.length - 1;
          return (
            <li key={crumb.key} className={styles.item} itemProp="itemListElement" itemScope itemType="https://schema.org/ListItem">
              {last || !crumb.href ? (
                <span className={styles.current} itemProp="name" aria-current={last ? 'page' : undefined} title={crumb.label}>
                  {crumb.label}
                </span>
              ) : (
                <Link className={styles.link} href={crumb.href} prefetch={false} itemProp="item">
                  <span itemProp="name">{crumb.label}</span>
                </Link>
              )}
              <meta itemProp="position" content={String(i + 1)} />
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
