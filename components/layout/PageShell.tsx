import type { ReactNode } from 'react';
import type { ColumnNode } from '@/lib/cms/types';
import { findPath, resolveNavigation, type ResolvedNavigation } from '@/lib/navigation/resolve';
import { Breadcrumbs } from './Breadcrumbs';
import { SideMenu } from './SideMenu';
import layout from '@/components/ui/SideLayout.module.css';
import styles from './PageShell.module.css';

export type PageShellNav = Pick<ResolvedNavigation, 'trail' | 'levels' | 'parent'>;

export type PageShellProps = {
  /** resolveNavigation(tree, searchParams) of the page. */
  nav: PageShellNav;
  /** The page's heading (rendered as the one <h1>); omit when the template renders its own. */
  title?: string;
  /** Extra last crumb after the column trail (e.g. the article title); unlinked. */
  current?: string;
  /**
   * The column tree and the page's route: used only when the query names no column (e.g. a bare
   * /t3/news_list), to find the column by route so breadcrumbs and the side menu still show.
   */
  tree?: readonly ColumnNode[];
  route?: string;
  /** false for full-width templates. Default: shown when the parent column has children. */
  sideMenu?: boolean;
  /** Rendered at the right of the title (e.g. a favourite button). */
  actions?: ReactNode;
  children: ReactNode;
};

function firstVisibleByRoute(nodes: readonly ColumnNode[], route: string): ColumnNode | null {
  for (const n of nodes) if (!n.navHidden && n.route === route) return n;
  for (const n of nodes) {
    if (n.navHidden) continue;
    const hit = firstVisibleByRoute(n.children, route);
    if (hit) return hit;
  }
  return null;
}

/** The navigation a page would have had with col1..colN of the first visible column using `route`. */
export function navigationForRoute(tree: readonly ColumnNode[], route: string): ResolvedNavigation | null {
  const hit = firstVisibleByRoute(tree, route);
  if (!hit) return null;
  const query: Record<string, string> = {};
  findPath(tree, hit.key)
    .slice(0, 4)
    .forEach((n, i) => {
      query[`col${i + 1}`] = n.key;
    });
  return resolveNavigation(tree, query);
}

/**
 * Frame of column pages (/t1/…, /t3/…): breadcrumbs, the parent column's side menu and a content
 * card. Server component; renders inside the site layout's <main>.
 */
export function PageShell({ nav, title, current, tree, route, sideMenu = true, actions, children }: PageShellProps) {
  const effective: PageShellNav = nav.trail.length === 0 && tree && route ? (navigationForRoute(tree, route) ?? nav) : nav;
  const hasSide = sideMenu && !!effective.parent && effective.parent.children.some((c) => !c.navHidden);
  // A page under no column (the app page, site search) would otherwise show 首页 alone as where the reader is.
  const lastCrumb = current ?? (effective.trail.length === 0 ? title : undefined);

  const body = (
    <div className={styles.content}>
      {title ? (
        <div className={styles.head}>
          <h1 className={styles.title}>{title}</h1>
          {actions}
        </div>
      ) : null}
      {children}
    </div>
  );

  return (
    <div className={layout.shell}>
      <Breadcrumbs nav={effective} current={lastCrumb} />
      {hasSide ? (
        <div className={layout.grid}>
          <aside className={layout.side}>
            <SideMenu nav={effective} />
          </aside>
          {body}
        </div>
      ) : (
        <div className={styles.single}>{body}</div>
      )}
    </div>
  );
}
