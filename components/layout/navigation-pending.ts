/**
 * Which clicks start an in-site navigation that the spinner of spec §2 should cover. Pure, so the
 * rule is tested without a browser.
 */
export type ClickFacts = {
  button: number;
  modified: boolean;
  defaultPrevented: boolean;
  /** The anchor's resolved href, target and download attribute; null when the click was not on a link. */
  href: string | null;
  target: string | null;
  download: boolean;
};

/** True when following the link loads another page of this site in this tab. */
export function startsInSiteNavigation(click: ClickFacts, current: string): boolean {
  if (click.href === null || click.defaultPrevented || click.button !== 0 || click.modified || click.download) return false;
  if (click.target && click.target !== '_self') return false;
  let next: URL;
  let here: URL;
  try {
    here = new URL(current);
    next = new URL(click.href, here);
  } catch {
    return false;
  }
  if (next.origin !== here.origin) return false;
  // Files, the API and a jump within the same page load no page of the site.
  if (next.pathname.startsWith('/api/') || /\.[a-z0-9]+$/i.test(next.pathname)) return false;
  return next.pathname !== here.pathname || next.search !== here.search;
}

/** Spec §9: a page chunk may take up to 120 s; the spinner never outlives that. */
export const NAVIGATION_SPINNER_TIMEOUT_MS = 120_000;
/** Fast navigations (the route cache) finish before this and show no spinner at all. */
export const NAVIGATION_SPINNER_DELAY_MS = 200;
