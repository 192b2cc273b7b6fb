/**
 * What people search for, counted without who they are (issue #27 part 4). Each search of the
 * results page (its first page, unfiltered) and each result opened from it adds one to a row per
 * (week, normalised query) — searches, searches that found nothing, results opened — and nothing
 * else: no row per search, no address, no account, no cookie, no time finer than the week.
 *
 * Bounded: a query is kept normalised and at most QUERY_MAX (50) characters; a query that looks like
 * personal data (an ID-card number, a phone number, any run of seven or more digits, an e-mail
 * address) is not counted at all; once a week is over, the queries searched only once that week are
 * deleted, and weeks older than STATS_KEEP_WEEKS go.
 *
 * Writes do not slow the search: counts are added in the process's memory and written every
 * FLUSH_MS (or when STATS_BUFFER_MAX queries wait) as one multi-row upsert, off the request; the
 * console's statistics page writes what waits before it reads. A process that dies loses at most
 * FLUSH_MS of counts.
 */
import { sql } from 'drizzle-orm';
import { getDb, queryRows, type Db } from '@/lib/db/client';
import { logError } from '@/lib/log';
import { normalizeQuery, QUERY_MAX } from './tokens.mjs';

export const FLUSH_MS = 10_000;
/** Distinct (week, query) counts held before a write; past it a new query waits for the next write. */
export const STATS_BUFFER_MAX = 2_000;
export const STATS_KEEP_WEEKS = 53;

const DAY = 86_400_000;

