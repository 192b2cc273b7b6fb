/**
 * The network half of the start-up login (spec §4) and of the session keep-alive, loaded by
 * StartupLogin.client only once the page is idle (or a hidden tab comes back): FingerprintJS, the
 * register API calls, cookie clearing and the rental-centre address never ship with a page's
 * first-load JavaScript.
 */
import { autoLogin } from '@/lib/api-client/account';
import { clearReadableCookies } from '@/lib/api-client/clear-cookies';
import { getFingerprint } from '@/lib/api-client/fingerprint';
import { readCookie } from '@/lib/api-client/read-cookie';
import { noteIssued } from '@/lib/api-client/rent-center-ticket';
import { applyStartupOutcome, runStartupLogin, type StartupOutcome } from '@/lib/api-client/startup-login';
import { EMPTY_RENT_CENTER_CONFIG, rentCenterUrl } from '@/lib/register/rent-center';
import { DEVICE_HINT_COOKIE, LOGIN_COOKIE, SHOW_NUMBER_COOKIE } from '@/lib/session/cookies';
import type { NavigationContextValue } from '@/components/navigation/NavigationState.client';
import type { AccountContextValue } from './AccountProvider.client';

export type PageState = { account: AccountContextValue | null; nav: NavigationContextValue | null };

/**
 * Which token to validate, and the validation (fingerprint first, then ?token=, then the cookie).
 * FingerprintJS (≈ 16 kB, and 340–670 ms of main thread on a 4× slowed phone CPU) runs only in a
 * browser with a remembered device: elsewhere the lookup could not answer a ticket anyway.
 */
export function startupOutcome(queryToken: string | null): Promise<StartupOutcome> {
  return runStartupLogin({
    getFingerprint,
    queryToken,
    hasStoredToken: readCookie(LOGIN_COOKIE) !== undefined,
    hasDeviceBinding: readCookie(DEVICE_HINT_COOKIE) !== undefined,
  });
}

/** Applies the outcome to the page; returns the rental-centre iframe source (set again on window load). */
export function applyToPage(outcome: StartupOutcome, { account, nav }: PageState): string | null {
  return applyStartupOutcome(outcome, {
    signedIn: (m) => account?.markSignedIn(m),
    signedOut: () => account?.markSignedOut(),
    setIframeSrc: (src) => {
      if (src) noteIssued(src);
      nav?.setIframeSrc(src);
    },
    clearStoredValues: () => clearReadableCookies({ parentDomain: account?.parentDomain, names: [SHOW_NUMBER_COOKIE, LOGIN_COOKIE] }),
    rentCenterUrl: (ticket) => rentCenterUrl(window.location.origin, account?.rentCenter ?? EMPTY_RENT_CENTER_CONFIG, ticket),
  });
}

/** autoLogin for a tab back after a long absence: signed in again, or signed out on a 401. */
export async function extendSession(latest: () => PageState): Promise<void> {
  const result = await autoLogin();
  const { account, nav } = latest();
  if (result.ok) account?.markSignedIn(result.data.userMobile);
  else if (result.status === 401) {
    account?.markSignedOut();
    clearReadableCookies({ parentDomain: account?.parentDomain, names: [SHOW_NUMBER_COOKIE, LOGIN_COOKIE] });
    nav?.setIframeSrc(null);
  }
}
