/**
 * Same-origin path to come back to after signing in; anything else becomes /home. Pure (no
 * next/headers) so the login form in the browser and the server pages share one rule.
 */
/** Sign in, then come back to `returnTo`. */
export const loginHref = (returnTo: string) => `/login?redirect=${encodeURIComponent(returnTo)}`;

export function safeRedirectPath(candidate: string | null | undefined): string {
  if (!candidate || candidate.length > 512) return '/home';
  // Only "/x…": not "//host", not "/\host" (browsers treat "\" as "/"), no scheme, no control characters.
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return '/home';
  if (/[\u0000-\u001F\u007F\\]/.test(candidate)) return '/home';
  try {
    const url = new URL(candidate, 'http://portal.invalid');
    if (url.origin !== 'http://portal.invalid') return '/home';
    if (url.pathname === '/login') return '/home';
    // Dot segments and encoded dots collapse while parsing ("/.//evil", "/%2e//evil" → "//evil"):
    // check the normalized path, which is what the browser will be sent to.
    if (url.pathname.startsWith('//') || url.pathname.startsWith('/\\')) return '/home';
    return url.pathname + url.search;
  } catch {
    return '/home';
  }
}

/** Where a sign-in goes: the page asked for, or first the agreements asked again (issue #30) and then that page. */
export const consentFirst = (target: string, askConsent: boolean | undefined) => (askConsent ? `/consent?redirect=${encodeURIComponent(target)}` : target);
