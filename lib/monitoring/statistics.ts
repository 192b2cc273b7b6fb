/**
 * Statistics an operator can read (issue #13): visits per module per day. A daily roll-up keeps
 * the figures of complete days in bpm_module_access_daily, and the raw rows older than 90 days are
 * pruned after their days are rolled up. The SQL is shared with `npm run stats` (./statistics-sql.mjs).
 */
import { getDb, type Db } from '@/lib/db/client';
import { logError } from '@/lib/log';
import { DAILY_VISITS_SQL, PRUNE_SQL, RAW_RETENTION_DAYS, ROLL_UP_SQL, STATS_TIME_ZONE } from './statistics-sql.mjs';

export { RAW_RETENTION_DAYS };

export type DailyVisits = { day: string; moduleKey: string; moduleName: string; visits: number; visitors: number };

type Rows = { rows: Record<string, unknown>[] };
/** PGlite and node-postgres clients both answer query(text, params) with { rows }. */
type RawClient = { query(text: string, params: unknown[]): Promise<Rows> };

function rawClient(db: Db): RawClient {
  // drizzle keeps the driver's client here for both drivers.
  return (db as unknown as { $client: RawClient }).$client;
}

/** Visits per module per day for the last `days` days (today included), newest day first. */
export async function listDailyVisits(days: number, now: Date = new Date()): Promise<DailyVisits[]> {
  if (!Number.isInteger(days) || days < 1 || days > 3660) throw new RangeError('days must be 1–3660');
  const { rows } = await rawClient(await getDb()).query(DAILY_VISITS_SQL, [now.toISOString(), days]);
  return rows.map((r) => ({
    day: String(r.day),
    moduleKey: String(r.module_key),
    moduleName: String(r.module_name ?? ''),
    visits: Number(r.visits),
    visitors: Number(r.visitors),
  }));
}

export type RollUpResult = { rolledUp: number; pruned: number };

/**
 * Rolls up every complete day, then prunes raw rows older than `retentionDays` whose days are rolled
 * up. Idempotent; several instances may run it at once (the upsert makes them agree).
 */
export async function rollUpModuleAccess(now: Date = new Date(), retentionDays = RAW_RETENTION_DAYS): Promise<RollUpResult> {
  const client = rawClient(await getDb());
  const rolled = await client.query(`${ROLL_UP_SQL} RETURNING day`, [now.toISOString()]);
  const pruned = await client.query(`${PRUNE_SQL} RETURNING id`, [now.toISOString(), retentionDays]);
  return { rolledUp: rolled.rows.length, pruned: pruned.rows.length };
}

const cityDay = new Intl.DateTimeFormat('en-CA', { timeZone: STATS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
let lastRollUpDay: string | null = null;

/**
 * Runs the roll-up once per city day per process, in the background (the first module access of
 * a day pays nothing for it). A failure is logged and tried again on the next access.
 */
export function rollUpWhenDue(now: Date = new Date()): void {
  const day = cityDay.format(now);
  if (lastRollUpDay === day) return;
  lastRollUpDay = day;
  rollUpModuleAccess(now).catch((error: unknown) => {
    lastRollUpDay = null;
    logError('monitoring', 'daily roll-up failed', error);
  });
}
