'use client';

import { useCallback, useState } from 'react';
import { useOptionalNavigationState } from '@/components/navigation/NavigationState.client';
import { useAccount } from './AccountProvider.client';

/** What a logout needs beyond the button: loaded on the click, never with the page. */
const loadLogoutWork = () =>
  Promise.all([import('@/lib/api-client/account'), import('@/lib/api-client/clear-cookies'), import('@/components/recruitment/use-draft')]);

/**
 * Spec §4 logout: POST (form-encoded, same-origin; the HttpOnly cookie carries the token) so the
 * server revokes the session and expires its cookies; then the page clears every cookie it can
 * read, on this host and on the parent domain, and returns to /home with a full load (no state of
 * the signed-in page survives).
 */
export function useLogout(navigate: (path: string) => void = (p) => window.location.assign(p)) {
  const account = useAccount();
  const nav = useOptionalNavigationState();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const run = useCallback(async () => {
    setPending(true);
    setFailed(false);
    let work: Awaited<ReturnType<typeof loadLogoutWork>>;
    try {
      work = await loadLogoutWork();
    } catch {
      // The code could not be fetched (offline): the session is untouched, say so.
      setPending(false);
      setFailed(true);
      return;
    }
    const [{ logout }, { clearReadableCookies }, { clearLocalDrafts }] = work;
    const result = await logout();
    // Unreachable server: the session is still live there, so do not pretend it ended.
    if (result.status === 0) {
      setPending(false);
      setFailed(true);
      return;
    }
    clearReadableCookies({ parentDomain: account?.parentDomain });
    // Unsent resume text must not wait for the next person on a shared computer.
    clearLocalDrafts();
    account?.markSignedOut();
    nav?.setIframeSrc(null);
    navigate('/home');
  }, [account, nav, navigate]);

  return { logout: run, pending, failed };
}
