import type { Metadata } from 'next';
import { OfflineNotice } from '@/components/layout/OfflineNotice.client';
import { LAYOUT_TEXT } from '@/components/layout/text';

export const metadata: Metadata = {
  title: LAYOUT_TEXT.offline.title,
  robots: { index: false, follow: false },
};

/**
 * Spec §2/§4: the page shown when the network is down. No data, no database: it must render even
 * when nothing else can. NetworkWatcher sends the visitor to /home once the network is back.
 * An optional catch-all on purpose: Next treats a page registered exactly as "/404" as its
 * not-found page (status 404, not-found metadata); registered as /404/[[...rest]] it is a normal
 * page answering 200. Deeper paths (/404/x) never get here: the middleware sends them to /home.
 */
/**
 * Rendered per request on purpose: prerendered, Next serves a static "/404" with status 404, and
 * this page must answer 200 (it is a destination, not an error). It needs no database.
 */
export const dynamic = 'force-dynamic';

export default function OfflinePage() {
  return <OfflineNotice variant="page" />;
}
