import type { ReactNode } from 'react';
import type { AccountProviderProps } from '@/components/account/AccountProvider.client';
import { SiteFrameView } from '@/components/layout/SiteFrame.client';
import { siteFooterProps } from '@/components/layout/SiteFooter';
import { siteHeaderProps } from '@/components/layout/SiteHeader';
import { cachedColumnTree, cachedCompanyIntroduce, cachedFriendlyLinks } from '@/lib/cache/reads';
import type { ColumnNode, CompanyIntroduce, FriendlyLink } from '@/lib/cms/types';
import { getEnv } from '@/lib/env';
import { logError } from '@/lib/log';
import { rentCenterConfigFromEnv } from '@/lib/register/rent-center';

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

  // One client view for the whole frame: one client reference in every page's payload, and the
  // header's menu props as near its markup as the payload allows (gzip's 32 kB window).
  return (
    <SiteFrameView
      account={accountSettings(env)}
      header={siteHeaderProps({ siteName: env.SITE_NAME, tree, hotline: company?.serviceHotline, now })}
      footer={siteFooterProps({
        siteName: env.SITE_NAME,
        company,
        friendlyLinks: links,
        icpNumber: env.ICP_NUMBER,
        psbNumber: env.PSB_NUMBER,
        now,
      })}
    >
      {children}
    </SiteFrameView>
  );
}
