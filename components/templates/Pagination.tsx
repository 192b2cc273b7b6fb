import { toQueryString } from '@/lib/navigation/paths';
import { clampPageNum, pageWindow } from '@/lib/navigation/pagination';
import { PhoneLoadMore } from './PhoneLoadMore.client';
import { T } from './strings';
import styles from './Pagination.module.css';

export type PaginationProps = {
  pageNum: number;
  pages: number;
  total?: number;
  /** Path of the list, e.g. "/t3/news_list". */
  pathname: string;
  /** Query kept on every link (col1..col4, special, keyword…); pageNum is replaced. */
  query: Record<string, string | undefined>;
  /**
   * A long public list (notices, news, projects, posts): on a phone it grows at the bottom instead
   * (./PhoneLoadMore.client.tsx); the list must carry data-grow-list.
   */
  growOnPhone?: boolean;
};

/** Server-rendered pager: plain links, so it works without JavaScript and crawlers follow it. */
export function Pagination({ pageNum, pages, total, pathname, query, growOnPhone = false }: PaginationProps) {
  if (pages <= 1) return null;
  const current = clampPageNum(pageNum, pages);
  const href = (n: number) => `${pathname}${toQueryString({ ...query, pageNum: n === 1 ? undefined : n })}`;
  const edge = (label: string, target: number, disabled: boolean, rel?: 'prev' | 'next') =>
    disabled ? (
      <span className={`${styles.item} ${styles.disabled}`} aria-disabled="true">
        {label}
      </span>
    ) : (
      <a className={styles.item} href={href(target)} rel={rel}>
        {label}
      </a>
    );

  return (
    <>
      {/* Keyed by the page shown: a new filter or page starts a new growing list. */}
      {growOnPhone ? <PhoneLoadMore key={href(current)} nextHref={current < pages ? href(current + 1) : null} pageNum={current} pages={pages} /> : null}
      <nav className={styles.pagination} aria-label={T.pagination} data-pager="">
        <ul className={styles.list}>
          <li className={styles.wideOnly}>{edge(T.first, 1, current === 1)}</li>
          <li>{edge(T.prev, current - 1, current === 1, 'prev')}</li>
          {pageWindow(current, pages).map((item) =>
            item.type === 'gap' ? (
              <li key={item.key} className={styles.gap} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item.page}>
                <a
                  className={`${styles.item} ${item.page === current ? styles.current : ''}`}
                  href={href(item.page)}
                  aria-current={item.page === current ? 'page' : undefined}
                  aria-label={T.pageN(item.page)}
                >
                  {item.page}
                </a>
              </li>
            ),
          )}
          <li>{edge(T.next, current + 1, current === pages, 'next')}</li>
          <li className={styles.wideOnly}>{edge(T.last, pages, current === pages)}</li>
        </ul>
        {total !== undefined && <p className={styles.summary}>{T.pageSummary(current, pages, total)}</p>}
      </nav>
    </>
  );
}
