/**
 * Reads one readable cookie of this page. Every page needs to know whether someone is signed in
 * (the login / showNumber cookies), and that is all it needs on first load: nookies (with its
 * cookie parser and Set-Cookie parser, ≈ 2.3 kB gzip) is loaded only where cookies are written or
 * destroyed (logout, a failed start-up login — lib/api-client/clear-cookies.ts).
 */
export function readCookie(name: string, cookieString: string = typeof document === 'undefined' ? '' : document.cookie): string | undefined {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      // Not percent-encoded by us: take it as it is (nookies does the same).
      return raw;
    }
  }
  return undefined;
}
