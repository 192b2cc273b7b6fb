import { buildMenuItems, type MenuItem } from '@/components/layout/menu-model';
import type { ColumnNode } from '@/lib/cms/types';
import { APP_DOWNLOAD_PATH, PERSONAL_CENTER_PATH, SITE_SEARCH_PATH } from '@/lib/navigation/paths';
import { QN_PAGE } from '@/lib/questionnaires/links';
import styles from './SiteMap.module.css';

/** The pages no column of the menu names, in the order people look for them. */
const MORE_PAGES: readonly [label: string, href: string][] = [
  ['首页', '/home'],
  ['站内搜索', SITE_SEARCH_PATH],
  ['App 下载', APP_DOWNLOAD_PATH],
  ['问卷调查', QN_PAGE],
  ['登录/注册', '/login'],
  ['个人中心', PERSONAL_CENTER_PATH],
];

export const SITE_MAP_TEXT = { columns: '栏目导航', more: '其他页面' } as const;

function Branch({ items }: { items: readonly MenuItem[] }) {
  return (
    <ul className={styles.branch}>
      {items.map((item) => (
        <li key={item.key}>
          <a href={item.href}>{item.label}</a>
          {item.children.length > 0 ? <Branch items={item.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * 网站地图: the menu's columns as one page of links (the links the menu itself uses: buildMenuItems),
 * each top-level column a block, then the pages no column names. Plain markup, no script.
 */
export function SiteMap({ tree }: { tree: readonly ColumnNode[] }) {
  const top = buildMenuItems(tree).filter((item) => item.href !== '/home');
  return (
    <div className={styles.map}>
      <section aria-labelledby="site-map-columns">
        <h2 id="site-map-columns" className={styles.heading}>
          {SITE_MAP_TEXT.columns}
        </h2>
        <div className={styles.columns}>
          {top.map((item) => (
            <section key={item.key} className={styles.column} aria-labelledby={`site-map-${item.key}`}>
              <h3 id={`site-map-${item.key}`} className={styles.columnTitle}>
                <a href={item.href}>{item.label}</a>
              </h3>
              {item.children.length > 0 ? <Branch items={item.children} /> : null}
            </section>
          ))}
        </div>
      </section>
      <section aria-labelledby="site-map-more">
        <h2 id="site-map-more" className={styles.heading}>
          {SITE_MAP_TEXT.more}
        </h2>
        <ul className={styles.more}>
          {MORE_PAGES.map(([label, href]) => (
            <li key={href}>
              <a href={href}>{label}</a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
