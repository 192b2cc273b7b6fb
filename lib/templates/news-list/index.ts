import type { ContentSummary, Page } from '@/lib/cms/types';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { columnHasFeed, feedPath } from '@/lib/feeds/feeds';
import { DEFAULT_PAGE_SIZE } from '@/lib/navigation/pagination';
import { QUERY_MAX } from '@/lib/search/tokens.mjs';
import { readDateRange } from '@/lib/search/dates';
import { loadListPage } from '../column-list';
import { canonicalPath, columnDescription, columnLabel } from '../column-meta';
import { loadTemplatePage, type TemplatePageState } from '../column-state';
import { defineTemplate } from '../define';
import { toUrlSearchParams } from '../types';
import { newsListKeys } from './keys';

/** The list's keyword and date filters: as applied, as typed, and messages for the fields. */
export type NewsListFilter = {
  keyword: string;
  from: string | null;
  to: string | null;
  typed: { keyword: string; from: string; to: string };
  errors: Partial<Record<'from' | 'to', string>>;
  active: boolean;
};

export type NewsListData = { state: TemplatePageState; page: Page<ContentSummary> | null; filter: NewsListFilter };

export function readNewsListFilter(get: (name: string) => string | null): NewsListFilter {
  const keyword = [...(get('keyword') ?? '').trim()].slice(0, QUERY_MAX).join('');
  const { range, errors, typed } = readDateRange(get);
  return { keyword, ...range, typed: { keyword, ...typed }, errors, active: keyword !== '' || range.from !== null || range.to !== null };
}

/** Paged list of the column's published contents (and its descendants'), filtered by keyword and dates when asked. */
export const newsList = defineTemplate<NewsListData>({
  ...newsListKeys,
  async load(req) {
    const state = await loadTemplatePage(req.routePath, 'news-list', req.searchParams);
    const params = toUrlSearchParams(req.searchParams);
    const filter = readNewsListFilter((n) => params.get(n));
    const page = state.column ? await loadListPage(state.column, req.searchParams, DEFAULT_PAGE_SIZE, filter) : null;
    return { state, page, filter };
  },
  metadata(req, { state, page, filter }) {
    const label = columnLabel(req, state);
    const description = columnDescription(req, state);
    if (!page) return pageMetadata({ title: label, description, path: req.routePath });
    const pageNum = page.pageNum > 1 ? page.pageNum : undefined;
    const base = pageMetadata({ title: pageNum ? `${label}（第${pageNum}页）` : label, description, path: canonicalPath(req, state, { pageNum }) });
    // The column's feeds (lib/feeds/feeds.ts), where it has something published: <link rel="alternate">.
    const column = state.column;
    const meta =
      column && page.total > 0 && columnHasFeed(column)
        ? {
            ...base,
            alternates: {
              ...base.alternates,
              types: {
                'application/rss+xml': [{ url: absoluteUrl(feedPath(column.key, 'rss')), title: `${label} RSS` }],
                'application/atom+xml': [{ url: absoluteUrl(feedPath(column.key, 'atom')), title: `${label} Atom` }],
              },
            },
          }
        : base;
    // A filtered list shows what the visitor typed: not indexed, its URL not sent on.
    return filter.active ? { ...meta, robots: { index: false, follow: true }, referrer: 'no-referrer' } : meta;
  },
});
