'use client';

import type { ReactNode } from 'react';
// The order of these imports is the order of the frame's CSS, and a style sheet is a run in that
// order (docs/decisions/0107-style-sheets-per-layout.md). SkipLink first, as the root layout's failure
// views have it: with it last the chunker cut the frame's modules around the root layout's and the
// frame took two sheets (docs/decisions/0140-style-sheets-follow-the-chunkers-groups.md).
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { AccountProvider, type AccountProviderProps } from '@/components/account/AccountProvider.client';
import { StartupLogin } from '@/components/account/StartupLogin.client';
import { ElderlyToggle } from './ElderlyToggle.client';
import { NavigationSpinner } from './NavigationSpinner.client';
import { SiteFooterView, type SiteFooterViewProps } from './SiteFooter.client';
import { HeaderAccount } from '@/components/account/HeaderAccount.client';
import { SiteHeaderView, type SiteHeaderViewProps } from './SiteHeader.client';
import { NavigationStateProvider } from '@/components/navigation/NavigationState.client';
import { NavigationTracker } from '@/components/navigation/NavigationTracker.client';
import styles from './SiteFrame.module.css';

export type SiteFrameViewProps = {
  /** The account provider's settings that are set (the (site) layout leaves the defaults out). */
  account: Omit<AccountProviderProps, 'children'>;
  header: Pick<SiteHeaderViewProps, 'siteName' | 'menu' | 'hotline' | 'date'>;
  footer: SiteFooterViewProps;
  children: ReactNode;
};

/**
 * The (site) frame in one client module: providers, skip link, header, main and footer. The server
 * layout hands it plain data and the page; every part it renders is a client component already, so
 * the RSC payload carries one client reference and the header's and footer's props instead of a
 * reference and an element per part. That puts the header's menu props ≈ 1 kB nearer the menu's
 * markup, inside gzip's 32 kB window (docs/decisions/draft-h8-menu-payload.md).
 */
export function SiteFrameView({ account, header, footer, children }: SiteFrameViewProps) {
  return (
    <NavigationStateProvider>
      {/* Account state is client-only: the server renders every visitor as anonymous (cacheable pages). */}
      <AccountProvider {...account}>
        <StartupLogin />
        <NavigationTracker />
        <SkipLink targetId={MAIN_CONTENT_ID} />
        <div className={styles.frame}>
          <SiteHeaderView
            {...header}
            toolsSlot={<ElderlyToggle />}
            account={<HeaderAccount />}
            drawerAccount={<HeaderAccount variant="drawer" />}
          />
          <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
            <NavigationSpinner />
            {children}
          </main>
          <SiteFooterView {...footer} />
        </div>
      </AccountProvider>
    </NavigationStateProvider>
  );
}
