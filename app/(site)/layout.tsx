import type { ReactNode } from 'react';
import { AccountProvider, type AccountProviderProps } from '@/components/account/AccountProvider.client';
import { StartupLogin } from '@/components/account/StartupLogin.client';
import { ElderlyToggle } from '@/components/layout/ElderlyToggle.client';
import { NavigationSpinner } from '@/components/layout/NavigationSpinner.client';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/SkipLink';
import { NavigationStateProvider } from '@/components/navigation/NavigationState.client';
import { NavigationTracker } from '@/components/navigation/NavigationTracker.client';
import { cachedColumnTree, cachedCompanyIntroduce, cachedFriendlyLinks } from '@/lib/cache/reads';
import type { ColumnNode, CompanyIntroduce, FriendlyLink } from '@/lib/cms/types';
import { getEnv } from '@/lib/env';
import { logError } from '@/lib/log';
import { rentCenterConfigFromEnv } from '@/lib/register/rent-center';
import styles from '@/components/layout/SiteFrame.module.css';

/** The frame degrades instead of failing: a page without its menu beats an error page. */
async function orFallback<T>(what: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    logError('layout', `${what} unavailable`, error);
    return fallback;
  }
}

/**
 * The account provider's settings that are set, and only those: a prop left out is not in every
 * page's payload, and the provider's defaults (no parent domain, no rental centre) are the same.
 */
function accountSettings(env: ReturnType<typeof getEnv>): Omit<AccountProviderProps, 'children'> {
  const rentCenter = rentCenterConfigFromEnv(env);
  return {
    ...(env.COOKIE_PARENT_DOMAIN ? { parentDomain: env.COOKIE_PARENT_DOMAIN } : {}),
    ...(rentCenter.primary || rentCenter.secondary || rentCenter.testOrigin ? { rentCenter } : {}),
  };
}

export default async function SiteLayout({ children }: { children: ReactNode }) {
  // No request data here: the frame is built from cached reads, so content pages can be cached whole.
  const env = getEnv();
  const [tree, company, links] = await Promise.all([
    orFallback<ColumnNode[]>('column tree', cachedColumnTree, []),
    orFallback<CompanyIntroduce | null>('company introduce', cachedCompanyIntroduce, null),
    orFallback<FriendlyLink[]>('friendly links', () => cachedFriendlyLinks(100), []),
  ]);
  const now = new Date();

  return (
    <NavigationStateProvider>
      {/* Account state is client-only: the server renders every visitor as anonymous (cacheable pages). */}
      <AccountProvider {...accountSettings(env)}>
        <StartupLogin />
        <NavigationTracker />
        <SkipLink targetId={MAIN_CONTENT_ID} />
        <div className={styles.frame}>
          <SiteHeader siteName={env.SITE_NAME} tree={tree} hotline={company?.serviceHotline} now={now} toolsSlot={<ElderlyToggle />} />
          <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
            <NavigationSpinner />
            {children}
          </main>
          <SiteFooter
            siteName={env.SITE_NAME}
            company={company}
            friendlyLinks={links}
            icpNumber={env.ICP_NUMBER}
            psbNumber={env.PSB_NUMBER}
            now={now}
          />
        </div>
      </AccountProvider>
    </NavigationStateProvider>
  );
}
