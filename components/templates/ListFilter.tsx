import { QUERY_MAX } from '@/lib/search/tokens.mjs';
import type { NewsListFilter } from '@/lib/templates/news-list';
import { T } from './strings';
import styles from './ListFilter.module.css';

export type ListFilterProps = {
  filter: NewsListFilter;
  /** Path the form submits to (GET). */
  action: string;
  /** The column trail the list keeps (col1..col4, special): hidden fields. */
  hidden: Record<string, string | undefined>;
  /** The list without filters. */
  resetHref: string;
  total: number | null;
};

/** Keyword and date filters of a news or notice list: a plain GET form, errors at their fields. */
export function ListFilter({ filter, action, hidden, resetHref, total }: ListFilterProps) {
  const { typed, errors } = filter;
  return (
    <>
      <form className={styles.form} method="get" action={action} role="search" aria-label={T.listFilter}>
        {Object.entries(hidden).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
        <div className={`${styles.control} ${styles.keyword}`}>
          <label htmlFor="list-keyword">{T.listKeyword}</label>
          <input id="list-keyword" className={styles.input} type="search" name="keyword" defaultValue={typed.keyword} maxLength={QUERY_MAX} placeholder={T.listKeywordPlaceholder} enterKeyHint="search" />
        </div>
        <div className={styles.control}>
          <label htmlFor="list-from">{T.listFrom}</label>
          <input
            id="list-from"
            className={styles.input}
            type="date"
            name="from"
            min="2000-01-01"
            max="2099-12-31"
            defaultValue={typed.from}
            aria-invalid={errors.from ? true : undefined}
            aria-describedby={errors.from ? 'list-from-error' : undefined}
          />
          {errors.from ? (
            <p id="list-from-error" className={styles.error}>
              {errors.from}
            </p>
          ) : null}
        </div>
        <div className={styles.control}>
          <label htmlFor="list-to">{T.listTo}</label>
          <input
            id="list-to"
            className={styles.input}
            type="date"
            name="to"
            min="2000-01-01"
            max="2099-12-31"
            defaultValue={typed.to}
            aria-invalid={errors.to ? true : undefined}
            aria-describedby={errors.to ? 'list-to-error' : undefined}
          />
          {errors.to ? (
            <p id="list-to-error" className={styles.error}>
              {errors.to}
            </p>
          ) : null}
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.submit}>
            {T.listSubmit}
          </button>
          {filter.active ? (
            <a href={resetHref} className={styles.reset}>
              {T.listReset}
            </a>
          ) : null}
        </div>
      </form>
      {filter.active && total !== null ? (
        <p className={styles.summary} role="status">
          {T.listResults(total)}
        </p>
      ) : null}
    </>
  );
}
