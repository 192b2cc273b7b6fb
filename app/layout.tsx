import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ChunkErrorRecovery } from '@/components/layout/FailureViews.client';
import { NetworkWatcher } from '@/components/layout/NetworkWatcher.client';
import { ELDERLY_BOOT_SCRIPT } from '@/components/layout/elderly-mode';
import { mourningModeForRender } from '@/lib/cache/reads';
import { getEnv } from '@/lib/env';
import { THEME_COLOR } from '@/lib/styles/theme';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const { SITE_NAME, SITE_URL } = getEnv();
  const description = `${SITE_NAME}：公共租赁住房、保障性租赁住房、配售型保障性住房、共有产权住房业务办理与政策信息公开。`;
  return {
    metadataBase: new URL(SITE_URL),
    title: { default: SITE_NAME, template: `%s - ${SITE_NAME}` },
    description,
    applicationName: SITE_NAME,
    openGraph: { type: 'website', locale: 'zh_CN', siteName: SITE_NAME, title: SITE_NAME, description },
    // The icon itself is app/icon.svg (file convention); Next adds the <link>.
  };
}

/** No maximum-scale / user-scalable: elderly visitors must be able to pinch-zoom. */
export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: THEME_COLOR,
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Skin is decided on the server so mourning mode never flashes colour; a failed lookup renders
  // normally. It is a cached read (tag TAGS.skin, bounded revalidate), so pages stay cacheable.
  // Read after one turn of the event loop: the segments below (the site frame) start their reads
  // first, so the frame's row, with the header's menu props, comes before this layout's in the
  // page's payload on every render, near the menu's markup within gzip's 32 kB window
  // (docs/decisions/0135-page-weight-after-subscriptions.md). Without it the order was a race: the
  // first render after a start put this row first (+400 B gzip on the notice list), a re-render last.
  await new Promise((resolve) => setImmediate(resolve));
  const mourning = await mourningModeForRender();
  return (
    // suppressHydrationWarning: the boot script below may add data-elderly before React hydrates.
    <html lang="zh-CN" className={mourning ? 'skin-gray' : undefined} suppressHydrationWarning>
      <head>
        {/* Elderly mode comes from a cookie, applied before first paint: no flash, and the cached HTML is the same for everyone. */}
        <script dangerouslySetInnerHTML={{ __html: ELDERLY_BOOT_SCRIPT }} />
      </head>
      <body>
        {/* No styled-components registry here: it (and the runtime) ships only with the segments that use styled-components (docs/decisions/0078-styled-components-only-in-the-personal-centre.md). */}
        <ChunkErrorRecovery />
        <NetworkWatcher />
        {children}
      </body>
    </html>
  );
}
