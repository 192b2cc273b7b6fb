'use client';

import Link from 'next/link';
import { useState } from 'react';
import useSWR from 'swr';
import { apiGet, apiPost, PERSONAL_API, PersonalApiError, type FavouriteKind } from '@/lib/api-client/personal-center';
import type { Page } from '@/lib/cms/types';
import { PC_TEXT } from './personal-text';
import styles from './FavouriteList.module.css';
// The personal centre's one empty state (its record tables show the same).
import frame from './PersonalCenter.module.css';

export type FavouriteItem = { id: number; title: string; href: string; publishAt?: string; collectedAt: string };

type ApiRecord = { id: number; title?: string; projectName?: string; href: string; publishAt?: string; collectedAt: string };

export type FavouriteListProps = {
  kind: FavouriteKind;
  pageSize: number;
  /** First page as the server rendered it (SWR fallback: no flicker, no second request). */
  initial: Page<unknown>;
  items: FavouriteItem[];
};

const toItem = (r: ApiRecord): FavouriteItem => ({
  id: r.id,
  title: r.title ?? r.projectName ?? '',
  href: r.href,
  publishAt: r.publishAt,
  collectedAt: r.collectedAt,
});

const day = (iso?: string) => (iso ? new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date(iso)) : '');

/** 我的收藏: a page of favourites with checkboxes, select all, batch removal (with undo) and an empty state. */
export function FavouriteList({ kind, pageSize, initial, items }: FavouriteListProps) {
  const [pageNum, setPageNum] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [notice, setNotice] = useState<{ text: string; undo?: number[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const key = PERSONAL_API.favouritePage(kind, pageNum, pageSize);
  const fallback = pageNum === 1 ? { ...initial, records: items } : undefined;
  const { data, mutate } = useSWR<Page<FavouriteItem>>(
    key,
    async (url: string) => {
      const page = await apiGet<Page<ApiRecord>>(url);
      return { ...page, records: page.records.map(toItem) };
    },
    { fallbackData: fallback as Page<FavouriteItem> | undefined, revalidateOnMount: pageNum !== 1, revalidateOnFocus: true },
  );

  const records = data?.records ?? [];
  const allChecked = records.length > 0 && records.every((r) => selected.has(r.id));

  const update = async (ids: number[], deleted: boolean) => {
    setBusy(true);
    try {
      await apiPost(PERSONAL_API.favouriteBatch(kind), { ids, deleted });
      setSelected(new Set());
      setNotice(deleted ? { text: PC_TEXT.removed(ids.length), undo: ids } : { text: PC_TEXT.restored });
      const fresh = await mutate();
      if (fresh && fresh.records.length === 0 && pageNum > 1) setPageNum(pageNum - 1);
    } catch (e) {
      setNotice({ text: e instanceof PersonalApiError && e.signedOut ? PC_TEXT.signedOut : e instanceof Error ? e.message : '' });
    } finally {
      setBusy(false);
    }
  };

  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const status = (
    <p className={styles.notice} role="status">
      {notice?.text}
      {notice?.undo ? (
        <button type="button" className={styles.linkButton} onClick={() => update(notice.undo!, false)} disabled={busy}>
          {PC_TEXT.undo}
        </button>
      ) : null}
    </p>
  );

  if (data && data.total === 0) {
    const article = kind === 'article';
    return (
      <div className={frame.empty}>
        {status}
        <p className={frame.emptyTitle}>{article ? PC_TEXT.emptyArticles : PC_TEXT.emptyProjects}</p>
        <p className={frame.emptyHint}>{article ? PC_TEXT.emptyArticlesHint : PC_TEXT.emptyProjectsHint}</p>
        <Link href={article ? '/t3/news_list' : '/t1/xmzs'}>{article ? PC_TEXT.emptyArticlesLink : PC_TEXT.emptyProjectsLink}</Link>
      </div>
    );
  }

  return (
    <div>
      <div className={styles.toolbar}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={allChecked}
            onChange={() => setSelected(allChecked ? new Set() : new Set(records.map((r) => r.id)))}
            disabled={records.length === 0}
          />
          {PC_TEXT.selectAll}
        </label>
        <button type="button" className={styles.remove} disabled={selected.size === 0 || busy} onClick={() => update([...selected], true)}>
          {PC_TEXT.removeSelected(selected.size)}
        </button>
      </div>
      {status}
      <ul className={styles.list}>
        {records.map((r) => (
          <li key={r.id} className={styles.item}>
            <input type="checkbox" checked={selected.has(r.id)} onChange={() => toggle(r.id)} aria-label={PC_TEXT.selectItem(r.title)} />
            <div className={styles.body}>
              <a className={styles.title} href={r.href}>
                {r.title}
              </a>
              <span className={styles.meta}>
                {r.publishAt ? (
                  <span>
                    {PC_TEXT.publishedAt} <time dateTime={r.publishAt}>{day(r.publishAt)}</time>
                  </span>
                ) : null}
                <span>
                  {PC_TEXT.collectedAt} <time dateTime={r.collectedAt}>{day(r.collectedAt)}</time>
                </span>
              </span>
            </div>
          </li>
        ))}
      </ul>
      {data && data.pages > 1 ? (
        <nav className={styles.pager} aria-label="分页">
          <button type="button" disabled={pageNum <= 1} onClick={() => setPageNum(pageNum - 1)}>
            {PC_TEXT.prev}
          </button>
          <span>{PC_TEXT.pageSummary(data.pageNum, data.pages, data.total)}</span>
          <button type="button" disabled={pageNum >= data.pages} onClick={() => setPageNum(pageNum + 1)}>
            {PC_TEXT.next}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
