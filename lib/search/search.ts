/**
 * Site search (issue #12): one query over bss_search_doc. All words of the query must match (each
 * as itself, its bigrams or a synonym); when no document holds them all, any word will do and the
 * answer says so (`mode: 'partial'`). Results are ranked by ts_rank on title, summary and keywords
 * (rank_tsv: A and B lexemes) or by date, filtered by kind and by a date range in Shanghai days, and
 * paged within bounds. The work stays bounded over 50,000 documents: matches are counted up to
 * SEARCH_COUNT_CAP, and past it relevance ranks a window of title matches (docs/decisions.md).
 */
import { sql, type SQL } from 'drizzle-orm';
import { getDb, queryRows, type Db } from '@/lib/db/client';
import { logError } from '@/lib/log';
import { highlightPieces, piecesToHtml, snippetPieces, type TextPiece } from './highlight';
import { syncStaleDocuments } from './index-documents';
import { KIND_CODES, KIND_LABELS, type SearchKind } from './kinds';
import { highlightTerms, parseQuery, rankQueryLiteral, tsqueryLiteral, type QueryWord } from './tokens.mjs';

import { SEARCH_COUNT_CAP, SEARCH_PAGE_MAX, SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE_MAX, SEARCH_RANK_WINDOW, type SearchSort } from './limits';

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
  /** Matches, counted up to SEARCH_COUNT_CAP: with `capped`, there are more than that. */
  total: number;
  capped: boolean;
  pageNum: number;
  pageSize: number;
  pages: number;
  /** Matches per kind, before the kind filter (the filter shows them). */
  kindCounts: Record<SearchKind, number>;
  /**
   * The counting stopped at SEARCH_COUNT_CAP matches of all kinds: each kind's count is then only a
   * lower bound (the matches of that kind among the first found), and a kind may have matches
   * though its count is 0.
   */
  kindCountsCapped: boolean;
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

/** Conditions besides the text match, on rows named `alias`: visible now, and the date range. */
function dateConditions(alias: SQL, from: string | null | undefined, to: string | null | undefined): SQL {
  const parts: SQL[] = [sql`${alias}.published_at <= now()`];
  if (from && nextDay(from)) parts.push(sql`${alias}.published_at >= ${dayStart(from)}::timestamptz`);
  const end = to ? nextDay(to) : null;
  if (end) parts.push(sql`${alias}.published_at < ${dayStart(end)}::timestamptz`);
  return sql.join(parts, sql` and `);
}

/** Bounds of one answer; tests narrow them to see them act on the demo's few hundred documents. */
export type SearchBounds = { countCap: number; rankWindow: number };
const BOUNDS: SearchBounds = { countCap: SEARCH_COUNT_CAP, rankWindow: SEARCH_RANK_WINDOW };

/** Which vector a match is asked of: every word of the document, or its title, summary and keywords. */
type Vector = 'tsv' | 'rank_tsv';

/**
 * The documents whose `vector` matches `tsquery`, asked of its GIN index alone: a materialized CTE
 * keeps the planner from answering the match through the date index instead, testing `tsv @@ query`
 * row by row — which decompresses each 3.8 kB TOASTed vector (400 ms for a broad query over 50,000
 * documents, against 10–35 ms through the index: docs/performance.md). A CTE is read only as far as
 * its reader asks, so a `limit` outside still stops the heap reads early.
 */
const matches = (tsquery: string, vector: Vector = 'tsv') =>
  sql`with m as materialized (select d.id, d.kind, d.published_at from bss_search_doc d where d.${sql.raw(vector)} @@ ${tsquery}::tsquery)`;

type Counts = { counts: Record<SearchKind, number>; capped: boolean };

async function countKindsOf(db: Db, tsquery: string, vector: Vector, where: SQL, cap: number): Promise<Counts> {
  const rows = await queryRows<{ kind: SearchKind; n: number | string }>(
    db,
    sql`${matches(tsquery, vector)} select s.kind, count(*) as n from (select m.kind from m where ${where} limit ${cap + 1}) s group by s.kind`,
  );
  const counts = emptyCounts();
  for (const r of rows) if (r.kind in counts) counts[r.kind] = Number(r.n);
  return { counts, capped: sumCounts(counts) > cap };
}

/** Matches of one kind, at most cap + 1 (when the counts of all kinds stopped at the cap). */
async function countKind(db: Db, tsquery: string, where: SQL, kind: SearchKind, cap: number): Promise<number> {
  const count = async (vector: Vector) => {
    const [row] = await queryRows<{ n: number | string }>(
      db,
      sql`${matches(tsquery, vector)} select count(*) as n from (select 1 from m where ${where} and m.kind = ${kind} limit ${cap + 1}) s`,
    );
    return Number(row?.n ?? 0);
  };
  const inTitles = await count('rank_tsv');
  return inTitles > cap ? inTitles : count('tsv');
}

/**
 * Set for the search's own transaction: no sequential scan, which the planner picks for a broad
 * query not knowing that each `tsv @@ query` on a row decompresses its TOASTed vector.
 */
