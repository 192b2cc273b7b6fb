/**
 * Site search (issue #12): one query over the index (bss_search_match, slim rows to match and count
 * on; bss_search_doc, what a result shows). All words of the query must match (each
 * as itself, its bigrams or a synonym); when no document holds them all, any word will do and the
 * answer says so (`mode: 'partial'`). Results are ranked by ts_rank on title, summary and keywords
 * (rank_tsv: A and B lexemes) or by date, filtered by kind and by a date range in Shanghai days, and
 * paged within bounds. The work stays bounded over 50,000 documents: matches are counted up to
 * SEARCH_COUNT_CAP, and past it relevance ranks a window of title matches (docs/decisions/0057-search-bounded-work-for-broad-queries.md).
 * The database side is one call of the PL/pgSQL function bss_search_page (migrations
 * 0009_search_page_function, 0010_search_match): one round trip, statements prepared once per
 * connection.
 */
import { sql } from 'drizzle-orm';
import { getDb, queryRows, type Db } from '@/lib/db/client';
import { logError } from '@/lib/log';
import { highlightPieces, piecesToHtml, snippetPieces, type TextPiece } from './highlight';
import { indexIsCurrent, syncStaleDocuments } from './index-documents';
import { cachedIntentRules, matchIntent, type IntentRule } from './intent';
import { KIND_CODES, KIND_LABELS, type SearchKind } from './kinds';
import { expandedLiterals, expandQueryWords, staffSynonymSets } from './synonyms';
import { anyQueryLiteral, highlightTerms, parseQuery, rankQueryLiteral, tsqueryLiteral } from './tokens.mjs';

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
  /**
   * The intent rules to rank with (the console's preview passes a draft, or none for "before"); by
   * default the enabled rules of the database, cached (lib/search/intent.ts).
   */
  intentRules?: readonly IntentRule[];
};

