'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import { OfflineNotice } from './OfflineNotice.client';
import {
  decideNetworkRoute,
  HOME_PATH,
  isBadNetwork,
  isHeldOnPage,
  isOfflinePageMounted,
  OFFLINE_PATH,
  setBadNetwork,
  subscribeNetworkStatus,
} from './network-status';

const serverSnapshot = () => false;

/**
 * Spec §4: bad network → /404, and /404 with the network back → /home — except on a page whose
 * form keeps a draft (holdOnPageWhileOffline): there the person keeps typing, the text waits in the
 * browser, and the form's own status line says 未保存（网络已断开…）.
 *
 * Offline, a router navigation cannot fetch /404 and Next falls back to a full page load, which
 * shows the browser's own error page. So the URL is moved to /404 with history.pushState (which the
 * App Router tracks) and the same notice the /404 route renders is drawn from code already loaded.
 */
export function NetworkWatcher() {
  const router = useRouter();
  const pathname = usePathname();
  const badNetwork = useSyncExternalStore(subscribeNetworkStatus, isBadNetwork, serverSnapshot);
  const pageMounted = useSyncExternalStore(subscribeNetworkStatus, isOfflinePageMounted, serverSnapshot);
  const held = useSyncExternalStore(subscribeNetworkStatus, isHeldOnPage, serverSnapshot);

  useEffect(() => {
    const goOffline = () => {
      setBadNetwork(true);
      // A form keeping a draft stays where it is and says it is offline itself.
      if (isHeldOnPage()) return;
      if (decideNetworkRoute({ pathname: window.location.pathname, badNetwork: true }) === OFFLINE_PATH) {
        window.history.pushState(null, '', OFFLINE_PATH);
      }
    };
    const goOnline = () => setBadNetwork(false);
    if (navigator.onLine === false) goOffline();
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);

  useEffect(() => {
    // Read live: the offline check above may have flipped the flag during this same commit.
    if (badNetwork || isBadNetwork() || navigator.onLine === false) return;
    // The address, not only the router's pathname: offline during hydration, the check above runs
    // before the App Router patches history (a child's effects run before its ancestors'), so the
    // router never hears of the move to /404 and its pathname stays that of the page. The address
    // then stayed /404 after the network came back (e2e/offline.spec.ts, 1 run in 3 in CI).
    const shown = window.location.pathname === OFFLINE_PATH ? OFFLINE_PATH : pathname;
    if (decideNetworkRoute({ pathname: shown, badNetwork: false }) === HOME_PATH) router.replace(HOME_PATH);
  }, [badNetwork, pathname, router]);

  return badNetwork && !pageMounted && !held ? <OfflineNotice variant="overlay" /> : null;
}
