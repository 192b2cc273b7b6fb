import Link from 'next/link';
import type { ReactNode } from 'react';
import type { ColumnNode } from '@/lib/cms/types';
import { HeaderAccount } from '@/components/account/HeaderAccount.client';
import { SearchBox } from '@/components/search/SearchBox';
import { CalendarIcon, EmblemIcon, PhoneIcon } from './icons';
import { MenuButton, SiteNav } from './SiteNav';
import { SiteNavBehaviour } from './SiteNav.client';
import { LAYOUT_TEXT } from './text';
import styles from './SiteHeader.module.css';

export const LOGIN_PATH = '/login';
export const PERSONAL_CENTER_PATH = '/t1/personalCenter/personal_info/basic_info';

export type SiteHeaderProps = {
  siteName: string;
  /** The full column tree from getColumnTree(); the header shows the non-navHidden columns. */
  tree: ColumnNode[];
  /** Service hotline shown beside the logo on desktop. */
  hotline?: string | null;
  /** Request time, for the date in the utility bar. */
  now?: Date;
  /** Reserved for the 无障碍 / 长者模式 controls (rendered before the login links). */
  toolsSlot?: ReactNode;
};

const dateFormat = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  weekday: 'long',
});

const isoDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Site header: utility bar, emblem + site name, and the column menu (desktop band / phone drawer). */
export function SiteHeader({ siteName, tree, hotline, now = new Date(), toolsSlot }: SiteHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.utility}>
        <div className={styles.inner}>
          <p className={styles.date}>
            <CalendarIcon size={16} />
            <time dateTime={isoDate.format(now)}>{dateFormat.format(now)}</time>
          </p>
          <nav className={styles.utilityNav} aria-label={LAYOUT_TEXT.utilityNavLabel}>
            <div className={styles.slot} data-slot="accessibility">
              {toolsSlot}
            </div>
            <HeaderAccount />
          </nav>
        </div>
      </div>
      <div className={styles.brandRow}>
        <div className={styles.inner}>
          <Link className={styles.brand} href="/home" prefetch={false}>
            <EmblemIcon className={styles.emblem} />
            <span className={styles.brandText}>
              <span className={styles.siteName}>{siteName}</span>
              <span className={styles.tagline}>住房保障 · 安居惠民 · 服务为先</span>
            </span>
          </Link>
          <div className={styles.search}>
            <SearchBox id="site-search-header" variant="header" />
          </div>
          {hotline ? (
            <div className={styles.hotline}>
              <span className={styles.hotlineIcon}>
                <PhoneIcon size={22} />
              </span>
              <span className={styles.hotlineText}>
                {LAYOUT_TEXT.hotline}
                <a className={styles.hotlineNumber} href={telHref(hotline)}>
                  {hotline}
                </a>
              </span>
            </div>
          ) : null}
          <div className={styles.drawerSlot}>
            <MenuButton />
          </div>
        </div>
      </div>
      <SiteNav tree={tree} searchBox={<SearchBox id="site-search-drawer" variant="drawer" />} footer={<HeaderAccount variant="drawer" />} />
      <SiteNavBehaviour />
    </header>
  );
}
