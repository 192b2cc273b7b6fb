/**
 * The site search's parameters (/t1/search, the search API, and the date filters of the news and
 * notice lists). The page is lenient — a value it cannot use is named at its field and left out — the
 * API strict (400 naming the parameter). Any characters are a query; only its length is bounded.
 */
import { z } from './zod';
import { KIND_CODES, KIND_LABELS, isSearchKind, type SearchKind } from '@/lib/search/kinds';
import { SEARCH_PAGE_MAX, SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE_MAX, SEARCH_SORTS, type SearchSort } from '@/lib/search/limits';
import type { SearchInput } from '@/lib/search/search';
import { QUERY_MAX } from '@/lib/search/tokens.mjs';
import { DATE_MSG, isDay, readDateRange } from '@/lib/search/dates';
import { SITE_SEARCH_PATH } from '@/lib/navigation/paths';
import { optionalInt, strictInput } from './common';

export { isDay, readDateRange };

export { SITE_SEARCH_PATH };
export const SEARCH_QUERY_PARAMS = ['keyword', 'kind', 'from', 'to', 'sort', 'pageNum', 'exact'] as const;
export type SearchField = 'keyword' | 'kind' | 'from' | 'to' | 'sort';

export const SEARCH_MSG = {
  tooLong: `关键词不能超过 ${QUERY_MAX} 个字，已按前 ${QUERY_MAX} 个字查询`,
  tooLongApi: `不能超过 ${QUERY_MAX} 个字符`,
  ...DATE_MSG,
  kind: `须为 ${KIND_CODES.join('、')} 之一`,
  sort: '须为 relevance（相关度）或 date（时间）',
  keywordRequired: '请输入要搜索的关键词',
} as const;

export type SiteSearchRequest = {
  input: Required<Pick<SearchInput, 'query' | 'sort' | 'pageNum'>> & { kind: SearchKind | null; from: string | null; to: string | null };
  /** 仍然搜索: the query as typed, without a correction (exact=1). */
  exact: boolean;
  /** The values as typed, to fill the form again. */
  typed: Record<SearchField, string>;
  errors: Partial<Record<SearchField, string>>;
};

/** The results page's reading of its query string. */
export function readSiteSearch(get: (name: string) => string | null): SiteSearchRequest {
  const rawKeyword = (get('keyword') ?? '').trim();
  const chars = [...rawKeyword];
  const keyword = chars.slice(0, QUERY_MAX).join('');
  const errors: Partial<Record<SearchField, string>> = {};
  if (chars.length > QUERY_MAX) errors.keyword = SEARCH_MSG.tooLong;
  const kindRaw = (get('kind') ?? '').trim();
  const kind = isSearchKind(kindRaw) ? kindRaw : null;
  const sort: SearchSort = get('sort') === 'date' ? 'date' : 'relevance';
  const pageRaw = Number(get('pageNum'));
  const pageNum = Number.isInteger(pageRaw) && pageRaw >= 1 ? Math.min(pageRaw, SEARCH_PAGE_MAX) : 1;
  const dates = readDateRange(get);
  Object.assign(errors, dates.errors);
  return {
    input: { query: keyword, kind, sort, pageNum, ...dates.range },
    exact: get('exact') === '1',
    typed: { keyword, kind: kind ?? '', from: dates.typed.from, to: dates.typed.to, sort },
    errors,
  };
}

const optionalDay = z
  .string()
  .trim()
  .optional()
  .refine((v) => v === undefined || v === '' || isDay(v), { error: SEARCH_MSG.day })
  .transform((v) => (v ? v : null));

/** GET /api/bzf-portal-cms/search: strict. */
export const siteSearchApiSchema = strictInput({
  keyword: z
    .string({ error: SEARCH_MSG.keywordRequired })
    .trim()
    .min(1, { error: SEARCH_MSG.keywordRequired })
    .refine((v) => [...v].length <= QUERY_MAX, { error: SEARCH_MSG.tooLongApi }),
  kind: z
    .string()
    .trim()
    .optional()
    .refine((v) => v === undefined || v === '' || isSearchKind(v), { error: SEARCH_MSG.kind })
    .transform((v) => (v && isSearchKind(v) ? v : null)),
  from: optionalDay,
  to: optionalDay,
  sort: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || (SEARCH_SORTS as readonly string[]).includes(v), { error: SEARCH_MSG.sort })
    .transform((v): SearchSort => (v === 'date' ? 'date' : 'relevance')),
  pageNum: optionalInt(1, SEARCH_PAGE_MAX, 1),
  pageSize: optionalInt(1, SEARCH_PAGE_SIZE_MAX, SEARCH_PAGE_SIZE),
}).superRefine((q, ctx) => {
  if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: SEARCH_MSG.order });
});

/** GET /api/bzf-portal-cms/search/suggest: what is typed so far in the search box. */
export const searchSuggestSchema = strictInput({
  keyword: z
    .string({ error: SEARCH_MSG.keywordRequired })
    .trim()
    .min(1, { error: SEARCH_MSG.keywordRequired })
    .refine((v) => [...v].length <= QUERY_MAX, { error: SEARCH_MSG.tooLongApi }),
});

/** The kinds as the filter offers them. */
export const KIND_OPTIONS = KIND_CODES.map((code) => ({ code, label: KIND_LABELS[code] }));
