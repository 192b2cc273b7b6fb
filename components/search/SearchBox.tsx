'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import { SearchIcon } from '@/components/layout/icons';
import { SITE_SEARCH_PATH } from '@/lib/navigation/paths';
import { QUERY_MAX } from '@/lib/search/query-max.mjs';
import type { SearchSuggestProps } from './SearchSuggest.client';
import { SEARCH_BOX_TEXT as T } from './box-text';
import styles from './SearchBox.module.css';

export type SearchBoxProps = {
  /** Unique per page: the header and the phone drawer each render one. */
  id: string;
  variant: 'header' | 'drawer';
};

/**
 * The site-wide search box: a plain GET form to /t1/search, no JavaScript needed (in the HTML of
 * every page; imports nothing heavy, as the header renders it in the browser too). The suggestions
 * (./SearchSuggest.client.tsx) are fetched the first time the box gets focus, so a page that nobody
 * searches from carries only these few lines of them.
 */
export function SearchBox({ id, variant }: SearchBoxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [Suggest, setSuggest] = useState<ComponentType<SearchSuggestProps> | null>(null);
  const loading = useRef(false);
  const enhance = () => {
    if (loading.current) return;
    loading.current = true;
    // A failed load (offline) leaves the plain form, which still works.
    import('./SearchSuggest.client').then(
      (m) => setSuggest(() => m.SearchSuggest),
      () => {
        loading.current = false;
      },
    );
  };
  // Focused before the page's script ran (a quick tap, autofocus): the focus event was missed.
  useEffect(() => {
    // Once, after hydration.
    if (document.activeElement === inputRef.current) enhance();
  }, []);
  return (
    <form className={`${styles.box} ${styles[variant]}`} method="get" action={SITE_SEARCH_PATH} role="search" aria-label={T.boxLabel}>
      <label className="visually-hidden" htmlFor={id}>
        {T.boxLabel}
      </label>
      <input
        ref={inputRef}
        id={id}
        className={styles.input}
        type="search"
        name="keyword"
        placeholder={T.boxPlaceholder}
        maxLength={QUERY_MAX}
        enterKeyHint="search"
        autoComplete="off"
        required
        onFocus={enhance}
      />
      <button className={styles.submit} type="submit">
        <SearchIcon size={18} />
        <span>{T.submit}</span>
      </button>
      {Suggest ? <Suggest inputRef={inputRef} listId={`${id}-suggestions`} /> : null}
    </form>
  );
}
