'use client';

import { lazy, Suspense, useCallback, useState, useSyncExternalStore } from 'react';
import { useBrowserValue } from '@/lib/api-client/use-hydrated';
import { readCookie } from '@/lib/api-client/read-cookie';
import type { FavouriteKind } from '@/lib/api-client/personal-center';
import { LOGIN_COOKIE } from '@/lib/session/cookies';
import { useAccount } from './AccountProvider.client';
import { rememberFavouriteIntent } from './favourite-intent';
import { FAVOURITE_TEXT as T } from './favourite-text';
import { StarIcon } from './StarIcon';
import styles from './FavouriteButton.module.css';

export type FavouriteButtonProps = {
  /** An article (default) or a housing project. */
  kind?: FavouriteKind;
  /** The article's contentId or the project's projectId. */
  contentId: number;
  title: string;
};

// Loaded only once the browser is signed in: anonymous readers never download SWR or the API calls.
const FavouriteToggle = lazy(() => import('./FavouriteToggle.client').then((m) => ({ default: m.FavouriteToggle })));

const noSubscription = () => () => undefined;
/** The readable `login` cookie says someone is signed in; the server answers the rest. */
const readSignedIn = () => readCookie(LOGIN_COOKIE) === 'true';

/** /login that comes back to where the visitor is now (path + query of this same origin). */
const loginHrefHere = () => `/login?redirect=${encodeURIComponent(`${window.location.pathname}${window.location.search}`)}`;

/**
 * 收藏 under an article title. Article pages are public and cached, so this leaf asks the API from
 * the browser: the server render is the same for everyone (a plain 「收藏」 link to sign-in), and
 * only a signed-in browser then loads the toggle, which asks whether it is a favourite.
 */
export function FavouriteButton({ kind = 'article', contentId, title }: FavouriteButtonProps) {
  const cookieSaysSignedIn = useSyncExternalStore(noSubscription, readSignedIn, () => false);
  // The page-wide account state, when there is one, follows the start-up login and logout; the
  // cookie is only a first guess (it can be missing for a moment while the start-up login runs).
  const account = useAccount();
  const accountSaysSignedIn = account && account.status !== 'unknown' ? account.status === 'signedIn' : cookieSaysSignedIn;
  const loginHref = useBrowserValue(loginHrefHere, '/login');
  const [signedOut, setSignedOut] = useState(false);
  const markSignedOut = useCallback(() => setSignedOut(true), []);

  // Signed in again (start-up login, or the form in another tab): ask afresh (state adjusted while rendering).
  const accountStatus = account?.status;
  const [seenStatus, setSeenStatus] = useState(accountStatus);
  if (seenStatus !== accountStatus) {
    setSeenStatus(accountStatus);
    if (accountStatus === 'signedIn') setSignedOut(false);
  }

  if (!accountSaysSignedIn || signedOut) {
    return (
      <a className={styles.button} href={loginHref} title={T.favouriteHint} onClick={() => rememberFavouriteIntent(kind, contentId)}>
        <StarIcon filled={false} />
        {T.favourite}
      </a>
    );
  }

  const waiting = (
    <span className={styles.wrap}>
      <button type="button" className={styles.button} disabled aria-busy="true">
        <StarIcon filled={false} />
        {T.favourite}
      </button>
    </span>
  );
  return (
    <Suspense fallback={waiting}>
      <FavouriteToggle kind={kind} contentId={contentId} title={title} onSignedOut={markSignedOut} />
    </Suspense>
  );
}
