/**
 * Site search (issue #12): one query over bss_search_doc. All words of the query must match (each
 * as itself, its bigrams or a synonym); when no document holds them all, any word will do and the
 * answer says so (`mode: 'partial'`). Results are ranked by ts_rank (title lexemes weigh A, body D)
 * or by date, filtered by kind and by a date range in Shanghai days, and paged within bounds.
 */
import { sql, type SQL } from 'drizzle-orm';
import { getDb, queryRows, type Db } from '@/lib/db/client';
import { logError } from '@/lib/log';
import { highlightPieces, piecesToHtml, snippetPieces, type TextPiece } from './highlight';
import { syncStaleDocuments } from './index-documents';
import { KIND_CODES, KIND_LABELS, type SearchKind } from './kinds';
import { highlightTerms, parseQuery, rankQueryLiteral, tsqueryLiteral, type QueryWord } from './tokens.mjs';

import { SEARCH_PAGE_MAX, SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE_MAX, type SearchSort } from './limits';

export * from './limits';

export type SearchInput = {
  query: string;
  kind?: SearchKind | null;
  /** Shanghai calendar days, YYYY-MM-DD, inclusive. */
  from?: string | null;
  to?: string | null;
  sort?: SearchSort;
  pageNum?: number;
  pageSize?: number;
};

export type SearchHit = {
  kind: SearchKind;
  kindLabel: string;
  title: string;
  titlePieces: TextPiece[];
  url: string;
  /** ISO timestamp. */
  publishedAt: string;
  snippetPieces: TextPiece[];
  /** The same snippet as HTML: escaped text and our own <mark> only. */
  snippetHtml: string;
};

export type SearchPage = {
  /** The query as read (normalised, at most 50 characters). */
  query: string;
  /** The words that were looked for. */
  words: string[];
  /** all: every word matched; partial: no document had them all, any word counts; empty: nothing to look for. */
  mode: 'all' | 'partial' | 'empty';
  records: SearchHit[];
  total: number;
  pageNum: number;
  pageSize: number;
  pages: number;
  /** Matches per kind, before the kind filter (the filter shows them). */
  kindCounts: Record<SearchKind, number>;
};

const clamp = (n: number | undefined, min: number, max: number, fallback: number) =>
  n === undefined || !Number.isFinite(n) ? fallback : Math.min(max, Math.max(min, Math.trunc(n)));

/** The day after a YYYY-MM-DD day (dates are checked by the callers' schema; a bad one is ignored). */
function nextDay(day: string): string | null {
  const t = Date.parse(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(t)) return null;
  return new Date(t + 86_400_000).toISOString().slice(0, 10);
}

const dayStart = (day: string) => `${day}T00:00:00+08:00`;

function emptyCounts(): Record<SearchKind, number> {
  return Object.fromEntries(KIND_CODES.map((k) => [k, 0])) as Record<SearchKind, number>;
}

/** Conditions besides the text match: visible now, and the date range. */
function dateConditions(from: string | null | undefined, to: string | null | undefined): SQL {
  const parts: SQL[] = [sql`d.published_at <= now()`];
  if (from && nextDay(from)) parts.push(sql`d.published_at >= ${dayStart(from)}::timestamptz`);
  const end = to ? nextDay(to) : null;
  if (end) parts.push(sql`d.published_at < ${dayStart(end)}::timestamptz`);
  return sql.join(parts, sql` and `);
}

async function countByKind(db: Db, tsquery: string, where: SQL): Promise<Record<SearchKind, number>> {
  const rows = await queryRows<{ kind: SearchKind; n: number | string }>(
    db,
    sql`select d.kind, count(*) as n from bss_search_doc d where d.tsv @@ ${tsquery}::tsquery and ${where} group by d.kind`,
  );
  const counts = emptyCounts();
  for (const r of rows) if (r.kind in counts) counts[r.kind] = Number(r.n);
  return counts;
}

/**
 * Set for the search's own transaction: the planner, not knowing that each `tsv @@ query` on a row
 * reads (and decompresses) its TOASTed vector, picks a sequential scan once a query matches a large
 * share of the documents — 10× slower than the GIN bitmap, which answers the match from the index
 * (measured over 50,000 documents: a count of 25,000 matches 370 ms → 35 ms; see docs/performance.md).
 */
const FORCE_INDEX = sql`set local enable_seqscan = off`;

type HitRow = { kind: SearchKind; title: string; url: string; published_at: string | Date; body: string };

