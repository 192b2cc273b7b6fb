/**
 * Best bets (推荐, issue #27 part 4): staff pin a document for a query; on the first page of that
 * query's results it comes first, marked, whatever the ranking says — when it is of the kind the
 * visitor filtered to and dated within the range they chose. Applied around the search
 * (searchSite, whose ranking stays the SQL function's), with one small query for the pinned
 * documents, so the quality measure (./quality.ts) keeps measuring the ranking alone.
 *
 * A query is pinned by its key: normalised (./tokens.mjs normalizeQuery) with its spaces removed,
 * so 公租房 申请 and 公租房申请 share their pins. A document is named by its stable key (SearchHit.key):
 * `page:<URL>` or `<source>:<id>`; the console also takes a result's address and finds its key.
 */
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { SearchFieldError } from './field-error';
import { getDb, queryRows, type Db } from '@/lib/db/client';
import { searchBestBets } from '@/lib/db/schema';
import type { AuditEntry } from '@/lib/staff/audit';
import { KIND_LABELS, type SearchKind } from './kinds';
import { toHit, type HitRow, type SearchHit, type SearchInput, type SearchPage } from './search';
import { normalizeQuery } from './tokens.mjs';

/** At most this many pins per query (the first page stays the ranking's). */
export const BEST_BETS_PER_QUERY = 3;

export const BEST_BET_MSG = {
  query: '请输入搜索词（不超过 50 个字）',
  target: '请填写要置顶的结果：结果的地址（如 /t1/…）或编号（如 content:12、page:/t1/…）',
  notFound: '搜索索引中没有这个结果，请从搜索结果页复制它的地址',
  duplicate: '这个结果已是该搜索词的推荐',
  full: `每个搜索词最多 ${BEST_BETS_PER_QUERY} 条推荐`,
} as const;

/** The key a query is pinned under: normalised, no spaces; '' when nothing is left. */
export function bestBetQueryKey(raw: string): string {
  return normalizeQuery(raw).replace(/\s+/g, '');
}

const RECORD_KEY = /^(content|project|commercial|shop|job|questionnaire):(\d{1,9})$/;

type DocRow = HitRow & { published_at: string | Date };

/** The condition naming a document by its key (null: not a key). */
function keyCondition(key: string): SQL | null {
  if (key.startsWith('page:/')) return sql`(source = 'page' and url = ${key.slice(5)})`;
  const m = RECORD_KEY.exec(key);
  return m ? sql`(source = ${m[1]} and ref_id = ${Number(m[2])})` : null;
}

const docKeyOf = (row: { source: string; ref_id: number; url: string }) => (row.source === 'page' ? `page:${row.url}` : `${row.source}:${Number(row.ref_id)}`);

/** A result's key, or its address on the portal (absolute or not), as the stable key of a document of the index; null when none. */
export async function resolveDocument(db: Db, target: string): Promise<{ key: string; title: string; kind: SearchKind } | null> {
  const t = target.trim();
  let condition = keyCondition(t);
  if (!condition) {
    let path = t;
    try {
      if (/^https?:\/\//i.test(t)) {
        const u = new URL(t);
        path = `${u.pathname}${u.search}`;
      }
    } catch {
      return null;
    }
    if (!path.startsWith('/') || path.length > 300) return null;
    condition = sql`url = ${path}`;
  }
  const [row] = await queryRows<{ source: string; ref_id: number; url: string; title: string; kind: SearchKind }>(
    db,
    sql`select source, ref_id, url, title, kind from bss_search_doc where ${condition} order by (source = 'page') desc, id limit 1`,
  );
  return row ? { key: docKeyOf(row), title: row.title, kind: row.kind } : null;
}

export type BestBet = { id: number; query: string; docKey: string; title: string | null; kindLabel: string | null; url: string | null; createdAt: string };

/** Every pin, by query, with the pinned document as the index holds it (null: no longer in the index). */
export async function listBestBets(db?: Db): Promise<BestBet[]> {
  const handle = db ?? (await getDb());
  const bets = await handle.select().from(searchBestBets).orderBy(asc(searchBestBets.queryKey), asc(searchBestBets.position), asc(searchBestBets.id));
  const docs = await documentsOf(handle, [...new Set(bets.map((b) => b.docKey))]);
  return bets.map((b) => {
    const doc = docs.get(b.docKey);
    return { id: b.id, query: b.queryKey, docKey: b.docKey, title: doc?.title ?? null, kindLabel: doc ? KIND_LABELS[doc.kind] : null, url: doc?.url ?? null, createdAt: b.createdAt.toISOString() };
  });
}

async function documentsOf(db: Db, keys: readonly string[]): Promise<Map<string, DocRow>> {
  const conditions = keys.map(keyCondition).filter((c): c is SQL => c !== null);
  if (conditions.length === 0) return new Map();
  const rows = await queryRows<DocRow>(
    db,
    sql`select kind, title, url, published_at, body, source, ref_id from bss_search_doc where ${sql.join(conditions, sql` or `)}`,
  );
  return new Map(rows.map((r) => [docKeyOf(r), r]));
}

type Audit = (entry: AuditEntry) => Promise<void>;

