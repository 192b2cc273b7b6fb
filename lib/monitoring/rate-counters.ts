import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { rateCounters } from '@/lib/db/schema';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { sha256Hex } from '@/lib/register/secrets';

/**
 * Fixed-window counters in the database (so they hold across instances): one upsert bumps the
 * bucket's count for the current window and returns it. Used by the anonymous writes — module
 * accesses and the view beacon — which anyone can send. docs/security.md "Rate limits".
 */
export type Hit = { hits: number; windowEndsAt: Date };

export async function hitCounter(bucket: string, windowMs: number, now = new Date()): Promise<Hit> {
  const db = await getDb();
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateCounters)
    .values({ bucket, windowStart, hits: 1 })
    .onConflictDoUpdate({ target: [rateCounters.bucket, rateCounters.windowStart], set: { hits: sql`${rateCounters.hits} + 1` } })
    .returning({ hits: rateCounters.hits });
  // Housekeeping on the side: windows older than a day count for nothing.
  if (Math.random() < 0.01) await db.delete(rateCounters).where(lt(rateCounters.windowStart, new Date(now.getTime() - 24 * 3600 * 1000)));
  return { hits: row?.hits ?? 1, windowEndsAt: new Date(windowStart.getTime() + windowMs) };
}

/**
 * Several counters bumped in one statement (one round trip however many windows a write is
 * counted in). `by` adds more than one (bytes, for instance). Answers each bucket's count in
 * order. Buckets are always passed in the same order for the same request shape, so parallel
 * upserts on PostgreSQL take their row locks in one order and cannot deadlock.
 */
export async function hitCounters(
  counters: readonly { bucket: string; windowMs: number; by?: number }[],
  now = new Date(),
  /** A transaction to count in (PGlite has one connection: a second one would wait for it forever). */
  within?: Db,
): Promise<Hit[]> {
  if (counters.length === 0) return [];
  const db = within ?? (await getDb());
  const rows = counters.map(({ bucket, windowMs, by = 1 }) => ({ bucket, windowStart: new Date(Math.floor(now.getTime() / windowMs) * windowMs), hits: by }));
  const stored = await db
    .insert(rateCounters)
    .values(rows)
    .onConflictDoUpdate({ target: [rateCounters.bucket, rateCounters.windowStart], set: { hits: sql`${rateCounters.hits} + excluded.hits` } })
    .returning({ bucket: rateCounters.bucket, hits: rateCounters.hits });
  if (Math.random() < 0.01) await db.delete(rateCounters).where(lt(rateCounters.windowStart, new Date(now.getTime() - 24 * 3600 * 1000)));
  const byBucket = new Map(stored.map((r) => [r.bucket, r.hits]));
  return rows.map((r, i) => ({ hits: byBucket.get(r.bucket) ?? r.hits, windowEndsAt: new Date(r.windowStart.getTime() + counters[i]!.windowMs) }));
}

/** The sum of a bucket's windows that started after `since` (a sliding total from fixed windows). */
export async function sumCounter(bucket: string, since: Date, within?: Db): Promise<number> {
  const db = within ?? (await getDb());
  const [row] = await db
    .select({ total: sql<number>`cast(coalesce(sum(${rateCounters.hits}), 0) as integer)` })
    .from(rateCounters)
    .where(and(eq(rateCounters.bucket, bucket), gte(rateCounters.windowStart, since)));
  return Number(row?.total ?? 0);
}

/** "12 秒", "5 分钟", "3 小时": a wait as people say it, rounded up. */
export function waitLabel(seconds: number): string {
  if (seconds < 60) return `${seconds} 秒`;
  if (seconds < 3600) return `${Math.ceil(seconds / 60)} 分钟`;
  return `${Math.ceil(seconds / 3600)} 小时`;
}

/** A client address as it appears in bucket keys: hashed, so the table holds no addresses. */
export const addressKey = (address: string) => sha256Hex(`bzf-rate:${address}`).slice(0, 32);

export const ANONYMOUS_WRITE_LIMITS = {
  /**
   * Module-access records, and separately view beacons, per client address per minute (a page view
   * sends one; raise RATE_LIMIT_ANONYMOUS_WRITES_PER_MINUTE where many visitors share an address).
   */
  perMinute: () => getEnv().RATE_LIMIT_ANONYMOUS_WRITES_PER_MINUTE,
  /** One counted view per address and content in this window (the browser already sends one per session). */
  viewWindowMs: 30 * 60 * 1000,
} as const;

/** Counts one request in the bucket and refuses it (429, Retry-After, Chinese msg) past `limit` per window. */
export async function assertUnderLimit(bucket: string, limit: number, windowMs: number, now = new Date()): Promise<void> {
  const { hits, windowEndsAt } = await hitCounter(bucket, windowMs, now);
  if (hits <= limit) return;
  const seconds = Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 1000));
  throw new ApiError(ERROR_CODES.RATE_LIMITED, `请求过于频繁，请 ${seconds} 秒后再试`, 429, (response) => {
    response.headers.set('Retry-After', String(seconds));
  });
}

/**
 * Takes back one hit of the bucket's window that `hitCounter` counted at `countedAt`: for limits on
 * failures, where every attempt counts (atomically, so a burst of parallel guesses cannot slip past
 * the limit) until it turns out to have succeeded.
 */
export async function forgiveHit(bucket: string, windowMs: number, countedAt: Date): Promise<void> {
  const db = await getDb();
  const windowStart = new Date(Math.floor(countedAt.getTime() / windowMs) * windowMs);
  await db
    .update(rateCounters)
    .set({ hits: sql`greatest(${rateCounters.hits} - 1, 0)` })
    .where(and(eq(rateCounters.bucket, bucket), eq(rateCounters.windowStart, windowStart)));
}