/** Searches the index. Never throws for what a visitor typed: any text is only a query. */
export async function searchSite(input: SearchInput): Promise<SearchPage> {
  const pageSize = clamp(input.pageSize, 1, SEARCH_PAGE_SIZE_MAX, SEARCH_PAGE_SIZE);
  const pageNum = clamp(input.pageNum, 1, SEARCH_PAGE_MAX, 1);
  const sort: SearchSort = input.sort === 'date' ? 'date' : 'relevance';
  const parsed = parseQuery(input.query);
  const base = { query: parsed.query, words: parsed.words.map((w) => w.word), pageNum, pageSize };
  const andQuery = tsqueryLiteral(parsed.words, 'and');
  if (!andQuery) return { ...base, mode: 'empty', records: [], total: 0, pages: 0, kindCounts: emptyCounts() };

  const db = await getDb();
  scheduleIndexSync(db);
  return db.transaction(async (tx) => {
    await tx.execute(FORCE_INDEX);
    return answer(tx as unknown as Db, input, parsed, base, andQuery, pageSize, pageNum, sort);
  });
}

type Parsed = ReturnType<typeof parseQuery>;
type Base = Pick<SearchPage, 'query' | 'words' | 'pageNum' | 'pageSize'>;

async function answer(db: Db, input: SearchInput, parsed: Parsed, base: Base, andQuery: string, pageSize: number, pageNum: number, sort: SearchSort): Promise<SearchPage> {
  const where = dateConditions(input.from, input.to);
  let mode: SearchPage['mode'] = 'all';
  let tsquery = andQuery;
  let kindCounts = await countByKind(db, tsquery, where);
  // Nothing holds every word: any word — indeed any piece of a word the segmenter could not cut
  // (悦澜府申购 → 悦澜, 澜府, 申购 …) — will do, ranked by how much of the query a document holds.
  const relaxed = rankQueryLiteral(parsed.words)!;
  if (sumCounts(kindCounts) === 0 && relaxed !== andQuery) {
    mode = 'partial';
    tsquery = relaxed;
    kindCounts = await countByKind(db, tsquery, where);
  }
  const kind = input.kind ?? null;
  const total = kind ? kindCounts[kind] : sumCounts(kindCounts);
  const pages = total === 0 ? 0 : Math.ceil(total / pageSize);
  const offset = (pageNum - 1) * pageSize;
  if (total === 0 || offset >= total) return { ...base, mode, records: [], total, pages, kindCounts };

  const kindFilter = kind ? sql` and d.kind = ${kind}` : sql``;
  // Ranked by the any-word form even when all words must match: ts_rank of an all-words query weighs
  // the distance between positions, which our one-position-per-lexeme vectors do not mean; the
  // any-word form adds up the weights of the matched lexemes (a title hit 1.0, a body hit 0.1).
  const rankQuery = rankQueryLiteral(parsed.words, parsed.optional)!;
  const order =
    sort === 'date'
      ? sql`d.published_at desc, d.id desc`
      : sql`ts_rank(d.tsv, ${rankQuery}::tsquery) desc, d.published_at desc, d.id desc`;
  const rows = await queryRows<HitRow>(
    db,
    sql`select d.kind, d.title, d.url, d.published_at, d.body from bss_search_doc d
      where d.tsv @@ ${tsquery}::tsquery and ${where}${kindFilter}
      order by ${order} limit ${pageSize} offset ${offset}`,
  );
  return { ...base, mode, records: rows.map((r) => toHit(r, [...parsed.words, ...parsed.optional])), total, pages, kindCounts };
}

function sumCounts(counts: Record<SearchKind, number>): number {
  return Object.values(counts).reduce((a, b) => a + b, 0);
}

function toHit(row: HitRow, words: readonly QueryWord[]): SearchHit {
  const terms = highlightTerms(words);
  const snippet = snippetPieces(row.body, terms);
  return {
    kind: row.kind,
    kindLabel: KIND_LABELS[row.kind],
    title: row.title,
    titlePieces: highlightPieces(row.title, terms),
    url: row.url,
    publishedAt: new Date(row.published_at).toISOString(),
    snippetPieces: snippet,
    snippetHtml: piecesToHtml(snippet),
  };
}

/* ------------------------------------------------------------------------------------------------ */

const SYNC_INTERVAL_MS = 60_000;
type GlobalWithSync = typeof globalThis & { __bzfSearchSync?: { last: number; running: boolean } };

/**
 * Records are also edited outside the portal (operators' SQL): at most once a minute, after a search
 * has been answered, the index catches up with rows whose updated_at changed. Only in a running
 * portal; tests and scripts index explicitly.
 */
function scheduleIndexSync(db: Db): void {
  if (!process.env.NEXT_RUNTIME) return;
  const g = globalThis as GlobalWithSync;
  const state = (g.__bzfSearchSync ??= { last: 0, running: false });
  const now = Date.now();
  if (state.running || now - state.last < SYNC_INTERVAL_MS) return;
  state.running = true;
  state.last = now;
  setTimeout(() => {
    syncStaleDocuments(db)
      .catch((error) => logError('search', 'index sync failed', error))
      .finally(() => {
        state.running = false;
      });
  }, 0);
}