/** Pins a document for a query (in the caller's audited transaction). */
export async function addBestBet(tx: Db, audit: Audit, input: { query: string; target: string }): Promise<{ id: number; query: string; docKey: string }> {
  const query = bestBetQueryKey(input.query);
  if (!query) throw new SearchFieldError('query', BEST_BET_MSG.query);
  const doc = await resolveDocument(tx, input.target);
  if (!doc) throw new SearchFieldError('target', BEST_BET_MSG.notFound);
  const existing = await tx.select().from(searchBestBets).where(eq(searchBestBets.queryKey, query));
  if (existing.some((b) => b.docKey === doc.key)) throw new SearchFieldError('target', BEST_BET_MSG.duplicate);
  if (existing.length >= BEST_BETS_PER_QUERY) throw new SearchFieldError('query', BEST_BET_MSG.full);
  const [row] = await tx
    .insert(searchBestBets)
    .values({ queryKey: query, docKey: doc.key, position: existing.length })
    .returning();
  await audit({ action: 'search.bestBet.create', entity: 'search_best_bet', entityId: row!.id, changes: { query: { before: null, after: query }, result: { before: null, after: `${doc.title}（${doc.key}）` } } });
  return { id: row!.id, query, docKey: doc.key };
}

/** Removes a pin; false when there was none. */
export async function removeBestBet(tx: Db, audit: Audit, id: number): Promise<boolean> {
  const [row] = await tx.delete(searchBestBets).where(eq(searchBestBets.id, id)).returning();
  if (!row) return false;
  await audit({ action: 'search.bestBet.delete', entity: 'search_best_bet', entityId: id, changes: { query: { before: row.queryKey, after: null }, result: { before: row.docKey, after: null } } });
  return true;
}

/** How long a process keeps the pins (query key → document keys) before reading them again; a change here clears it at once. */
export const BEST_BETS_TTL_MS = 60_000;
type HeldBets = { at: number; generation: number; bets: Promise<Map<string, string[]>> };
const heldBets = new WeakMap<Db, HeldBets>();
/**
 * Bumped by a change: on globalThis, because the console's route and the results page are bundled
 * apart (each its own copy of this module) yet run in one process.
 */
type GlobalWithBets = typeof globalThis & { __bzfBestBetsGeneration?: number };
const generation = () => (globalThis as GlobalWithBets).__bzfBestBetsGeneration ?? 0;

/** Forget the held pins (after a change is committed, in the process that made it). */
export function forgetBestBets(): void {
  (globalThis as GlobalWithBets).__bzfBestBetsGeneration = generation() + 1;
}

/** Every pin, by query key: a small table, read once a minute per process, so a query without pins costs no database work. */
function pinsByQuery(db: Db): Promise<Map<string, string[]>> {
  const current = heldBets.get(db);
  if (current && current.generation === generation() && Date.now() - current.at < BEST_BETS_TTL_MS) return current.bets;
  const bets = queryRows<{ query_key: string; doc_key: string }>(db, sql`select query_key, doc_key from bss_search_best_bet order by position, id`).then((rows) => {
    const map = new Map<string, string[]>();
    for (const r of rows) map.set(r.query_key, [...(map.get(r.query_key) ?? []), r.doc_key]);
    return map;
  });
  heldBets.set(db, { at: Date.now(), generation: generation(), bets });
  bets.catch(() => heldBets.delete(db));
  return bets;
}

/** The pinned documents of these query keys, in pin order, each once. */
async function pinnedFor(db: Db, queryKeys: readonly string[]): Promise<DocRow[]> {
  const byQuery = await pinsByQuery(db);
  const keys = [...new Set(queryKeys.filter(Boolean).flatMap((k) => byQuery.get(k) ?? []))];
  if (keys.length === 0) return [];
  const docs = await documentsOf(db, keys);
  return keys.map((k) => docs.get(k)).filter((d): d is DocRow => d !== undefined);
}

const shanghaiDayStart = (day: string) => Date.parse(`${day}T00:00:00+08:00`);

/**
 * The results page with the pins of its query (or of the query as typed, when a correction's
 * results are shown) first on page 1, marked `pinned`, and left out of every page's ranked results.
 * A pin shows only where the visitor's filters would let it: its kind, its date within the range,
 * and published (a page of the portal has no date and passes any range).
 */
export async function applyBestBets(page: SearchPage, input: Pick<SearchInput, 'kind' | 'from' | 'to'>, alsoQuery?: string, db?: Db): Promise<SearchPage> {
  if (page.mode === 'empty') return page;
  const handle = db ?? (await getDb());
  const docs = await pinnedFor(handle, [...new Set([bestBetQueryKey(page.query), bestBetQueryKey(alsoQuery ?? '')])]);
  if (docs.length === 0) return page;
  const now = Date.now();
  const from = input.from ? shanghaiDayStart(input.from) : null;
  const to = input.to ? shanghaiDayStart(input.to) + 86_400_000 : null;
  const shown = docs.filter((d) => {
    if (input.kind && d.kind !== input.kind) return false;
    const at = new Date(d.published_at).getTime();
    if (at > now) return false;
    if (d.source === 'page') return true;
    return (from === null || at >= from) && (to === null || at < to);
  });
  if (shown.length === 0) return page;
  const terms = [...page.words].sort((a, b) => b.length - a.length);
  const pinned: SearchHit[] = shown.map((d) => ({ ...toHit(d, terms), pinned: true }));
  const keys = new Set(pinned.map((h) => h.key));
  const rest = page.records.filter((r) => !keys.has(r.key));
  const records = page.pageNum === 1 ? [...pinned, ...rest] : rest;
  const total = Math.max(page.total, pinned.length);
  return { ...page, records, total, pages: Math.max(page.pages, 1) };
}
