import { destroyCookie, parseCookies } from 'nookies';
import { cookieClearDomains } from './cookie-domains';

/**
 * Clears every cookie the page can read (HttpOnly ones are expired by the server's answer), on this
 * host and on the parent domain (see cookie-domains.ts). nookies only removes a parent-domain
 * cookie when it is given the same Domain and Path, so each name is destroyed once per domain.
 */
export function clearReadableCookies(opts: { parentDomain?: string | null; names?: readonly string[] } = {}): void {
  if (typeof document === 'undefined') return;
  const names = opts.names ?? Object.keys(parseCookies(null));
  const secure = window.location.protocol === 'https:';
  for (const domain of cookieClearDomains(window.location.hostname, opts.parentDomain)) {
    for (const name of names) {
      destroyCookie(null, name, { path: '/', ...(domain ? { domain } : {}), sameSite: 'lax', secure });
    }
  }
}
