'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { PHONE_QUERY } from '@/lib/styles/theme';
import { T } from './strings';
import styles from './Pagination.module.css';

export type PhoneLoadMoreProps = {
  /** The next page's link (the pager's 下一页), or null on the last page. */
  nextHref: string | null;
  pageNum: number;
  pages: number;
};

/** The list of a fetched page: the one element marked data-grow-list. */
export const GROW_LIST_SELECTOR = '[data-grow-list]';
const NEXT_LINK_SELECTOR = 'nav[data-pager] a[rel="next"]';

type Chunk = { page: number; html: string };

/**
 * On a phone-width screen (spec §2, ≤ 769 px) the list grows when the reader reaches its end: the
 * next page's HTML (the same cached page the pager links to) is fetched and its list appended. The
 * numbered pager stays in the HTML for crawlers and browsers without scripts; it is hidden only
 * while this is active.
 */
export function PhoneLoadMore({ nextHref, pageNum, pages }: PhoneLoadMoreProps) {
  const [active, setActive] = useState(false);
  const [chunks, setChunks] = useState<Chunk[]>([]);
  const [next, setNext] = useState(nextHref);
  const [lastPage, setLastPage] = useState(pageNum);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const sentinel = useRef<HTMLDivElement>(null);
  const busy = useRef(false);

  useEffect(() => {
    if (typeof window.IntersectionObserver !== 'function' || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(PHONE_QUERY);
    const update = () => setActive(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  const load = useCallback(async () => {
    if (!next || busy.current) return;
    busy.current = true;
    setState('loading');
    try {
      const response = await fetch(next, { credentials: 'same-origin', headers: { accept: 'text/html' } });
      if (!response.ok) throw new Error(String(response.status));
      const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
      const list = doc.querySelector(GROW_LIST_SELECTOR);
      if (!list) throw new Error('no list');
      const page = lastPage + 1;
      setChunks((c) => [...c, { page, html: list.outerHTML }]);
      setLastPage(page);
      setNext(doc.querySelector(NEXT_LINK_SELECTOR)?.getAttribute('href') ?? null);
      setState('idle');
    } catch {
      setState('error');
    } finally {
      busy.current = false;
    }
  }, [next, lastPage]);

  useEffect(() => {
    const target = sentinel.current;
    if (!active || !next || state !== 'idle' || !target) return;
    const near = () => target.getBoundingClientRect().top < window.innerHeight + 300;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void load();
    }, { rootMargin: '0px 0px 300px 0px' });
    observer.observe(target);
    // A fast fling to the footer jumps over the end of the list without ever intersecting it.
    const onScroll = () => {
      if (near()) void load();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [active, next, state, load]);

  if (!active) return null;
  return (
    <div className={styles.grow} data-growing="true">
      {chunks.map((c) => (
        // Our own page's server-rendered list, fetched from this origin.
        <div key={c.page} data-grown-page={c.page} dangerouslySetInnerHTML={{ __html: c.html }} />
      ))}
      <p className={styles.summary} role="status" aria-live="polite">
        {state === 'loading' ? T.growLoading(lastPage + 1) : state === 'error' ? T.growError : next ? T.growShown(lastPage, pages) : T.growAll(pages)}
      </p>
      {next && state !== 'loading' ? (
        <button type="button" className={styles.more} onClick={() => void load()}>
          {state === 'error' ? T.growRetry : T.growMore}
        </button>
      ) : null}
      <div ref={sentinel} aria-hidden="true" className={styles.sentinel} />
    </div>
  );
}
