'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useEffectEvent, useRef } from 'react';
import { attachSiteNav, type SiteNavController } from './site-nav-controller';

/**
 * The behaviour of SiteNav (server markup): renders nothing and takes no props, so the column tree
 * reaches the browser once, as the menu's HTML.
 */
export function SiteNavBehaviour() {
  return (
    // useSearchParams suspends the static render of cached pages; there is nothing to show meanwhile.
    <Suspense fallback={null}>
      <Behaviour />
    </Suspense>
  );
}

function Behaviour() {
  const pathname = usePathname() ?? '/';
  const search = useSearchParams()?.toString() ?? '';
  const router = useRouter();
  const controller = useRef<SiteNavController | null>(null);
  // The attach effect reads the location of its time without re-running on every navigation.
  const currentLocation = useEffectEvent(() => ({ pathname, search }));

  useEffect(() => {
    const attached = attachSiteNav(document, { navigate: (href) => router.push(href) });
    controller.current = attached;
    const now = currentLocation();
    attached.locationChanged(now.pathname, now.search);
    return () => {
      attached.destroy();
      controller.current = null;
    };
  }, [router]);

  useEffect(() => {
    controller.current?.locationChanged(pathname, search);
  }, [pathname, search]);

  return null;
}
