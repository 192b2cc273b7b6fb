import { cache } from 'react';
import { and, asc, count, desc, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { columns, contents } from '@/lib/db/schema';
import { indexedKeywordMatch, indexedPartialMatch, publishedBetween } from '@/lib/search/content-match';
import { INT32_MAX, KEYWORD_MAX } from '@/lib/validation/common';
import { findColumn, listSubtreeKeys, listVisibleColumnKeys } from './columns';
import { clampLimit, emptyPage, normalisePaging, toPage } from './paging';
import type { Attachment, ContentDetail, ContentSummary, HomePageBlock, Page } from './types';

export type ListContentsInput = {
  columnKey: string;
  /** Include the contents of every column beneath columnKey (default true). */
  includeDescendants?: boolean;
  pageNum?: number;
  pageSize?: number;
  keyword?: string;
  /** Published on or after / on or before these Shanghai days (YYYY-MM-DD). */
  from?: string | null;
  to?: string | null;
  /**
   * 'partial': contents holding any word of the keyword, those holding more of it first — the
   * fallback a caller asks for when no content holds every word (the help centre). Default 'all'.
   */
  match?: KeywordMode;
};

export type KeywordMode = 'all' | 'partial';

export type SearchContentsInput = { keyword: string; pageNum?: number; pageSize?: number };

export type SitemapEntry = { id: number; columnKey: string; route: string; publishAt: string };

export const HOME_LIMIT_MAX = 50;
/** The sitemap protocol's limit for one file. */
export const SITEMAP_MAX = 50_000;

/** Visible to visitors: published, and not scheduled for later. */
const isLive = () => and(eq(contents.status, 'published'), lte(contents.publishAt, sql`now()`));

/** List order everywhere: pinned first, then newest; id breaks ties so paging is stable. */
const listOrder = () => [desc(contents.pinned), desc(contents.publishAt), desc(contents.id)];

const summaryFields = {
  id: contents.id,
  columnKey: contents.columnKey,
  columnLabel: columns.label,
  title: contents.title,
  summary: contents.summary,
  coverUrl: contents.coverUrl,
  source: contents.source,
  publishAt: contents.publishAt,
  pinned: contents.pinned,
  viewCount: contents.viewCount,
};

type SummaryRow = {
  id: number;
  columnKey: string;
  columnLabel: string;
  title: string;
  summary: string;
  coverUrl: string | null;
  source: string;
  publishAt: Date;
  pinned: boolean;
  viewCount: number;
};

function toSummary(row: SummaryRow): ContentSummary {
  return {
    id: row.id,
    columnKey: row.columnKey,
    columnLabel: row.columnLabel,
    title: row.title,
    summary: row.summary,
    coverUrl: row.coverUrl,
    source: row.source,
    publishAt: row.publishAt.toISOString(),
    pinned: row.pinned,
    viewCount: row.viewCount,
  };
}

/** Escapes LIKE's wildcards so a visitor's "%" or "_" is matched literally (backslash is PostgreSQL's default escape). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Trimmed and bounded like the handlers' schema, so direct callers get the same behaviour. */
function normaliseKeyword(keyword: string | undefined): string {
  return [...(keyword ?? '').trim()].slice(0, KEYWORD_MAX).join('');
}

/**
 * The keyword as one literal phrase in the title or summary, or — through the search index — every
 * word of it anywhere in the content, synonyms included (so "公租房 租金" finds what neither finds
 * as a phrase).
 */
function keywordMatch(keyword: string): SQL | undefined {
  if (keyword === '') return undefined;
  const pattern = `%${escapeLike(keyword)}%`;
  return or(ilike(contents.title, pattern), ilike(contents.summary, pattern), indexedKeywordMatch(keyword));
}

type ListFilter = { keyword: string; from?: string | null; to?: string | null; match?: KeywordMode };

const isValidId = (id: number) => Number.isInteger(id) && id >= 1 && id <= INT32_MAX;

async function pageOfContents(columnKeys: string[], filter: ListFilter, input: { pageNum?: number; pageSize?: number }): Promise<Page<ContentSummary>> {
  const paging = normalisePaging(input);
  if (columnKeys.length === 0) return emptyPage(paging);
  const partial = filter.match === 'partial' && filter.keyword !== '' ? indexedPartialMatch(filter.keyword) : undefined;
  // Asked for a fallback that finds nothing more than every word does: nothing.
  if (filter.match === 'partial' && !partial) return toPage([], 0, paging);
  const db = await getDb();
  const where = and(isLive(), inArray(contents.columnKey, columnKeys), partial ? partial.where : keywordMatch(filter.keyword), publishedBetween(filter.from, filter.to));
  const [totals] = await db.select({ total: count() }).from(contents).where(where);
  const total = totals?.total ?? 0;
  if (total === 0 || paging.offset >= total) return toPage([], total, paging);
  const rows = await db
    .select(summaryFields)
    .from(contents)
    .innerJoin(columns, eq(columns.key, contents.columnKey))
    .where(where)
    .orderBy(...(partial ? [sql`${partial.rank} desc nulls last`, ...listOrder()] : listOrder()))
    .limit(paging.pageSize)
    .offset(paging.offset);
  return toPage(rows.map(toSummary), total, paging);
}

const listContentsCached = cache(
  async (
    columnKey: string,
    includeDescendants: boolean,
    pageNum: number | undefined,
    pageSize: number | undefined,
    keyword: string,
    from: string | null,
    to: string | null,
    match: KeywordMode,
  ) => {
    const keys = includeDescendants ? await listSubtreeKeys(columnKey) : (await findColumn(columnKey)) ? [columnKey] : [];
    return pageOfContents(keys, { keyword, from, to, match }, { pageNum, pageSize });
  },
);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOrNull = (v: string | null | undefined) => (v && DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) ? v : null);

