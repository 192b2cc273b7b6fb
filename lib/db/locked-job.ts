/**
 * A job every instance runs on a timer and only one runs at a time (retention, subscriptions): a
 * pass is one transaction that first takes `pg_try_advisory_xact_lock(key)`. Another instance that
 * tries meanwhile skips the pass (it does not wait); the lock ends with the transaction, so a
 * crashed instance never leaves it held. PGlite is one process, where the lock is always free.
 */
import { sql } from 'drizzle-orm';
import { getDb, queryRows, type Db } from '@/lib/db/client';
import { logError } from '@/lib/log';

export type LockedPassResult<T> = { skipped: true } | ({ skipped: false } & T);

/**
 * One pass of `work` under the advisory lock `key`, or `{ skipped: true }` when another pass holds
 * it. `whileLocked` runs after the work, before the commit: a test runs a second pass then.
 */
export async function runLockedPass<T extends object>(
  db: Db,
  key: number,
  work: (t: Db) => Promise<T>,
  whileLocked?: () => Promise<void>,
): Promise<LockedPassResult<T>> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [lock] = await queryRows<{ locked: boolean }>(t, sql`select pg_try_advisory_xact_lock(${key}) as locked`);
    if (!lock?.locked) return { skipped: true } as const;
    const result = await work(t);
    await whileLocked?.();
    return { skipped: false as const, ...result };
  });
}

export type LockedJob = { stop: () => Promise<void> };

export type LockedJobOptions<R> = {
  /** The log tag, and the one timer of that name per process. */
  name: string;
  /** Read when the timer starts (never during `next build`, nor when it already runs). */
  intervalMs: () => number;
  firstDelayMs: (intervalMs: number) => number;
  database?: () => Promise<Db>;
  /** One pass (runLockedPass inside). */
  run: (db: Db) => Promise<R>;
  /** The log line of a pass, or null for none. */
  describe: (result: R) => string | null;
};

type GlobalWithJobs = typeof globalThis & { __bzfLockedJobs?: Map<string, LockedJob> };

/**
 * Starts this process's timer of `name` (instrumentation.ts, at server start): a first pass after
 * firstDelayMs, then one intervalMs after each pass ends. Returns the running one if already
 * started, null during `next build`.
 */
export function startLockedJob<R>(options: LockedJobOptions<R>): LockedJob | null {
  if (process.env.NEXT_PHASE === 'phase-production-build') return null;
  const g = globalThis as GlobalWithJobs;
  const jobs = (g.__bzfLockedJobs ??= new Map());
  const existing = jobs.get(options.name);
  if (existing) return existing;
  const { name, run, describe } = options;
  const intervalMs = options.intervalMs();
  const database = options.database ?? getDb;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const pass = async () => {
    try {
      const line = describe(await run(await database()));
      if (line !== null) console.info(line);
    } catch (error) {
      logError(name, `${name} pass failed`, error);
    }
  };
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass().finally(() => schedule(intervalMs));
    }, delay);
    // The timer never keeps a process alive that is otherwise done.
    timer.unref();
  };
  schedule(options.firstDelayMs(intervalMs));

  const job: LockedJob = {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      if (jobs.get(name) === job) jobs.delete(name);
    },
  };
  jobs.set(name, job);
  return job;
}
