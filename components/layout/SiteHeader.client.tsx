'use client';

import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { SearchBox } from '@/components/search/SearchBox';
import { CalendarIcon, EmblemIcon, PhoneIcon } from './icons';
import type { HeaderMenu } from './menu-model';
import { routeLinkClicks } from './routed-click';
import { MenuButton, SiteNav, SiteNavProvider } from './SiteNav.client';
import { LAYOUT_TEXT } from './text';
import styles from './SiteHeader.module.css';

export type SiteHeaderViewProps = {
  siteName: string;
  menu: HeaderMenu;
  hotline: string | null;
  /** The utility bar's date, formatted on the server (Asia/Shanghai): [datetime, text]. */
  date: [iso: string, text: string];
  toolsSlot?: ReactNode;
  /** The account links (HeaderAccount) for the utility bar and for the drawer. */
  account?: ReactNode;
  drawerAccount?: ReactNode;
};

const HOME_PATH = '/home';

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The header: a client component on purpose. The server renders its HTML in full, and the RSC
 * payload carries these plain props (the menu's columns as data) instead of the header's element
 * JSON (≈ 18 kB of every page, the menu's hundred links twice over). The menu's state lives in
 * SiteNavProvider / SiteNav.
 */
export function SiteHeaderView({ siteName, menu, hotline, date, toolsSlot, account, drawerAccount }: SiteHeaderViewProps) {
  const router = useRouter();
  // A plain link routed in the page like next/link would (routed-click.ts: next/link here put a
  // second copy of it into the first-load chunks).
  const goHome = routeLinkClicks((href) => router.push(href));
  return (
    <SiteNavProvider>
      <header className={styles.header}>
        <div className={styles.utility}>
          <div className={styles.inner}>
            <p className={styles.date}>
              <CalendarIcon size={16} />
              <time dateTime={date[0]}>{date[1]}</time>
            </p>
            <nav className={styles.utilityNav} aria-label={LAYOUT_TEXT.utilityNavLabel}>
              <div className={styles.slot} data-slot="accessibility">
                {toolsSlot}
              </div>
              {account}
            </nav>
          </div>
        </div>
        <div className={styles.brandRow}>
          <div className={styles.inner}>
            <a className={styles.brand} href={HOME_PATH} onClick={goHome}>
              <EmblemIcon className={styles.emblem} />
              <span className={styles.brandText}>
                <span className={styles.siteName}>{siteName}</span>
                <span className={styles.tagline}>住房保障 · 安居惠民 · 服务为先</span>
              </span>
            </a>
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
        <SiteNav menu={menu} searchBox={<SearchBox id="site-search-drawer" variant="drawer" />} footer={drawerAccount} />
      </header>
    </SiteNavProvider>
  );
}