/** A column's published contents (its descendants' too by default); an unknown column is an empty page. */
export function listContents(input: ListContentsInput): Promise<Page<ContentSummary>> {
  return listContentsCached(
    input.columnKey,
    input.includeDescendants ?? true,
    input.pageNum,
    input.pageSize,
    normaliseKeyword(input.keyword),
    dayOrNull(input.from),
    dayOrNull(input.to),
    input.match === 'partial' ? 'partial' : 'all',
  );
}

const searchContentsCached = cache(async (keyword: string, pageNum: number | undefined, pageSize: number | undefined) => {
  if (keyword === '') return emptyPage<ContentSummary>(normalisePaging({ pageNum, pageSize }));
  return pageOfContents(await listVisibleColumnKeys(), { keyword }, { pageNum, pageSize });
});

/** Site search over the columns reachable from the menu; an empty keyword finds nothing. */
export function searchContents(input: SearchContentsInput): Promise<Page<ContentSummary>> {
  return searchContentsCached(normaliseKeyword(input.keyword), input.pageNum, input.pageSize);
}

type Neighbour = { id: number; title: string };

async function findNeighbour(id: number, columnKey: string, direction: 'previous' | 'next'): Promise<Neighbour | null> {
  const db = await getDb();
  // Compared in SQL against the row itself: JavaScript dates would lose PostgreSQL's microseconds.
  const self = sql`(select s.publish_at, s.id from bpc_content s where s.id = ${id})`;
  const position =
    direction === 'previous' ? sql`(${contents.publishAt}, ${contents.id}) < ${self}` : sql`(${contents.publishAt}, ${contents.id}) > ${self}`;
  const order = direction === 'previous' ? [desc(contents.publishAt), desc(contents.id)] : [asc(contents.publishAt), asc(contents.id)];
  const [row] = await db
    .select({ id: contents.id, title: contents.title })
    .from(contents)
    .where(and(isLive(), eq(contents.columnKey, columnKey), position))
    .orderBy(...order)
    .limit(1);
  return row ?? null;
}

/** One published content with its neighbours; shared by generateMetadata and the page of one request. */
const loadContentDetail = cache(async (id: number): Promise<ContentDetail | null> => {
  const db = await getDb();
  const [row] = await db
    .select({
      ...summaryFields,
      bodyHtml: contents.bodyHtml,
      author: contents.author,
      videoUrl: contents.videoUrl,
      attachments: contents.attachments,
      policyState: contents.policyState,
      replacedById: contents.replacedById,
    })
    .from(contents)
    .innerJoin(columns, eq(columns.key, contents.columnKey))
    .where(and(eq(contents.id, id), isLive()))
    .limit(1);
  if (!row) return null;
  const [previous, next, replacedBy] = await Promise.all([
    findNeighbour(id, row.columnKey, 'previous'),
    findNeighbour(id, row.columnKey, 'next'),
    row.replacedById ? findLiveTitle(row.replacedById) : Promise.resolve(null),
  ]);
  return {
    ...toSummary(row),
    bodyHtml: row.bodyHtml,
    author: row.author,
    videoUrl: row.videoUrl,
    attachments: (row.attachments ?? []) as Attachment[],
    policy: row.policyState === '' ? null : { state: row.policyState, replacedBy },
    previous,
    next,
  };
});

