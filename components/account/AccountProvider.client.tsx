'use client';

/**
 * Who is signed in, as far as the page knows (spec §3 showNumber / login). The truth is the
 * HttpOnly session cookie on the server; the page only shows the readable showNumber / login
 * cookies and what the start-up login, the form and logout report. The server always renders the
 * anonymous state (content pages never read the session, so they stay cacheable); the client
 * switches after hydration.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readCookie } from '@/lib/api-client/read-cookie';
import { useBrowserValue } from '@/lib/api-client/use-hydrated';
import { EMPTY_RENT_CENTER_CONFIG, type RentCenterConfig } from '@/lib/register/rent-center';

export type AccountStatus = 'unknown' | 'signedIn' | 'signedOut';

export type AccountContextValue = {
  status: AccountStatus;
  /** Masked mobile, e.g. 138****8000. */
  showNumber: string | null;
  /** COOKIE_PARENT_DOMAIN, for clearing cookies on logout. */
  parentDomain: string | null;
  rentCenter: RentCenterConfig;
  /** Unread 站内信 of the signed-in user (0 until asked, or when the answer did not come). */
  unread: number;
  markSignedIn: (showNumber: string) => void;
  markSignedOut: () => void;
};

const AccountContext = createContext<AccountContextValue | null>(null);

/** The readable cookies' view: signed in when login is "true" and a masked number is present. */
export function readDisplayCookies(): { showNumber: string } | null {
  const showNumber = readCookie('showNumber');
  return readCookie('login') === 'true' && showNumber ? { showNumber } : null;
}

export type AccountProviderProps = {
  children: ReactNode;
  parentDomain?: string | null;
  rentCenter?: RentCenterConfig;
};

export function AccountProvider({ children, parentDomain = null, rentCenter = EMPTY_RENT_CENTER_CONFIG }: AccountProviderProps) {
  // What the start-up login, the form or logout reported; until then, what the readable cookies say.
  const [reported, setState] = useState<{ status: AccountStatus; showNumber: string | null } | null>(null);
  const cookieNumber = useBrowserValue(() => readDisplayCookies()?.showNumber ?? null, null);
  const state = useMemo(
    () => reported ?? (cookieNumber ? { status: 'signedIn' as const, showNumber: cookieNumber } : { status: 'unknown' as const, showNumber: null }),
    [reported, cookieNumber],
  );

  const unread = useUnreadCount(state.status === 'signedIn');

  const value = useMemo<AccountContextValue>(
    () => ({
      ...state,
      parentDomain,
      rentCenter,
      unread,
      markSignedIn: (showNumber) => setState({ status: 'signedIn', showNumber }),
      markSignedOut: () => setState({ status: 'signedOut', showNumber: null }),
    }),
    [state, parentDomain, rentCenter, unread],
  );
  return <AccountContext.Provider value={value}>{children}</AccountContext.Provider>;
}

/**
 * The header's count of unread 站内信 (issue #28 part 3): asked once per page a signed-in citizen
 * opens (the page itself is cached for everyone, so the count cannot be in its HTML). Plain fetch,
 * not the API client: this runs on every page, and a failed count is simply not shown.
 */
function useUnreadCount(signedIn: boolean): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    fetch('/api/bzf-portal-case/messages/unreadCount', { cache: 'no-store' })
      .then((r) => r.json())
      .then((j: { data?: { count?: unknown } }) => live && setCount(Number(j.data?.count) || 0))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [signedIn]);
  return signedIn ? count : 0;
}

/** The account state, or null outside <AccountProvider> (leaves that also render standalone). */
export function useAccount(): AccountContextValue | null {
  return useContext(AccountContext);
}
