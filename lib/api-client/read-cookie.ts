import { readCookie as readFromHeader } from '@/lib/session/cookies';

/**
 * Reads one readable cookie of this page. Every page needs to know whether someone is signed in
 * (the login / showNumber cookies), and that is all it needs on first load: nookies (with its
 * cookie parser and Set-Cookie parser, ≈ 2.3 kB gzip) is loaded only where cookies are written or
 * destroyed (logout, a failed start-up login — lib/api-client/clear-cookies.ts).
 */
export function readCookie(name: string, cookieString: string = typeof document === 'undefined' ? '' : document.cookie): string | undefined {
  // The same parsing as the server's (lib/session/cookies is edge-safe and import-free).
  return readFromHeader(cookieString, name);
}
