/**
 * Where a `?token=` hand-over came from (issue #24 part 2). Edge-safe and pure: middleware.ts
 * decides with it whether the ticket in the address may sign a signed-out browser in at once, or
 * only after the visitor confirms the account on /login (「以 139****0002 登录？」).
 *
 * Anyone with an account can mint a hand-over ticket for their own session, so a ticket proves
 * nothing about who sent the link. What the attacker cannot choose is what the victim's browser
 * says about the navigation: `Sec-Fetch-Site` and `Referer` are set by the browser and no page can
 * forge them. So a ticket is redeemed without asking only when the browser says the navigation
 * started on one of our own pages, or on the rental centre configured for this portal host.
 */
import { rentCenterOrigin, type RentCenterConfig } from '@/lib/register/rent-center';

export type HandoverNavigation = {
  /**
   * The portal host the browser asked for (the Host header, with its port): what the visitor's
   * address bar shows, whatever address the server itself is bound to.
   */
  siteHost: string;
  /** Sec-Fetch-Site of the navigation, if the browser sent one. */
  fetchSite: string | null;
  /** Referer of the navigation, if any. */
  referer: string | null;
};

function webUrl(url: string | null): URL | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * True when the navigation carrying the ticket started on the portal itself or on this host's
 * rental centre:
 * - `Sec-Fetch-Site: same-origin`: one of our pages (the browser's own word, across redirects);
 * - `same-site` / `cross-site` with a Referer of the rental centre (when it is another origin);
 * - no Sec-Fetch-Site at all (an older browser): a Referer of the portal or the rental centre.
 * Everything else asks: `none` (typed, bookmarked, opened from a chat or another app), another
 * site, or no Referer. A Referer of our own host on a cross-site navigation is not enough: it is
 * what a link from our page to another site, redirected back to us, looks like.
 * Hosts are compared without the scheme, as assertSameSite does: TLS may end at a proxy in front.
 */
export function isTrustedHandoverNavigation(nav: HandoverNavigation, config: RentCenterConfig): boolean {
  const host = nav.siteHost.trim().toLowerCase();
  if (!host) return false;
  const fetchSite = nav.fetchSite?.trim().toLowerCase() || null;
  if (fetchSite === 'same-origin') return true;
  const from = webUrl(nav.referer);
  if (!from) return false;
  // The scheme does not take part in choosing the rental centre (lib/register/rent-center.ts).
  const rental = rentCenterOrigin(`http://${host}`, config);
  const rentalIsPortal = webUrl(rental)?.host.toLowerCase() === host;
  const fromRental = !rentalIsPortal && from.origin === rental;
  if (fetchSite === null) return from.host.toLowerCase() === host || fromRental;
  if (fetchSite === 'same-site' || fetchSite === 'cross-site') return fromRental;
  return false;
}
