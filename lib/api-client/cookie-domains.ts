/**
 * Which domains the page must clear its cookies on at logout (spec §4: "including on the parent
 * domain"). Pure, so the rule is tested without a browser.
 *
 * - The host itself (host-only cookies, no Domain attribute) — always.
 * - The configured parent domain (COOKIE_PARENT_DOMAIN, handed to the page by the server) when set
 *   and the host lies under it.
 * - Otherwise the registrable parent of the host, when the host has at least three labels and is
 *   not itself the registrable domain: a.b.gov.cn → .b.gov.cn, www.example.com → .example.com.
 *   Never a public suffix: b.gov.cn has no parent to clear (gov.cn is a public suffix), nor do IP
 *   addresses or localhost.
 */

/**
 * Second-level public suffixes the portal may live under (China first). A short list, not the whole
 * Public Suffix List: a miss only means one candidate fewer, and browsers refuse public suffixes anyway.
 */
const MULTI_LABEL_SUFFIXES = new Set([
  ...['ac', 'com', 'edu', 'gov', 'mil', 'net', 'org'].map((s) => `${s}.cn`),
  ...['ah', 'bj', 'cq', 'fj', 'gd', 'gs', 'gz', 'gx', 'ha', 'hb', 'he', 'hi', 'hl', 'hn', 'jl', 'js', 'jx', 'ln', 'nm', 'nx', 'qh', 'sc', 'sd', 'sh', 'sn', 'sx', 'tj', 'xj', 'xz', 'yn', 'zj', 'hk', 'mo', 'tw'].map(
    (s) => `${s}.cn`,
  ),
  ...['com', 'edu', 'gov', 'idv', 'net', 'org'].map((s) => `${s}.hk`),
  ...['com', 'edu', 'gov', 'idv', 'net', 'org'].map((s) => `${s}.tw`),
  ...['com', 'edu', 'gov', 'net', 'org'].map((s) => `${s}.mo`),
  'co.uk',
  'org.uk',
  'gov.uk',
  'ac.uk',
  'co.jp',
  'com.au',
]);

function isIpOrLocal(hostname: string): boolean {
  return hostname === 'localhost' || /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.includes(':') || hostname.startsWith('[');
}

/** The registrable domain (eTLD+1) of a host name, by the short suffix list above. */
export function registrableDomain(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host || isIpOrLocal(host)) return null;
  const labels = host.split('.');
  if (labels.length < 2) return null;
  const lastTwo = labels.slice(-2).join('.');
  const take = MULTI_LABEL_SUFFIXES.has(lastTwo) ? 3 : 2;
  if (labels.length < take) return null;
  return labels.slice(-take).join('.');
}

function normalizeDomain(domain: string): string {
  return `.${domain.toLowerCase().replace(/^\.+/, '').replace(/\.$/, '')}`;
}

/**
 * Domain attributes to clear cookies with: undefined stands for "host-only" (no Domain attribute).
 * @param configured COOKIE_PARENT_DOMAIN from the server, if any.
 */
export function cookieClearDomains(hostname: string, configured?: string | null): (string | undefined)[] {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const domains: (string | undefined)[] = [undefined];
  if (!host || isIpOrLocal(host)) return domains;
  if (configured) {
    const parent = normalizeDomain(configured);
    // A cookie Domain must domain-match the host, or the browser ignores the attempt.
    if (`.${host}`.endsWith(parent) && parent.split('.').length > 2) domains.push(parent);
    return domains;
  }
  const labels = host.split('.');
  const registrable = registrableDomain(host);
  if (labels.length >= 3 && registrable && registrable !== host) domains.push(`.${registrable}`);
  return domains;
}
