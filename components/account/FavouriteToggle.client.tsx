'use client';

import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { apiGet, apiPost, PERSONAL_API, PersonalApiError, type FavouriteKind } from '@/lib/api-client/personal-center';
import { takeFavouriteIntent } from './favourite-intent';
import { PC_TEXT } from './personal-text';
import styles from './FavouriteButton.module.css';
import { StarIcon } from './StarIcon';

type State = { collected: boolean; id: number | null };

export type FavouriteToggleProps = {
  kind: FavouriteKind;
  contentId: number;
  title: string;
  /** The API said the session is gone (401): the button goes back to the sign-in link. */
  onSignedOut: () => void;
};

/**
 * The signed-in half of 收藏 (loaded by FavouriteButton only for a signed-in browser, so SWR and
 * the favourites API never ship to anonymous readers): asks whether this is a favourite, toggles at
 * once on click and rolls back on failure.
 */
export function FavouriteToggle({ kind, contentId, title, onSignedOut }: FavouriteToggleProps) {
  const [message, setMessage] = useState('');
  const intentChecked = useRef(false);
  const key = kind === 'project' ? PERSONAL_API.selectIfCollectProject(contentId) : PERSONAL_API.selectIfCollect(contentId);
  const { data, error, mutate } = useSWR<State, PersonalApiError>(key, apiGet, { revalidateOnFocus: true, shouldRetryOnError: false });

  useEffect(() => {
    if (error?.signedOut) onSignedOut();
  }, [error, onSignedOut]);

  // Back from the sign-in this button led to: finish what the click asked for, once.
  useEffect(() => {
    if (!data || intentChecked.current) return;
    intentChecked.current = true;
    if (data.collected || !takeFavouriteIntent(kind, contentId)) return;
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
        onSignedOut();
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
