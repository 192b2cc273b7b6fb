import type { NextResponse } from 'next/server';
import { getEnv } from '@/lib/env';
import type { SignedIn } from '@/lib/register/accounts';
import { clearDeviceCookies, clearPortalCookies, expireHandoverCookie, isSecureContext, parentDomainExpiryHeaders, setDeviceCookie, setSessionCookies } from './cookies';

/** Route handlers: cookie changes that go with an answer. */
export function signedInCookies(request: Request, signedIn: Pick<SignedIn, 'token' | 'userMobile' | 'deviceId' | 'expiresAt'>) {
  const secure = isSecureContext(request.url, request.headers);
  const maxAge = Math.max(0, Math.floor((signedIn.expiresAt.getTime() - Date.now()) / 1000));
  return (response: NextResponse) => {
    setSessionCookies(response.cookies, { token: signedIn.token, userMobile: signedIn.userMobile, secure, maxAge });
    if (signedIn.deviceId) setDeviceCookie(response.cookies, signedIn.deviceId, secure);
  };
}

/**
 * After a password change: the new session's cookies, and the device cookies expired. The change
 * revoked every remembered device, this one too, so a device cookie left behind would only make
 * the start-up login compute a fingerprint that can no longer sign anyone in.
 */
export function passwordChangedCookies(request: Request, signedIn: Pick<SignedIn, 'token' | 'userMobile' | 'deviceId' | 'expiresAt'>) {
  const setSession = signedInCookies(request, signedIn);
  const secure = isSecureContext(request.url, request.headers);
  return (response: NextResponse) => {
    setSession(response);
    if (!signedIn.deviceId) clearDeviceCookies(response.cookies, secure);
  };
}

/**
 * Expires the portal's cookies: the session ones always; the device cookie too on logout. On
 * logout they are also expired on COOKIE_PARENT_DOMAIN when one is configured.
 */
export function clearedCookies(request: Request, opts: { logout: boolean }) {
  const secure = isSecureContext(request.url, request.headers);
  const parentDomain = getEnv().COOKIE_PARENT_DOMAIN;
  return (response: NextResponse) => {
    clearPortalCookies(response.cookies, { secure, includeDevice: opts.logout });
    if (opts.logout && parentDomain) {
      for (const line of parentDomainExpiryHeaders(parentDomain, secure, true)) response.headers.append('Set-Cookie', line);
    }
  };
}

/** Drops a waiting hand-over ticket (spent, refused, or not wanted because a session is live). */
export function withoutHandover(request: Request, decorate?: (response: NextResponse) => void) {
  const secure = isSecureContext(request.url, request.headers);
  return (response: NextResponse) => {
    decorate?.(response);
    expireHandoverCookie(response.cookies, secure);
  };
}
