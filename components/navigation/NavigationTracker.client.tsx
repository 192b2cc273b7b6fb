'use client';

/**
 * Renders nothing; keeps browser-side navigation state current: the history stack and saved parent
 * column (local storage, spec §2), and screen width / scroll position in NavigationState.
 * Works without a NavigationStateProvider (then it only writes storage).
 */
import { Suspense, useEffect } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { recordModuleAccess } from '@/lib/api-client/module-access';
import { pushHistory, saveParentColumn } from '@/lib/navigation/history';
import type { NavigationInfo } from '@/lib/navigation/resolve';
import { useOptionalNavigationState } from './NavigationState.client';

/** Distance from the page end, in px, that counts as having reached the bottom. */
export const TOUCH_BOTTOM_THRESHOLD = 10;

export type NavigationTrackerProps = {
  /** Navigation resolved on the server for this page (toNavigationInfo(resolveNavigation(...))). */
  navigation?: NavigationInfo | null;
};

/** Path + query of the current page, without a login token. */
export function historyEntry(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('token');
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Isolated because useSearchParams suspends static rendering up to the nearest Suspense boundary. */
function HistoryRecorder() {
  const pathname = usePathname();
  const search = useSearchParams()?.toString() ?? '';
  useEffect(() => {
    if (!pathname) return;
    pushHistory(historyEntry(pathname, search));
    // After the page has settled, so the record never competes with rendering.
    const timer = window.setTimeout(() => recordModuleAccess(pathname, search, document.title.split(' - ')[0] ?? ''), 1500);
    return () => window.clearTimeout(timer);
  }, [pathname, search]);
  return null;
}

export function NavigationTracker({ navigation }: NavigationTrackerProps) {
  const state = useOptionalNavigationState();
  const applyNavigation = state?.applyNavigation;
  const setScreenWidth = state?.setScreenWidth;
  const setScrollTop = state?.setScrollTop;
  const setTouchBottom = state?.setTouchBottom;

  // Props are re-created on each server render; compare by content, not identity.
  const navigationKey = navigation ? JSON.stringify(navigation) : '';
  useEffect(() => {
    if (!navigationKey) return;
    const nav = JSON.parse(navigationKey) as NavigationInfo;
    if (nav.parent) saveParentColumn(nav.parent);
    applyNavigation?.(nav);
  }, [navigationKey, applyNavigation]);

  useEffect(() => {
    if (!setScreenWidth) return;
    const onResize = () => setScreenWidth(window.innerWidth);
    onResize();
    window.addEventListener('resize', onResize, { passive: true });
    return () => window.removeEventListener('resize', onResize);
  }, [setScreenWidth]);

  useEffect(() => {
    if (!setScrollTop || !setTouchBottom) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const doc = document.documentElement;
      const top = Math.max(0, window.scrollY || doc.scrollTop || 0);
      setScrollTop(top);
      setTouchBottom(top + window.innerHeight >= doc.scrollHeight - TOUCH_BOTTOM_THRESHOLD);
    };
    // At most one measurement per frame, however many scroll events arrive.
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [setScrollTop, setTouchBottom]);

  return (
    <Suspense fallback={null}>
      <HistoryRecorder />
    </Suspense>
  );
}