const FORCE_INDEX = sql`set local enable_seqscan = off`;

type HitRow = { id: number; kind: SearchKind; title: string; url: string; published_at: string | Date; body: string };

/** Searches the index. Never throws for what a visitor typed: any text is only a query. */
export async function searchSite(input: SearchInput, bounds: SearchBounds = BOUNDS): Promise<SearchPage> {
  const pageSize = clamp(input.pageSize, 1, SEARCH_PAGE_SIZE_MAX, SEARCH_PAGE_SIZE);
  const pageNum = clamp(input.pageNum, 1, SEARCH_PAGE_MAX, 1);
  const sort: SearchSort = input.sort === 'date' ? 'date' : 'relevance';
  const parsed = parseQuery(input.query);
  const base = { query: parsed.query, words: parsed.words.map((w) => w.word), pageNum, pageSize };
  const andQuery = tsqueryLiteral(parsed.words, 'and');
  if (!andQuery) return { ...base, mode: 'empty', records: [], total: 0, capped: false, pages: 0, kindCounts: emptyCounts(), kindCountsCapped: false };

  const db = await getDb();
  scheduleIndexSync(db);
  return db.transaction(async (tx) => {
    await tx.execute(FORCE_INDEX);
    return answer(tx as unknown as Db, { input, parsed, base, andQuery, pageSize, pageNum, sort, bounds });
  });
}

type Parsed = ReturnType<typeof parseQuery>;
type Base = Pick<SearchPage, 'query' | 'words' | 'pageNum' | 'pageSize'>;
type Ask = { input: SearchInput; parsed: Parsed; base: Base; andQuery: string; pageSize: number; pageNum: number; sort: SearchSort; bounds: SearchBounds };

async function answer(db: Db, ask: Ask): Promise<SearchPage> {
  const { input, parsed, base, andQuery, pageSize, pageNum, sort, bounds } = ask;
  const onMatches = dateConditions(sql.raw('m'), input.from, input.to);
  const kind = input.kind ?? null;
  // Ranked by the any-word form even when all words must match: ts_rank of an all-words query weighs
  // the distance between positions, which our one-position-per-lexeme vectors do not mean; the
  // any-word form adds up the weights of the matched lexemes (a title hit 1.0, a summary hit 0.4).
  const rankQuery = rankQueryLiteral(parsed.words, parsed.optional)!;
  const window = sort === 'relevance' ? bounds.rankWindow : 0;
  // Titles, summaries and keywords are asked first: when they alone hold more than the cap, the body
  // index — whose posting lists for common words are the longest, the dearest part of a broad
  // query — is not read at all.
  const count = async (tsquery: string) => {
    const titles = await askTitles(db, { tsquery, kind, from: input.from, to: input.to }, rankQuery, bounds.countCap, window);
    return { titles, counted: titles.capped ? titles : await countKindsOf(db, tsquery, 'tsv', onMatches, bounds.countCap) };
  };
  let mode: SearchPage['mode'] = 'all';
  let tsquery = andQuery;
  let { titles, counted } = await count(tsquery);
  // Nothing holds every word: any word — indeed any piece of a word the segmenter could not cut
  // (悦澜府申购 → 悦澜, 澜府, 申购 …) — will do, ranked by how much of the query a document holds.
  const relaxed = rankQueryLiteral(parsed.words)!;
  if (sumCounts(counted.counts) === 0 && relaxed !== andQuery) {
    mode = 'partial';
    tsquery = relaxed;
    ({ titles, counted } = await count(tsquery));
  }
  const kindCounts = counted.counts;
  const matched = kind ? (counted.capped ? await countKind(db, tsquery, onMatches, kind, bounds.countCap) : kindCounts[kind]) : sumCounts(kindCounts);
  const capped = matched > bounds.countCap;
  const total = Math.min(matched, bounds.countCap);
  const pages = total === 0 ? 0 : Math.ceil(total / pageSize);
  const offset = (pageNum - 1) * pageSize;
  const result = { ...base, mode, total, capped, pages, kindCounts: capKinds(kindCounts, bounds.countCap), kindCountsCapped: counted.capped };
  if (total === 0 || offset >= total) return { ...result, records: [] };

  const filter: Filter = { tsquery, kind, from: input.from, to: input.to, capped };
  let ids: number[];
  if (sort === 'date') ids = await newestMatches(db, filter, [], offset, pageSize);
  else if (!capped) ids = await rankedMatches(db, filter, rankQuery, offset, pageSize);
  else {
    const ranked = titles.window;
    ids = ranked.slice(offset, offset + pageSize);
    const more = pageSize - ids.length;
    if (more > 0) ids = [...ids, ...(await newestMatches(db, filter, ranked, Math.max(0, offset - ranked.length), more))];
  }
  return { ...result, records: await hitsOf(db, ids, [...parsed.words, ...parsed.optional]) };
}

type Filter = { tsquery: string; kind: SearchKind | null; from?: string | null; to?: string | null; capped: boolean };