export type SearchHit = {
  /**
   * The document's stable key: `page:<URL>` for a page of the portal, `<source>:<id>` for a record
   * (content:20, project:12 …): what the quality set names, and what pinned results and statistics
   * can name.
   */
  key: string;
  kind: SearchKind;
  kindLabel: string;
  title: string;
  titlePieces: TextPiece[];
  url: string;
  /** ISO timestamp. */
  publishedAt: string;
  /** Whether the result has a date of its own to show: a page of the portal has none. */
  dated: boolean;
  snippetPieces: TextPiece[];
  /** The same snippet as HTML: escaped text and our own <mark> only. */
  snippetHtml: string;
  /** A result staff pinned for this query (推荐, issue #27 part 4: ./best-bets.ts). */
  pinned?: boolean;
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

/** Bounds of one answer; tests narrow them to see them act on the demo's few hundred documents. */
export type SearchBounds = { countCap: number; rankWindow: number };
const BOUNDS: SearchBounds = { countCap: SEARCH_COUNT_CAP, rankWindow: SEARCH_RANK_WINDOW };

/** A row of bss_search_page: the mode and matches, the counts per kind, then the page's documents in order. */
type PageRow = {
  part: 'mode' | 'count' | 'hit';
  kind: string;
  n: number | string;
  id: number | null;
  title: string | null;
  url: string | null;
  published_at: string | Date | null;
  body: string | null;
  source: string | null;
  ref_id: number | null;
};

export type HitRow = { kind: SearchKind; title: string; url: string; published_at: string | Date; body: string; source: string; ref_id: number };

/** A document's stable key: page:<URL> for a page, <source>:<id> for a record. */
export function documentKey(source: string, refId: number, url: string): string {
  return source === 'page' ? `page:${url}` : `${source}:${refId}`;
}

/** Searches the index. Never throws for what a visitor typed: any text is only a query. */
export async function searchSite(input: SearchInput, bounds: SearchBounds = BOUNDS): Promise<SearchPage> {
  const pageSize = clamp(input.pageSize, 1, SEARCH_PAGE_SIZE_MAX, SEARCH_PAGE_SIZE);
  const pageNum = clamp(input.pageNum, 1, SEARCH_PAGE_MAX, 1);
  const sort: SearchSort = input.sort === 'date' ? 'date' : 'relevance';
  const parsed = parseQuery(input.query);
  const base = { query: parsed.query, words: parsed.words.map((w) => w.word), pageNum, pageSize };
  if (parsed.words.length === 0) return { ...base, mode: 'empty', records: [], total: 0, capped: false, pages: 0, kindCounts: emptyCounts(), kindCountsCapped: false };
  const db = await getDb();
  // An index built with this vocabulary holds one lexeme per synonym set: one posting list to read.
  const groups = { groups: await indexIsCurrent(db) };
  // Staff synonym sets (issue #27 part 4, ./synonyms.ts) widen the words they name, at query time.
  const staff = expandQueryWords(parsed.words, await staffSynonymSets(db));
  const words = staff.words;
  const literals = staff.changed ? expandedLiterals(words, groups) : null;
  const andQuery = literals?.all ?? tsqueryLiteral(words, 'and', groups)!;
  // Nothing holds every word: any word — indeed any piece of a word the segmenter could not cut
  // (悦澜府申购 → 悦澜, 澜府, 申购 …) — will do, ranked by how much of the query a document holds.
  const relaxed = literals?.any ?? anyQueryLiteral(words, groups)!;
  // Ranked by the any-word form even when all words must match: ts_rank of an all-words query weighs
  // the distance between positions, which our one-position-per-lexeme vectors do not mean; the
  // any-word form adds up the weights of the matched lexemes (a title hit 1.0, a summary hit 0.4).
  const rankQuery = rankQueryLiteral(words, parsed.optional)!;
  const from = input.from && nextDay(input.from) ? dayStart(input.from) : null;
  const end = input.to ? nextDay(input.to) : null;
  const offset = (pageNum - 1) * pageSize;

  // Intent before words: the matching rules' factors per kind, one argument of the same call.
  const rules = input.intentRules ?? (await cachedIntentRules(db).catch((error) => (logError('search', 'intent rules unreadable', error), [])));
  const boosts = matchIntent(rules, input.query).boosts;

  scheduleIndexSync(db);
  // One call answers it all (migration 0010_search_match): counts, fallback, window, page.
  const rows = await queryRows<PageRow>(
    db,
    sql`select part, kind, n, id, title, url, published_at, body, source, ref_id from bss_search_page(
      ${andQuery}::tsquery, ${relaxed === andQuery ? null : relaxed}::tsquery, ${rankQuery}::tsquery, ${input.kind ?? null}::text,
      ${from}::timestamptz, ${end ? dayStart(end) : null}::timestamptz, ${sort === 'date'}, ${offset}, ${pageSize}, ${bounds.countCap}, ${bounds.rankWindow}, ${JSON.stringify(boosts)}::jsonb)`,
  );

  let mode: SearchPage['mode'] = 'all';
  let matched = 0;
  const kindCounts = emptyCounts();
  const hits: HitRow[] = [];
  for (const r of rows) {
    if (r.part === 'mode') {
      mode = r.kind === 'partial' ? 'partial' : 'all';
      matched = Number(r.n);
    } else if (r.part === 'count') {
      if (r.kind in kindCounts) kindCounts[r.kind as SearchKind] = Number(r.n);
    } else hits.push(r as HitRow);
  }
  const total = Math.min(matched, bounds.countCap);
  const terms = highlightTerms([...words, ...parsed.optional]);
  return {
    ...base,
    mode,
    total,
    capped: matched > bounds.countCap,
    pages: total === 0 ? 0 : Math.ceil(total / pageSize),
    kindCounts: capKinds(kindCounts, bounds.countCap),
    kindCountsCapped: sumCounts(kindCounts) > bounds.countCap,
    records: hits.map((h) => toHit(h, terms)),
  };
}

/** Past the cap a kind's count is only known to be at least the cap. */
function capKinds(counts: Record<SearchKind, number>, cap: number): Record<SearchKind, number> {
  return Object.fromEntries(Object.entries(counts).map(([k, n]) => [k, Math.min(n, cap)])) as Record<SearchKind, number>;
}

function sumCounts(counts: Record<SearchKind, number>): number {
  return Object.values(counts).reduce((a, b) => a + b, 0);
}

/** Records whose text leads with their facts (lib/search/indexer.mjs): the snippet shows those. */
const FACTS_FIRST = new Set(['project', 'commercial', 'shop', 'job', 'questionnaire']);

/** `terms`: the highlighted strings, one list for all hits of an answer. */
export function toHit(row: HitRow, terms: readonly string[]): SearchHit {
  const snippet = snippetPieces(row.body, terms, undefined, { lead: FACTS_FIRST.has(row.source) });
  return {
    key: documentKey(row.source, Number(row.ref_id), row.url),
    kind: row.kind,
    kindLabel: KIND_LABELS[row.kind],
    title: row.title,
    titlePieces: highlightPieces(row.title, terms),
    url: row.url,
    publishedAt: new Date(row.published_at).toISOString(),
    dated: row.source !== 'page',
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
