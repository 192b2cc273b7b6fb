'use client';

/**
 * Spec §4 start-up login, once per page load (mounted in the site layout), and the session
 * keep-alive of a signed-in tab (autoLogin when the tab comes back after more than 10 minutes
 * hidden). Only this shell ships with every page: the network half (./startup-run.ts, with
 * FingerprintJS, the API calls and cookie clearing) is imported once the page is loaded and idle,
 * and the decision table lives in lib/api-client/startup-login.ts.
 */
import { useEffect, useRef } from 'react';
import { whenPageIdle } from '@/lib/api-client/page-idle';
import type { StartupOutcome } from '@/lib/api-client/startup-login';
import { useOptionalNavigationState } from '@/components/navigation/NavigationState.client';
import { useAccount } from './AccountProvider.client';

/** A signed-in tab hidden longer than this extends its session when it is shown again. */
export const AUTO_LOGIN_AFTER_HIDDEN_MS = 10 * 60 * 1000;

/** Resolves at once when the browser is online, else when it comes back online. */
function whenOnline(): Promise<void> {
  if (navigator.onLine !== false) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/**
 * The network half, fetched online: a page that went offline before it was idle asks when the
 * connection is back (ChunkErrorRecovery does not reload an offline page), and a fetch cut by
 * the connection dropping is asked again once.
 */
const loadRun = () =>
  whenOnline()
    .then(() => import('./startup-run'))
    .catch(async (error: unknown) => {
      if (navigator.onLine !== false) throw error;
      await whenOnline();
      return import('./startup-run');
    });

/** Reads ?token= and removes it from the address bar and history (it must not leak via Referer). */
function takeQueryToken(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (token !== null) {
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }
  return token;
}

type Startup = { outcome: StartupOutcome; run: Awaited<ReturnType<typeof loadRun>> };

/** Once per page load, whatever React does with effects (strict mode mounts them twice). */
let startup: Promise<Startup> | null = null;

/** Tests only. */
export function resetStartupLoginForTests(): void {
  startup = null;
}

export function StartupLogin() {
  const account = useAccount();
  const nav = useOptionalNavigationState();
  // The effects below must see the latest setters without re-running the start-up.
  const latest = useRef({ account, nav });
  useEffect(() => {
    latest.current = { account, nav };
  });

  useEffect(() => {
    let cancelled = false;
    let iframeSrc: string | null = null;
    if (!startup) {
      // Taken at once: the address bar must not keep a ticket while the page waits for idle.
      const queryToken = takeQueryToken();
      startup = whenPageIdle()
        .then(loadRun)
        .then(async (run) => ({ run, outcome: await run.startupOutcome(queryToken) }));
    }

    // Spec §4: the iframe source is set again on window load (same value: the frame is not reloaded).
    const onLoad = () => {
      if (iframeSrc) latest.current.nav?.setIframeSrc(iframeSrc);
    };
    window.addEventListener('load', onLoad);

    // A failed chunk load stays an unhandled rejection: ChunkErrorRecovery reloads the page once.
    void startup.then(({ outcome, run }) => {
      if (cancelled) return;
      iframeSrc = run.applyToPage(outcome, latest.current);
    });

    return () => {
      cancelled = true;
      window.removeEventListener('load', onLoad);
    };
  }, []);

  // autoLogin: the spec leaves its trigger open; we call it when a signed-in tab becomes visible
  // again after a long absence, so a citizen returning to an open tab is not signed out mid-task.
  useEffect(() => {
    let hiddenAt: number | null = document.visibilityState === 'hidden' ? Date.now() : null;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        hiddenAt = Date.now();
        return;
      }
      const away = hiddenAt === null ? 0 : Date.now() - hiddenAt;
      hiddenAt = null;
      if (away <= AUTO_LOGIN_AFTER_HIDDEN_MS || latest.current.account?.status !== 'signedIn') return;
      void loadRun().then((run) => run.extendSession(() => latest.current));
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  return null;
}
