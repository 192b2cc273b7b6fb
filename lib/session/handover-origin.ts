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
  /** The portal origin the request was made to (request.nextUrl.origin). */
  siteOrigin: string;
  /** Sec-Fetch-Site of the navigation, if the browser sent one. */
  fetchSite: string | null;
  /** Referer of the navigation, if any. */
  referer: string | null;
};

function originOf(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * True when the navigation carrying the ticket started on the portal itself or on this host's
 * rental centre:
 * - `Sec-Fetch-Site: same-origin`: one of our pages (the browser's own word, across redirects);
 * - `same-site` / `cross-site` with a Referer of the rental centre (a different origin);
 * - no Sec-Fetch-Site at all (an older browser): a Referer of the portal or the rental centre.
 * Everything else asks: `none` (typed, bookmarked, opened from a chat or another app), another
 * site, or no Referer. A Referer of our own origin on a cross-site navigation is not enough: it is
 * what a link from our page to another site, redirected back to us, looks like.
 */
export function isTrustedHandoverNavigation(nav: HandoverNavigation, config: RentCenterConfig): boolean {
  const site = originOf(nav.siteOrigin);
  if (!site) return false;
  const fetchSite = nav.fetchSite?.trim().toLowerCase() || null;
  if (fetchSite === 'same-origin') return true;
  const from = originOf(nav.referer);
  if (!from) return false;
  const rental = rentCenterOrigin(site, config);
  if (fetchSite === null) return from === site || from === rental;
  if (fetchSite === 'same-site' || fetchSite === 'cross-site') return rental !== site && from === rental;
  return false;
}
