import { SearchIcon } from '@/components/layout/icons';
import { SITE_SEARCH_PATH } from '@/lib/navigation/paths';
import { QUERY_MAX } from '@/lib/search/query-max.mjs';
import { SEARCH_TEXT as T } from './text';
import styles from './SearchBox.module.css';

export type SearchBoxProps = {
  /** Unique per page: the header and the phone drawer each render one. */
  id: string;
  variant: 'header' | 'drawer';
};

/** The site-wide search box: a plain GET form to /t1/search, no JavaScript needed (in the HTML of every page; imports nothing heavy, as the header renders it in the browser too). */
export function SearchBox({ id, variant }: SearchBoxProps) {
  return (
    <form className={`${styles.box} ${styles[variant]}`} method="get" action={SITE_SEARCH_PATH} role="search" aria-label={T.boxLabel}>
      <label className="visually-hidden" htmlFor={id}>
        {T.boxLabel}
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        name="keyword"
        placeholder={T.boxPlaceholder}
        maxLength={QUERY_MAX}
        enterKeyHint="search"
        autoComplete="off"
        required
      />
      <button className={styles.submit} type="submit">
        <SearchIcon size={18} />
        <span>{T.submit}</span>
      </button>
    </form>
  );
}