/** The Monday (Asia/Shanghai) of the week holding `at`, as YYYY-MM-DD. */
export function weekOf(at: Date | number = Date.now()): string {
  const t = (typeof at === 'number' ? at : at.getTime()) + 8 * 3600_000;
  const day = new Date(t);
  const back = (day.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return new Date(t - back * DAY).toISOString().slice(0, 10);
}

/** The Monday `n` weeks before the week of `week`. */
export function weeksBefore(week: string, n: number): string {
  return new Date(Date.parse(`${week}T00:00:00Z`) - n * 7 * DAY).toISOString().slice(0, 10);
}

const ID_CARD = /\d{15}(\d{2}[\dx])?/i;
const LONG_DIGITS = /\d{7,}/;
const EMAIL = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i;

/** The query as counted (normalised, bounded), or null when it is not to be counted (empty, or it looks like personal data). */
export function countableQuery(raw: string): string | null {
  const query = [...normalizeQuery(raw)].slice(0, QUERY_MAX).join('').trim();
  if (!query) return null;
  // Digits kept apart by spaces, dashes or dots are still a phone or ID number (138 1234 5678).
  const digits = query.replace(/[\s\-.()（）]/g, '');
  if (ID_CARD.test(digits) || LONG_DIGITS.test(digits) || EMAIL.test(query)) return null;
  return query;
}

type Counts = { searches: number; zero: number; clicks: number };
type Buffer = { counts: Map<string, Counts>; timer: ReturnType<typeof setTimeout> | null; lastPrune: number };
type GlobalWithStats = typeof globalThis & { __bzfSearchStats?: Buffer };

function buffer(): Buffer {
  const g = globalThis as GlobalWithStats;
  return (g.__bzfSearchStats ??= { counts: new Map(), timer: null, lastPrune: 0 });
}

const keyOf = (week: string, query: string) => `${week}\u0000${query}`;

function add(query: string, delta: Partial<Counts>, now: number): boolean {
  const b = buffer();
  const key = keyOf(weekOf(now), query);
  let c = b.counts.get(key);
  if (!c) {
    if (b.counts.size >= STATS_BUFFER_MAX) return false;
    c = { searches: 0, zero: 0, clicks: 0 };
    b.counts.set(key, c);
  }
  c.searches += delta.searches ?? 0;
  c.zero += delta.zero ?? 0;
  c.clicks += delta.clicks ?? 0;
  scheduleFlush();
  return true;
}

/** Counts one search of the results page; `found` whether it found anything at all. False: not counted. */
export function recordSearch(raw: string, found: boolean, now = Date.now()): boolean {
  const query = countableQuery(raw);
  return query === null ? false : add(query, { searches: 1, zero: found ? 0 : 1 }, now);
}

/** Counts one result opened from the results page of this query. */
export function recordClick(raw: string, now = Date.now()): boolean {
  const query = countableQuery(raw);
  return query === null ? false : add(query, { clicks: 1 }, now);
}

function scheduleFlush(): void {
  const b = buffer();
  if (b.counts.size >= STATS_BUFFER_MAX) {
    void flushSearchStats().catch((error) => logError('search', 'statistics write failed', error));
    return;
  }
  // Only a running portal writes on a timer; tests and scripts call flushSearchStats themselves.
  if (b.timer || !process.env.NEXT_RUNTIME) return;
  b.timer = setTimeout(() => {
    b.timer = null;
    flushSearchStats().catch((error) => logError('search', 'statistics write failed', error));
  }, FLUSH_MS);
  b.timer.unref?.();
}

/**
 * Writes the counts waiting in this process: one upsert for the queries searched, one update for
 * results opened of queries not searched since the last write (a click alone never creates a row:
 * nobody can fill the table by posting clicks). Returns how many (week, query) rows were written.
 */
export async function flushSearchStats(db?: Db, now = Date.now()): Promise<number> {
  const b = buffer();
  if (b.counts.size === 0) return 0;
  const entries = [...b.counts.entries()];
  b.counts = new Map();
  const handle = db ?? (await getDb());
  const rows = entries.map(([key, c]) => {
    const [week, query] = key.split('\u0000') as [string, string];
    return { week, query, ...c };
  });
  const searched = rows.filter((r) => r.searches > 0);
  const clickedOnly = rows.filter((r) => r.searches === 0 && r.clicks > 0);
  try {
    if (searched.length) {
      await queryRows(
        handle,
        sql`insert into bss_search_week_stat (week, query, searches, zero_results, clicks) values ${sql.join(
          searched.map((r) => sql`(${r.week}::date, ${r.query}, ${r.searches}, ${r.zero}, ${r.clicks})`),
          sql`, `,
        )} on conflict (week, query) do update set searches = bss_search_week_stat.searches + excluded.searches,
          zero_results = bss_search_week_stat.zero_results + excluded.zero_results,
          clicks = bss_search_week_stat.clicks + excluded.clicks`,
      );
    }
    if (clickedOnly.length) {
      await queryRows(
        handle,
        sql`update bss_search_week_stat s set clicks = s.clicks + v.clicks from (values ${sql.join(
          clickedOnly.map((r) => sql`(${r.week}::date, ${r.query}::text, ${r.clicks}::integer)`),
          sql`, `,
        )}) as v(week, query, clicks) where s.week = v.week and s.query = v.query`,
      );
    }
  } catch (error) {
    // Not lost on a passing failure: added back to what waits for the next write.
    for (const r of rows) add(r.query, { searches: r.searches, zero: r.zero, clicks: r.clicks }, Date.parse(`${r.week}T12:00:00+08:00`));
    throw error;
  }
  if (now - b.lastPrune > DAY) {
    b.lastPrune = now;
    await pruneSearchStats(handle, now);
  }
  return rows.length;
}

/** Drops, of the weeks that are over, the queries searched once, and every week older than STATS_KEEP_WEEKS (demo rows too). */
export async function pruneSearchStats(db: Db, now = Date.now()): Promise<void> {
  const week = weekOf(now);
  await queryRows(db, sql`delete from bss_search_week_stat where (week < ${week}::date and searches <= 1 and demo = 0) or week < ${weeksBefore(week, STATS_KEEP_WEEKS)}::date`);
}

/** Forget what waits (tests). */
export function resetSearchStatsBuffer(): void {
  const b = buffer();
  if (b.timer) clearTimeout(b.timer);
  b.timer = null;
  b.counts = new Map();
}

/* --------------------------------------------- reading ------------------------------------------ */

export type QueryStat = { query: string; searches: number; zeroResults: number; clicks: number; demo: boolean };
export type WeekStats = { week: string; top: QueryStat[]; noResult: QueryStat[]; noClick: QueryStat[]; searches: number; distinct: number };

type StatRow = { query: string; searches: number; zero_results: number; clicks: number; demo: number };
const toStat = (r: StatRow): QueryStat => ({ query: r.query, searches: Number(r.searches), zeroResults: Number(r.zero_results), clicks: Number(r.clicks), demo: Number(r.demo) > 0 });

/**
 * One week's statistics: the most searched queries, the queries that found nothing (most searched
 * first), and the queries that found something but after which no result was opened.
 */
export async function readWeekStats(week: string, limit = 20, db?: Db): Promise<WeekStats> {
  const handle = db ?? (await getDb());
  const lim = Math.max(1, Math.min(100, limit));
  const cols = sql`query, searches, zero_results, clicks, demo`;
  const [top, noResult, noClick, totals] = await Promise.all([
    queryRows<StatRow>(handle, sql`select ${cols} from bss_search_week_stat where week = ${week}::date order by searches desc, query limit ${lim}`),
    queryRows<StatRow>(handle, sql`select ${cols} from bss_search_week_stat where week = ${week}::date and zero_results > 0 order by zero_results desc, query limit ${lim}`),
    queryRows<StatRow>(
      handle,
      sql`select ${cols} from bss_search_week_stat where week = ${week}::date and searches > zero_results and clicks = 0 order by searches desc, query limit ${lim}`,
    ),
    queryRows<{ searches: number; distinct: number }>(handle, sql`select coalesce(sum(searches), 0)::integer as searches, count(*)::integer as distinct from bss_search_week_stat where week = ${week}::date`),
  ]);
  return { week, top: top.map(toStat), noResult: noResult.map(toStat), noClick: noClick.map(toStat), searches: Number(totals[0]?.searches ?? 0), distinct: Number(totals[0]?.distinct ?? 0) };
}

/** The weeks that have statistics, newest first (at most a year's). */
export async function listStatWeeks(db?: Db): Promise<string[]> {
  const handle = db ?? (await getDb());
  const rows = await queryRows<{ week: string }>(handle, sql`select distinct week::text as week from bss_search_week_stat order by week desc limit ${STATS_KEEP_WEEKS}`);
  return rows.map((r) => r.week);
}

/* ------------------------------------- popular queries ------------------------------------------ */

/** Weeks the suggestions' popular queries are drawn from (this one and the ones before). */
export const POPULAR_WEEKS = 4;
/** A query searched fewer times is never suggested to others (what one person typed stays theirs). */
export const POPULAR_MIN_SEARCHES = 3;
const POPULAR_TTL_MS = 5 * 60_000;
type PopularHeld = { at: number; queries: Promise<string[]>; limit: number };
type GlobalWithPopular = typeof globalThis & { __bzfPopularQueries?: PopularHeld };

/**
 * The most searched queries of the last POPULAR_WEEKS weeks that found something (fewer searches
 * with no result than with one), each searched at least POPULAR_MIN_SEARCHES times: what the
 * header box's suggestions complete from. Kept five minutes per process.
 */
export async function popularQueries(limit = 50, { db, fresh = false }: { db?: Db; fresh?: boolean } = {}): Promise<string[]> {
  const g = globalThis as GlobalWithPopular;
  const held = g.__bzfPopularQueries;
  if (!fresh && held && held.limit >= limit && Date.now() - held.at < POPULAR_TTL_MS) return (await held.queries).slice(0, limit);
  const read = async () => {
    const handle = db ?? (await getDb());
    const since = weeksBefore(weekOf(), POPULAR_WEEKS - 1);
    const rows = await queryRows<{ query: string }>(
      handle,
      sql`select query from bss_search_week_stat where week >= ${since}::date group by query
        having sum(searches) >= ${POPULAR_MIN_SEARCHES} and sum(zero_results) * 2 < sum(searches)
        order by sum(searches) desc, query limit ${Math.max(1, Math.min(200, limit))}`,
    );
    return rows.map((r) => r.query);
  };
  const queries = read();
  g.__bzfPopularQueries = { at: Date.now(), queries, limit };
  queries.catch(() => {
    if (g.__bzfPopularQueries?.queries === queries) g.__bzfPopularQueries = undefined;
  });
  return queries;
}
