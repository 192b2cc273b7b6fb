'use client';

/**
 * Spec §2: pages load lazily and show a spinner (at least 500 px high) while loading. That is a
 * behaviour of navigations inside the open site, never of the first HTML: the server sends every
 * page with its content in place (no route-wide loading.tsx), so it reads without scripts and
 * nothing shifts. Here a click on an in-site link covers <main> with the spinner until the new
 * location is rendered; quick navigations (served from the route cache) finish before it shows.
 */
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useState } from 'react';
import { Spinner } from './Spinner';
import { NAVIGATION_SPINNER_DELAY_MS, NAVIGATION_SPINNER_TIMEOUT_MS, startsInSiteNavigation } from './navigation-pending';
import styles from './SiteFrame.module.css';

function NavigationSpinnerView() {
  const pathname = usePathname();
  const search = useSearchParams()?.toString() ?? '';
  const location = `${pathname}?${search}`;
  const [pendingFrom, setPendingFrom] = useState<string | null>(null);
  const [visible, setVisible] = useState(false);

  // The new location has rendered: the navigation is over (state adjusted while rendering).
  const [renderedAt, setRenderedAt] = useState(location);
  if (renderedAt !== location) {
    setRenderedAt(location);
    setPendingFrom(null);
    setVisible(false);
  }

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const facts = {
        button: event.button,
        modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
        defaultPrevented: event.defaultPrevented,
        href: anchor?.getAttribute('href') ?? null,
        target: anchor?.getAttribute('target') ?? null,
        download: anchor?.hasAttribute('download') ?? false,
      };
      if (startsInSiteNavigation(facts, window.location.href)) setPendingFrom(window.location.href);
    };
    // Capture phase: next/link cancels the click itself (then navigates by the router), so the
    // click must be read before any handler has run.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    if (pendingFrom === null) return;
    const show = window.setTimeout(() => setVisible(true), NAVIGATION_SPINNER_DELAY_MS);
    const giveUp = window.setTimeout(() => {
      setPendingFrom(null);
      setVisible(false);
    }, NAVIGATION_SPINNER_TIMEOUT_MS);
    // Back/forward or a navigation that never changes the location ends the wait as well.
    const onPop = () => setPendingFrom(null);
    window.addEventListener('popstate', onPop);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(giveUp);
      window.removeEventListener('popstate', onPop);
    };
  }, [pendingFrom]);

  if (pendingFrom === null || !visible) return null;
  return (
    <div className={styles.overlay} data-testid="navigation-spinner">
      <Spinner />
    </div>
  );
}

export function NavigationSpinner() {
  // useSearchParams suspends on cached pages: the fallback (nothing) is what the first HTML carries.
  return (
    <Suspense fallback={null}>
      <NavigationSpinnerView />
    </Suspense>
  );
}
