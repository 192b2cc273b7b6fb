/**
 * The visitor fingerprint of spec §3/§4, computed with FingerprintJS in the browser.
 *
 * The library is imported dynamically, only once the page is interactive and idle, so it is never
 * part of a page's first-load JavaScript and never delays rendering. `monitoring: false`: the agent
 * then makes no network request of its own (STACK-NOTES). A failure yields null — the start-up
 * login simply skips the fingerprint branch.
 */

let pending: Promise<string | null> | null = null;
let computed: string | null | undefined;

const FINGERPRINT_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

export { whenPageIdle } from './page-idle';

/** The FingerprintJS visitorId, computed once per page load; null when it cannot be computed. */
export function getFingerprint(): Promise<string | null> {
  pending ??= import('@fingerprintjs/fingerprintjs')
    .then((mod) => mod.load({ monitoring: false }))
    .then((agent) => agent.get())
    .then((result) => (FINGERPRINT_PATTERN.test(result.visitorId) ? result.visitorId : null))
    .catch(() => null)
    .then((value) => {
      computed = value;
      return value;
    });
  return pending;
}

/** The fingerprint if it has already been computed (the login form sends it with `remember`). */
export function peekFingerprint(): string | undefined {
  return computed ?? undefined;
}

/** The fingerprint, waiting at most `ms` for it. */
export async function fingerprintWithin(ms: number): Promise<string | undefined> {
  const known = peekFingerprint();
  if (known) return known;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));
  return (await Promise.race([getFingerprint(), timeout])) ?? undefined;
}

/** Tests only. */
export function resetFingerprintForTests(): void {
  pending = null;
  computed = undefined;
}