/** A live content's id and title (the link from a superseded policy to what replaced it), or null. */
export async function findLiveTitle(id: number): Promise<{ id: number; title: string } | null> {
  const db = await getDb();
  const [row] = await db.select({ id: contents.id, title: contents.title }).from(contents).where(and(eq(contents.id, id), isLive())).limit(1);
  return row ?? null;
}

/**
 * Column key of a live (published, not scheduled) content, or null. One indexed lookup, never
 * cached: it decides whether an article URL may own a route-cache entry (lib/cache/route-keys.ts),
 * so a stranger's random ids leave nothing behind in the data cache either.
 */
export async function findLiveContentColumn(id: number): Promise<string | null> {
  if (!isValidId(id)) return null;
  const db = await getDb();
  const [row] = await db.select({ columnKey: contents.columnKey }).from(contents).where(and(eq(contents.id, id), isLive())).limit(1);
  return row?.columnKey ?? null;
}

/** Adds one view in a single UPDATE (no read-modify-write race); null when the content is not live. */
async function incrementViewCount(id: number): Promise<number | null> {
  const db = await getDb();
  const [row] = await db
    .update(contents)
    // Saturates instead of overflowing the int column.
    .set({ viewCount: sql`${contents.viewCount} + case when ${contents.viewCount} < ${INT32_MAX} then 1 else 0 end` })
    .where(and(eq(contents.id, id), isLive()))
    .returning({ viewCount: contents.viewCount });
  return row?.viewCount ?? null;
}

/**
 * One published content, or null. `previous` is the next-older content of the same column and
 * `next` the next-newer one (by publish time, then id). `countView` adds one view.
 */
/** Adds one view to a live content; its new count, or null when the content is not live. */
export function countContentView(id: number): Promise<number | null> {
  return isValidId(id) ? incrementViewCount(id) : Promise.resolve(null);
}

export async function getContent(id: number, opts?: { countView?: boolean }): Promise<ContentDetail | null> {
  if (!isValidId(id)) return null;
  const detail = await loadContentDetail(id);
  if (!detail) return null;
  if (!opts?.countView) return detail;
  const viewCount = await incrementViewCount(id);
  return viewCount === null ? detail : { ...detail, viewCount };
}

/** The column's own page: the newest published content of exactly that column. */
export const getColumnPage = cache(async (columnKey: string): Promise<ContentDetail | null> => {
  const db = await getDb();
  const [row] = await db
    .select({ id: contents.id })
    .from(contents)
    .where(and(isLive(), eq(contents.columnKey, columnKey)))
    .orderBy(desc(contents.publishAt), desc(contents.id))
    .limit(1);
  return row ? loadContentDetail(row.id) : null;
});

/** For each known column key, in the order given, its (and its descendants') newest `limit` contents, pinned first. */
export async function getHomePageContent(columnKeys: string[], limit: number): Promise<HomePageBlock[]> {
  const take = clampLimit(limit, HOME_LIMIT_MAX, 6);
  const db = await getDb();
  const blocks: HomePageBlock[] = [];
  for (const key of new Set(columnKeys)) {
    const column = await findColumn(key);
    if (!column) continue;
    const keys = await listSubtreeKeys(key);
    const rows = await db
      .select(summaryFields)
      .from(contents)
      .innerJoin(columns, eq(columns.key, contents.columnKey))
      .where(and(isLive(), inArray(contents.columnKey, keys)))
      .orderBy(...listOrder())
      .limit(take);
    blocks.push({ columnKey: column.key, columnLabel: column.label, route: column.route, records: rows.map(toSummary) });
  }
  return blocks;
}

/** Every live content with the route of its column, newest first (sitemap.xml). */
export async function listPublishedForSitemap(): Promise<SitemapEntry[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: contents.id, columnKey: contents.columnKey, route: columns.route, publishAt: contents.publishAt })
    .from(contents)
    .innerJoin(columns, eq(columns.key, contents.columnKey))
    .where(isLive())
    .orderBy(desc(contents.publishAt), desc(contents.id))
    .limit(SITEMAP_MAX);
  return rows.map((r) => ({ ...r, publishAt: r.publishAt.toISOString() }));
}
