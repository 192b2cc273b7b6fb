/**
 * The console's own session cookie, never the citizens' tokenId: HttpOnly, SameSite=Strict (a link
 * or form from another site never carries it), and Path=/admin, so the browser sends it to the
 * console's pages and to its handlers under /admin/api/ and to nothing else of the portal.
 * Edge-safe (no Node imports).
 */
export const STAFF_COOKIE = 'bzf_staff';
export const STAFF_COOKIE_PATH = '/admin';
/** The browser may keep it no longer than a session can live (the server checks both limits). */
export const STAFF_COOKIE_MAX_AGE = 8 * 60 * 60;

export type StaffCookieSpec = {
  name: string;
  value: string;
  httpOnly: true;
  sameSite: 'strict';
  secure: boolean;
  path: typeof STAFF_COOKIE_PATH;
  maxAge: number;
};

export function staffCookie(token: string, secure: boolean): StaffCookieSpec {
  return { name: STAFF_COOKIE, value: token, httpOnly: true, sameSite: 'strict', secure, path: STAFF_COOKIE_PATH, maxAge: STAFF_COOKIE_MAX_AGE };
}

export function expiredStaffCookie(secure: boolean): StaffCookieSpec {
  return { ...staffCookie('', secure), maxAge: 0 };
}
