/**
 * The cookies of a signed-in browser (spec §3). Edge-safe: imported by middleware.ts too.
 *
 * - tokenId     HttpOnly: the session token. Never set from a URL.
 * - bzf_handover HttpOnly, 2 minutes: a hand-over ticket that arrived as ?token= (middleware),
 *               waiting for checkToken to exchange it — only when no session is live, and only
 *               when the link came from our own pages or the rental centre (lib/session/handover-origin).
 * - bzf_handover_ask HttpOnly, 2 minutes: a hand-over ticket from anywhere else. Nothing spends it
 *               but the visitor's own click on 「确认登录」 on /login?handover=confirm.
 * - showNumber  readable: the masked mobile for the header.
 * - login       readable: "true" while signed in ("pending" straight after a ?token= hand-over).
 *               tokenId and login are set and expire together, so without login there is no
 *               stored token for the start-up login to validate.
 * - bzf_device  HttpOnly: random per-device id that the fingerprint sign-in is bound to.
 * - bzf_remembered readable, "1": set and expired with bzf_device. Without a device cookie the
 *               fingerprint lookup can never answer a ticket, so the start-up login computes no
 *               fingerprint unless this says there is one (the page cannot see HttpOnly cookies).
 */
export const TOKEN_COOKIE = 'tokenId';
export const SHOW_NUMBER_COOKIE = 'showNumber';
export const LOGIN_COOKIE = 'login';
export const DEVICE_COOKIE = 'bzf_device';
export const DEVICE_HINT_COOKIE = 'bzf_remembered';
export const HANDOVER_COOKIE = 'bzf_handover';
export const HANDOVER_ASK_COOKIE = 'bzf_handover_ask';
/** Exactly what lib/register/secrets newTicket() makes: the only thing a URL may carry towards a session. */
export const TICKET_PATTERN = /^tk_[A-Za-z0-9_-]{32}$/;
/** A hand-over ticket lives two minutes on the server; its cookie no longer. */
export const HANDOVER_COOKIE_MAX_AGE = 120;

/** `login` right after a ?token= hand-over, before the start-up login has validated the token. */
export const LOGIN_PENDING = 'pending';

export const SESSION_COOKIE_MAX_AGE = 7 * 24 * 60 * 60;
export const DEVICE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Every cookie the portal sets; logout expires all of them (on the parent domain too). */
export const PORTAL_COOKIES = [TOKEN_COOKIE, SHOW_NUMBER_COOKIE, LOGIN_COOKIE, DEVICE_COOKIE, DEVICE_HINT_COOKIE, HANDOVER_COOKIE, HANDOVER_ASK_COOKIE] as const;
/** Outlive a session: only logout on this device expires them. */
const DEVICE_COOKIES: readonly string[] = [DEVICE_COOKIE, DEVICE_HINT_COOKIE];

export type CookieSpec = {
  name: string;
  value: string;
  httpOnly: boolean;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  maxAge: number;
  domain?: string;
};

type CookieJar = { set: (cookie: CookieSpec) => unknown };

const base = (secure: boolean) => ({ sameSite: 'lax' as const, secure, path: '/' as const });

export function setSessionCookies(jar: CookieJar, opts: { token: string; userMobile: string; secure: boolean; maxAge?: number }): void {
  const maxAge = opts.maxAge ?? SESSION_COOKIE_MAX_AGE;
  jar.set({ name: TOKEN_COOKIE, value: opts.token, httpOnly: true, maxAge, ...base(opts.secure) });
  jar.set({ name: SHOW_NUMBER_COOKIE, value: opts.userMobile, httpOnly: false, maxAge, ...base(opts.secure) });
  jar.set({ name: LOGIN_COOKIE, value: 'true', httpOnly: false, maxAge, ...base(opts.secure) });
}

export function setDeviceCookie(jar: CookieJar, deviceId: string, secure: boolean): void {
  jar.set({ name: DEVICE_COOKIE, value: deviceId, httpOnly: true, maxAge: DEVICE_COOKIE_MAX_AGE, ...base(secure) });
  jar.set(deviceHintCookie(secure));
}

/** The readable companion of bzf_device (also set by middleware for devices bound before it existed). */
export function deviceHintCookie(secure: boolean): CookieSpec {
  return { name: DEVICE_HINT_COOKIE, value: '1', httpOnly: false, maxAge: DEVICE_COOKIE_MAX_AGE, ...base(secure) };
}

/** Expires the device cookies on this host (where setDeviceCookie sets them): the device is no longer remembered. */
export function clearDeviceCookies(jar: CookieJar, secure: boolean): void {
  jar.set({ name: DEVICE_COOKIE, value: '', httpOnly: true, maxAge: 0, ...base(secure) });
  jar.set({ name: DEVICE_HINT_COOKIE, value: '', httpOnly: false, maxAge: 0, ...base(secure) });
}

/**
 * Expires the session cookies (and, on logout, the device cookie) on this host and, when one is
 * configured, on the parent domain the portal shares with its sister sites.
 */
export function clearPortalCookies(jar: CookieJar, opts: { secure: boolean; parentDomain?: string; includeDevice: boolean }): void {
  const names = opts.includeDevice ? PORTAL_COOKIES : PORTAL_COOKIES.filter((n) => !DEVICE_COOKIES.includes(n));
  for (const name of names) {
    const httpOnly = name === TOKEN_COOKIE || name === DEVICE_COOKIE || name === HANDOVER_COOKIE;
    jar.set({ name, value: '', httpOnly, maxAge: 0, ...base(opts.secure) });
  }
  // One Set-Cookie per name and domain: a second jar entry with the same name would replace the
  // first in Next's cookie jar, so parent-domain expiries are appended as raw headers by the caller.
}

/** The raw Set-Cookie lines that expire the portal's cookies on a parent domain. */
export function parentDomainExpiryHeaders(parentDomain: string, secure: boolean, includeDevice: boolean): string[] {
  const names = includeDevice ? PORTAL_COOKIES : PORTAL_COOKIES.filter((n) => !DEVICE_COOKIES.includes(n));
  return names.map(
    (name) => `${name}=; Domain=${parentDomain}; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax${secure ? '; Secure' : ''}`,
  );
}

/** Value of one cookie in a Cookie header. */
export function readCookie(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

/** Cookies are Secure in production, and on any HTTPS request. */
export function isSecureContext(url: string, headers: Headers): boolean {
  if (process.env.NODE_ENV === 'production') return true;
  if (url.startsWith('https:')) return true;
  return headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

/** The hand-over ticket cookie (middleware sets it from ?token=; checkToken spends or drops it). */
export function handoverCookie(ticket: string, secure: boolean): CookieSpec {
  return { name: HANDOVER_COOKIE, value: ticket, httpOnly: true, maxAge: HANDOVER_COOKIE_MAX_AGE, ...base(secure) };
}

export function expireHandoverCookie(jar: CookieJar, secure: boolean): void {
  jar.set({ name: HANDOVER_COOKIE, value: '', httpOnly: true, maxAge: 0, ...base(secure) });
}

/** A hand-over ticket of unproven origin, waiting for the visitor to confirm the account it opens. */
export function handoverAskCookie(ticket: string, secure: boolean): CookieSpec {
  return { name: HANDOVER_ASK_COOKIE, value: ticket, httpOnly: true, maxAge: HANDOVER_COOKIE_MAX_AGE, ...base(secure) };
}

export function expireHandoverAskCookie(jar: CookieJar, secure: boolean): void {
  jar.set({ name: HANDOVER_ASK_COOKIE, value: '', httpOnly: true, maxAge: 0, ...base(secure) });
}
