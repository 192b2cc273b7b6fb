/**
 * Where the rental-centre iframe points (spec §2): /rentCenter/syncloginportal.html?token=<ticket>
 * on a host chosen by the site origin among three — two production host pairs and a test host.
 *
 * Pure (no env, no DOM): the server turns the environment into a RentCenterConfig once
 * (rentCenterConfigFromEnv) and hands it to the browser, which decides with location.origin.
 */

export const RENT_CENTER_PATH = '/rentCenter/syncloginportal.html';

export type RentCenterPair = {
  /** Portal host names (lower case, no port) that select this pair. */
  portalHosts: string[];
  /** Origin of that pair's rental centre, e.g. https://zl.example.gov.cn. */
  rentOrigin: string;
};

export type RentCenterConfig = {
  primary: RentCenterPair | null;
  secondary: RentCenterPair | null;
  /** Rental centre for every other (non-local) host; null: the portal's own demo page. */
  testOrigin: string | null;
};

export const EMPTY_RENT_CENTER_CONFIG: RentCenterConfig = { primary: null, secondary: null, testOrigin: null };

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function trimOrigin(origin: string): string {
  return origin.replace(/\/+$/, '');
}

/** "host|host,https://rent-origin" (format checked by lib/env.ts) → a pair. */
export function parseRentCenterPair(value: string | undefined): RentCenterPair | null {
  if (!value) return null;
  const comma = value.lastIndexOf(',');
  if (comma < 0) return null;
  const portalHosts = value
    .slice(0, comma)
    .split('|')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const rentOrigin = trimOrigin(value.slice(comma + 1).trim());
  if (portalHosts.length === 0 || !/^https?:\/\/[^/?#]+$/.test(rentOrigin)) return null;
  return { portalHosts, rentOrigin };
}

export function rentCenterConfigFromEnv(env: {
  RENT_CENTER_HOSTS_PRIMARY?: string;
  RENT_CENTER_HOSTS_SECONDARY?: string;
  RENT_CENTER_TEST_ORIGIN?: string;
}): RentCenterConfig {
  return {
    primary: parseRentCenterPair(env.RENT_CENTER_HOSTS_PRIMARY),
    secondary: parseRentCenterPair(env.RENT_CENTER_HOSTS_SECONDARY),
    testOrigin: env.RENT_CENTER_TEST_ORIGIN ? trimOrigin(env.RENT_CENTER_TEST_ORIGIN) : null,
  };
}

/**
 * The rental centre's origin for this site origin: the first production pair whose portal hosts
 * include the site's host, else the second, else the portal itself on localhost / 127.0.0.1, else
 * the test host when configured, else the portal itself (its own page in public/rentCenter).
 */
export function rentCenterOrigin(siteOrigin: string, config: RentCenterConfig): string {
  let url: URL;
  try {
    url = new URL(siteOrigin);
  } catch {
    return '';
  }
  const host = url.hostname.toLowerCase();
  for (const pair of [config.primary, config.secondary]) {
    if (pair && pair.portalHosts.includes(host)) return pair.rentOrigin;
  }
  if (LOCAL_HOSTS.has(host)) return url.origin;
  return config.testOrigin ?? url.origin;
}

/** The iframe's address for one rental-centre ticket. */
export function rentCenterUrl(siteOrigin: string, config: RentCenterConfig, ticket: string): string {
  return `${rentCenterOrigin(siteOrigin, config)}${RENT_CENTER_PATH}?token=${encodeURIComponent(ticket)}`;
}
