'use client';

import { parseCookies } from 'nookies';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useBrowserValue } from '@/lib/api-client/use-hydrated';
import useSWR from 'swr';
import { apiGet, apiPost, loginHrefFor, PERSONAL_API, PersonalApiError, type FavouriteKind } from '@/lib/api-client/personal-center';
import { LOGIN_COOKIE } from '@/lib/session/cookies';
import { useAccount } from './AccountProvider.client';
import { PC_TEXT } from './personal-text';
import styles from './FavouriteButton.module.css';

export type FavouriteButtonProps = {
  /** An article (default) or a housing project. */
  kind?: FavouriteKind;
  /** The article's contentId or the project's projectId. */
  contentId: number;
  title: string;
};

/**
 * A 收藏 click while signed out leads to sign-in and back; the intent waits in this tab's
 * sessionStorage so the favourite is completed on return (and only there, only once).
 */
const INTENT_KEY = 'bzf.favouriteIntent';

function intentOf(kind: FavouriteKind, id: number): string {
  return `${kind}:${id}`;
}

function takeIntent(kind: FavouriteKind, id: number): boolean {
  try {
    if (window.sessionStorage.getItem(INTENT_KEY) !== intentOf(kind, id)) return false;
    window.sessionStorage.removeItem(INTENT_KEY);
    return true;
  } catch {
    return false;
  }
}

function rememberIntent(kind: FavouriteKind, id: number): void {
  try {
    window.sessionStorage.setItem(INTENT_KEY, intentOf(kind, id));
  } catch {
    // Storage refused (private mode): the visitor clicks 收藏 once more after signing in.
  }
}

type State = { collected: boolean; id: number | null };

const noSubscription = () => () => undefined;
/** The readable `login` cookie says someone is signed in; the server answers the rest. */
const readSignedIn = () => parseCookies(null)[LOGIN_COOKIE] === 'true';

/**
 * 收藏 under an article title. Article pages are public and cached, so this leaf asks the API from
 * the browser: the server render is the same for everyone (a plain 「收藏」), and only a signed-in
 * browser then asks whether it is a favourite. Clicking toggles at once and rolls back on failure.
 */
export function FavouriteButton({ kind = 'article', contentId, title }: FavouriteButtonProps) {
  const cookieSaysSignedIn = useSyncExternalStore(noSubscription, readSignedIn, () => false);
  // The page-wide account state, when there is one, follows the start-up login and logout; the
  // cookie is only a first guess (it can be missing for a moment while the start-up login runs).
  const account = useAccount();
  const accountSaysSignedIn = account && account.status !== 'unknown' ? account.status === 'signedIn' : cookieSaysSignedIn;
  const loginHref = useBrowserValue(() => loginHrefFor(window.location), '/login');
  const [message, setMessage] = useState('');
  const [signedOut, setSignedOut] = useState(false);
  const intentChecked = useRef(false);
  const signedIn = accountSaysSignedIn && !signedOut;

  const key = signedIn ? (kind === 'project' ? PERSONAL_API.selectIfCollectProject(contentId) : PERSONAL_API.selectIfCollect(contentId)) : null;
  const { data, error, mutate } = useSWR<State, PersonalApiError>(key, apiGet, { revalidateOnFocus: true, shouldRetryOnError: false });

  // State adjusted while rendering (react.dev "you might not need an effect"): a 401 means signed
  // out; signed in again (start-up login, or the form in another tab) means ask afresh.
  const accountStatus = account?.status;
  const [seen, setSeen] = useState({ error, accountStatus });
  if (seen.error !== error || seen.accountStatus !== accountStatus) {
    setSeen({ error, accountStatus });
    if (seen.error !== error && error?.signedOut) setSignedOut(true);
    else if (seen.accountStatus !== accountStatus && accountStatus === 'signedIn') setSignedOut(false);
  }

  // Back from the sign-in this button led to: finish what the click asked for, once.
  useEffect(() => {
    if (!data || intentChecked.current) return;
    intentChecked.current = true;
    if (data.collected || !takeIntent(kind, contentId)) return;
    const add = async (): Promise<State> => {
      const added =
        kind === 'project'
          ? await apiPost<{ id: number }>(PERSONAL_API.insertProjectRecord, { projectId: contentId })
          : await apiPost<{ id: number }>(PERSONAL_API.insertRecord, { contentId });
      return { collected: true, id: added.id };
    };
    mutate(add, { populateCache: true, revalidate: false }).then(
      () => setMessage(PC_TEXT.favouriteAdded),
      (e: unknown) => setMessage(e instanceof Error ? e.message : PC_TEXT.signedOut),
    );
  }, [data, kind, contentId, mutate]);

  if (!signedIn) {
    return (
      <a className={styles.button} href={loginHref} title={PC_TEXT.favouriteHint} onClick={() => rememberIntent(kind, contentId)}>
        <StarIcon filled={false} />
        {PC_TEXT.favourite}
      </a>
    );
  }

  const collected = data?.collected ?? false;

  const toggle = async () => {
    if (!data) return;
    setMessage('');
    const next: State = collected ? { collected: false, id: null } : { collected: true, id: data.id };
    try {
      await mutate(
        async () => {
          if (data.collected && data.id !== null) {
            await apiPost(PERSONAL_API.favouriteBatch(kind), { ids: [data.id], deleted: true });
            return { collected: false, id: null };
          }
          const added =
            kind === 'project'
              ? await apiPost<{ id: number }>(PERSONAL_API.insertProjectRecord, { projectId: contentId })
              : await apiPost<{ id: number }>(PERSONAL_API.insertRecord, { contentId });
          return { collected: true, id: added.id };
        },
        { optimisticData: next, rollbackOnError: true, populateCache: true, revalidate: false },
      );
      setMessage(next.collected ? PC_TEXT.favouriteAdded : PC_TEXT.favouriteRemoved);
    } catch (e) {
      if (e instanceof PersonalApiError && e.signedOut) {
        setSignedOut(true);
        return;
      }
      setMessage(e instanceof Error ? e.message : PC_TEXT.signedOut);
    }
  };

  return (
    <span className={styles.wrap}>
      <button
        type="button"
        className={`${styles.button} ${collected ? styles.on : ''}`}
        aria-pressed={collected}
        aria-label={collected ? PC_TEXT.favouriteRemove(title) : PC_TEXT.favouriteAdd(title)}
        disabled={!data}
        aria-busy={!data && !error}
        onClick={toggle}
      >
        <StarIcon filled={collected} />
        {collected ? PC_TEXT.favourited : PC_TEXT.favourite}
      </button>
      <span className={styles.message} role="status">
        {message || (error && !error.signedOut ? error.message : '')}
      </span>
    </span>
  );
}

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
      <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" strokeLinejoin="round" />
    </svg>
  );
}