/**
 * The ids of a page of matches ranked by relevance, when there are at most the count cap of them: all
 * are ranked, by ts_rank on rank_tsv — title, summary and keywords; a word only in the body adds
 * nothing, which is what made ranking on `tsv` read every 3.8 kB vector.
 */
async function rankedMatches(db: Db, f: Filter, rankQuery: string, skip: number, take: number): Promise<number[]> {
  const kindFilter = f.kind ? sql` and m.kind = ${f.kind}` : sql``;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with m as materialized (select d.id, d.kind, d.published_at, d.rank_tsv from bss_search_doc d where d.tsv @@ ${f.tsquery}::tsquery)
      select m.id from m where ${dateConditions(sql.raw('m'), f.from, f.to)}${kindFilter}
      order by ts_rank(m.rank_tsv, ${rankQuery}::tsquery) desc, m.published_at desc, m.id desc limit ${take} offset ${skip}`,
  );
  return rows.map((r) => Number(r.id));
}

type TitleStage = Counts & { window: number[] };

/**
 * One statement over the title, summary and keyword vector (rank_tsv, its own GIN index): the
 * matches there per kind, counting at most cap + 1, and the relevance window. With more matches than
 * the count cap, relevance ranks only the `window` newest documents whose title, summary or keywords
 * hold every word, by ts_rank on rank_tsv; the other matches follow, newest first. Ranking every
 * match on `tsv` instead cost 250 ms for a query matching half of 50,000 documents.
 */
async function askTitles(db: Db, f: Omit<Filter, 'capped'>, rankQuery: string, cap: number, window: number): Promise<TitleStage> {
  const kindFilter = f.kind ? sql` where v.kind = ${f.kind}` : sql``;
  // The vectors are read for the window only, not for every title match the date order chose from.
  const rows = await queryRows<{ part: 'count' | 'rank'; kind: SearchKind | null; n: number | string | null; id: number | null; pos: number | string | null }>(
    db,
    sql`${matches(f.tsquery, 'rank_tsv')},
      v as (select m.id, m.kind, m.published_at from m where ${dateConditions(sql.raw('m'), f.from, f.to)}),
      w as (select v.id, v.published_at from v${kindFilter} order by v.published_at desc, v.id desc limit ${window})
      select 'count' as part, s.kind, count(*) as n, null::int as id, null::bigint as pos from (select v.kind from v limit ${cap + 1}) s group by s.kind
      union all
      select 'rank', null, null, w.id, row_number() over (order by ts_rank(d.rank_tsv, ${rankQuery}::tsquery) desc, w.published_at desc, w.id desc)
      from w join bss_search_doc d on d.id = w.id`,
  );
  const counts = emptyCounts();
  const ranked: { id: number; pos: number }[] = [];
  for (const r of rows) {
    if (r.part === 'count' && r.kind && r.kind in counts) counts[r.kind] = Number(r.n);
    else if (r.part === 'rank') ranked.push({ id: Number(r.id), pos: Number(r.pos) });
  }
  return { counts, capped: sumCounts(counts) > cap, window: ranked.sort((x, y) => x.pos - y.pos).map((r) => r.id) };
}

/**
 * The ids of matches newest first, past `skip` and leaving out `except`. A broad query (more matches
 * than the count cap) is read through the date index, newest first, testing each row until the page
 * is full: its matches are everywhere, so that ends soon. A narrow one is answered by the GIN index
 * and sorted — through the date index it could read every document to find its few.
 */
async function newestMatches(db: Db, f: Filter, except: number[], skip: number, take: number): Promise<number[]> {
  const exclude = except.length ? sql` and not (m.id = any (string_to_array(${except.join(',')}, ',')::int[]))` : sql``;
  const kindFilter = f.kind ? sql` and m.kind = ${f.kind}` : sql``;
  const query = f.capped
    ? sql`select m.id from bss_search_doc m where m.tsv @@ ${f.tsquery}::tsquery and ${dateConditions(sql.raw('m'), f.from, f.to)}${kindFilter}${exclude}
        order by m.published_at desc, m.id desc limit ${take} offset ${skip}`
    : sql`${matches(f.tsquery)} select m.id from m where ${dateConditions(sql.raw('m'), f.from, f.to)}${kindFilter}${exclude}
        order by m.published_at desc, m.id desc limit ${take} offset ${skip}`;
  return (await queryRows<{ id: number }>(db, query)).map((r) => Number(r.id));
}

/** The page's documents, in the order of `ids`. */
async function hitsOf(db: Db, ids: number[], words: readonly QueryWord[]): Promise<SearchHit[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<HitRow>(
    db,
    sql`select d.id, d.kind, d.title, d.url, d.published_at, d.body from bss_search_doc d
      where d.id = any (string_to_array(${ids.join(',')}, ',')::int[])`,
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toHit(row, words)] : [];
  });
}

/** Past the cap a kind's count is only known to be at least the cap. */
function capKinds(counts: Record<SearchKind, number>, cap: number): Record<SearchKind, number> {
  return Object.fromEntries(Object.entries(counts).map(([k, n]) => [k, Math.min(n, cap)])) as Record<SearchKind, number>;
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
