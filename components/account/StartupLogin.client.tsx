'use client';

import { parseCookies } from 'nookies';
/**
 * Spec §4 start-up login, once per page load (mounted in the site layout). The decision table lives
 * in lib/api-client/startup-login.ts; this component only wires it to the page: it waits until
 * the page is loaded and idle (FingerprintJS is imported then, never in the first-load bundle),
 * applies the outcome silently, and keeps a signed-in tab's session alive (autoLogin when the tab
 * comes back after more than 10 minutes hidden).
 */
import { useEffect, useRef } from 'react';
import { autoLogin } from '@/lib/api-client/account';
import { clearReadableCookies } from '@/lib/api-client/clear-cookies';
import { getFingerprint, whenPageIdle } from '@/lib/api-client/fingerprint';
import { noteIssued } from '@/lib/api-client/rent-center-ticket';
import { applyStartupOutcome, runStartupLogin, type StartupOutcome } from '@/lib/api-client/startup-login';
import { EMPTY_RENT_CENTER_CONFIG, rentCenterUrl } from '@/lib/register/rent-center';
import { LOGIN_COOKIE, SHOW_NUMBER_COOKIE } from '@/lib/session/cookies';
import { useOptionalNavigationState } from '@/components/navigation/NavigationState.client';
import { useAccount } from './AccountProvider.client';

/** A signed-in tab hidden longer than this extends its session when it is shown again. */
export const AUTO_LOGIN_AFTER_HIDDEN_MS = 10 * 60 * 1000;

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

/** Once per page load, whatever React does with effects (strict mode mounts them twice). */
let startup: Promise<StartupOutcome> | null = null;

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
      const queryToken = takeQueryToken();
      startup = whenPageIdle().then(() =>
        runStartupLogin({ getFingerprint, queryToken, hasStoredToken: parseCookies(null)[LOGIN_COOKIE] !== undefined }),
      );
    }

    // Spec §4: the iframe source is set again on window load (same value: the frame is not reloaded).
    const onLoad = () => {
      if (iframeSrc) latest.current.nav?.setIframeSrc(iframeSrc);
    };
    window.addEventListener('load', onLoad);

    void startup.then((outcome) => {
      if (cancelled) return;
      const { account: acc, nav: n } = latest.current;
      iframeSrc = applyStartupOutcome(outcome, {
        signedIn: (m) => acc?.markSignedIn(m),
        signedOut: () => acc?.markSignedOut(),
        setIframeSrc: (src) => {
          if (src) noteIssued(src);
          n?.setIframeSrc(src);
        },
        clearStoredValues: () =>
          clearReadableCookies({ parentDomain: acc?.parentDomain, names: [SHOW_NUMBER_COOKIE, LOGIN_COOKIE] }),
        rentCenterUrl: (ticket) => rentCenterUrl(window.location.origin, acc?.rentCenter ?? EMPTY_RENT_CENTER_CONFIG, ticket),
      });
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
      const acc = latest.current.account;
      if (away <= AUTO_LOGIN_AFTER_HIDDEN_MS || acc?.status !== 'signedIn') return;
      void autoLogin().then((result) => {
        const current = latest.current.account;
        if (result.ok) current?.markSignedIn(result.data.userMobile);
        else if (result.status === 401) {
          current?.markSignedOut();
          clearReadableCookies({ parentDomain: current?.parentDomain, names: [SHOW_NUMBER_COOKIE, LOGIN_COOKIE] });
          latest.current.nav?.setIframeSrc(null);
        }
      });
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  return null;
}
