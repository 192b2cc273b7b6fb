import fs from 'node:fs';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { getEnv } from '@/lib/env';
import { isDatabaseError, logError } from '@/lib/log';
import { assertDatabaseNotBackingOff, DatabaseUnavailableError, isDatabaseUnavailable, markDatabaseUnavailable, withDeadline } from './availability';
import { installQueryErrorSanitizer, sanitizeDatabaseError } from './query-errors';
import * as schema from './schema';

// Before any query can run: no failed query's error carries its parameters (lib/db/query-errors.ts).
installQueryErrorSanitizer();

/** The one database type the services use: PGlite and node-postgres drizzle instances both fit it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Db;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

export type DatabaseTimeouts = { connectMs: number; statementMs: number; idleMs: number };

export type OpenOptions = {
  /** Defaults: the DB_*_TIMEOUT_MS settings of lib/env.ts. */
  timeouts?: DatabaseTimeouts;
  /** PostgreSQL connections at most; default DB_POOL_MAX of lib/env.ts. */
  poolMax?: number;
  /** postgres://… connection string; when absent PGlite is used. */
  url?: string;
  /** PGlite data folder; `undefined` with no url means an in-memory database (tests). */
  dataDir?: string;
  /**
   * Runs once the database is open and migrated, before anyone else reads it: the server's
   * start-up steps (the demo seed, lib/db/startup.ts). This module never imports them, so the
   * client sits below every service in the import graph.
   */
  afterOpen?: readonly DatabaseStartupStep[];
};

export type DatabaseStartupStep = (db: Db) => Promise<unknown>;

const MIGRATIONS_FOLDER = path.join(process.cwd(), 'lib', 'db', 'migrations');

/** Opens a database, applies every pending migration, then runs the given start-up steps in order. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const timeouts = options.timeouts ?? timeoutsFromEnv();
  const handle = options.url ? await openPostgres(options.url, timeouts, options.poolMax ?? getEnv().DB_POOL_MAX) : await openPglite(options.dataDir, timeouts);
  for (const step of options.afterOpen ?? []) await step(handle.db);
  return handle;
}

function timeoutsFromEnv(): DatabaseTimeouts {
  const env = getEnv();
  return { connectMs: env.DB_CONNECT_TIMEOUT_MS, statementMs: env.DB_STATEMENT_TIMEOUT_MS, idleMs: env.DB_IDLE_TIMEOUT_MS };
}

/**
 * PGlite runs in this process: there is no network to stall and no connection to time out, and its
 * single-threaded WASM cannot interrupt a running statement. Opening (a damaged or locked folder)
 * gets a deadline so a request is answered either way.
 */
async function openPglite(dataDir: string | undefined, timeouts: DatabaseTimeouts): Promise<DatabaseHandle> {
  return withDeadline('opening the embedded database', Math.max(30_000, timeouts.connectMs), openPgliteNow(dataDir));
}

async function openPgliteNow(dataDir: string | undefined): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // Claimed before opening: a backup or restore (or another portal) holding the folder stops this
  // open with its process id, instead of two processes writing one folder and losing rows.
  const release = dataDir ? claimPgliteFolder(dataDir) : () => undefined;
  let client: Awaited<ReturnType<typeof PGlite.create>>;
  let db: ReturnType<typeof drizzle<typeof schema>>;
  try {
    client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
    db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    release();
    throw error;
  }
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    close: async () => {
      await client.close();
      release();
    },
  };
}

/** The marker beside a PGlite folder naming the process that has it open. */
function ownerFile(dataDir: string): string {
  return `${path.resolve(dataDir)}.pid`;
}

/** Another live process holds the embedded database's folder (its `<folder>.pid` names it). */
export class PgliteFolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The embedded database ${path.resolve(dataDir)} is in use by process ${pid} (a portal, a backup or a restore); PGlite allows one process per folder. If no such process runs, remove ${ownerFile(dataDir)}.`);
    this.name = 'PgliteFolderInUseError';
  }
}

/**
 * PGlite has no lock between processes (decision 0002). The process that opens a folder writes
 * its id beside it; the portal, `npm run backup` and `npm run restore` all claim the folder this
 * way and refuse while another live process holds it. A file left by a process that died is
 * ignored (the liveness check), so a crash never locks the folder for good.
 */
export function claimPgliteFolder(dataDir: string): () => void {
  const owner = pgliteOwner(dataDir);
  if (owner !== null && owner !== process.pid) throw new PgliteFolderInUseError(dataDir, owner);
  return markPgliteOwner(dataDir);
}

/** Writes this process's id beside the folder; the returned function removes it again. */
function markPgliteOwner(dataDir: string): () => void {
  const file = ownerFile(dataDir);
  try {
    fs.writeFileSync(file, String(process.pid), { mode: 0o600 });
  } catch {
    return () => undefined;
  }
  const release = () => {
    try {
      if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
  process.once('exit', release);
  return release;
}

/** The id of a live process that has the PGlite folder open, or null. */
export function pgliteOwner(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number.parseInt(fs.readFileSync(ownerFile(dataDir), 'utf8').trim(), 10);
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to another user — still an owner.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

async function openPostgres(url: string, timeouts: DatabaseTimeouts, poolMax: number): Promise<DatabaseHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({
    connectionString: url,
    max: poolMax,
    idleTimeoutMillis: timeouts.idleMs,
    // A server that accepts the connection but never answers the handshake.
    connectionTimeoutMillis: timeouts.connectMs,
    // The server cancels a long statement; the client gives up even when the server is silent, and
    // a connection whose query timed out is destroyed, not handed to the next request.
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + 1_000,
    idle_in_transaction_session_timeout: timeouts.statementMs * 2,
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process: the
  // pool discards it and the next query opens a fresh one.
  pool.on('error', (error) => logError('db', 'idle PostgreSQL connection lost', error));
  // drizzle starts a transaction with pool.connect() outside the query wrapper: a refused or silent
  // server there is "unavailable" too (503, back-off), not a 500. pg's own pool.query uses the
  // callback form, which passes unchanged.
  const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
  pool.connect = ((callback?: unknown) =>
    callback
      ? connect(callback)
      : (connect() as Promise<unknown>).catch((error: unknown) => {
          throw connectionFailure(error, 'connecting to the database');
        })) as typeof pool.connect;
  const db = drizzle(pool, { schema });
  // Several portal instances may start together: one migrates, the others wait on the lock.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock(727001)');
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query('select pg_advisory_unlock(727001)').catch(() => undefined);
    lockClient.release();
  }
  return { db: db as unknown as Db, driver: 'postgres', close: () => pool.end() };
}

type GlobalWithDb = typeof globalThis & { __bzfDb?: Promise<DatabaseHandle>; __bzfDbStartup?: DatabaseStartupStep[] };

/**
 * Adds a step the process-wide database runs once when it opens (instrumentation.ts adds the demo
 * seed at server start, before the first request). Kept on globalThis: the instrumentation and the
 * routes are separate bundles of one process.
 */
export function addDatabaseStartupStep(step: DatabaseStartupStep): void {
  const g = globalThis as GlobalWithDb;
  (g.__bzfDbStartup ??= []).push(step);
}

/**
 * The process-wide database. PGlite has no cross-process lock, so exactly one handle per process
 * and never during `next build` (its prerender workers are separate processes).
 */
export function getDb(): Promise<Db> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    throw new Error('Database access during `next build` is not allowed: render this page at request time.');
  }
  // While the database is known to be down, fail at once instead of waiting out every timeout.
  assertDatabaseNotBackingOff();
  const g = globalThis as GlobalWithDb;
  if (!g.__bzfDb) {
    const env = getEnv();
    g.__bzfDb = openDatabase({
      url: env.DATABASE_URL,
      dataDir: env.DATABASE_URL ? undefined : env.PGLITE_DATA_DIR,
      afterOpen: [...(g.__bzfDbStartup ?? [])],
    });
    // A failed open must not poison the process forever: the next request tries again.
    g.__bzfDb.catch(() => {
      g.__bzfDb = undefined;
    });
  }
  return g.__bzfDb.then(
    (h) => h.db,
    (error: unknown) => {
      throw connectionFailure(error, 'opening the database');
    },
  );
}

const UNREACHABLE = ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN'];

/**
 * Opening the database and starting a transaction connect before any query does, so a refused or
 * silent server fails there with the driver's own error: that is "unavailable" (503, back-off), not
 * a fault of the request. The only socket these paths open is the database's, so a socket error
 * here cannot be a visitor's.
 */
function connectionFailure(error: unknown, operation: string): Error {
  if (error instanceof DatabaseUnavailableError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (isDatabaseUnavailable(error) || (typeof code === 'string' && UNREACHABLE.includes(code))) return markDatabaseUnavailable(operation);
  // A configuration fault (a missing migrations folder, the build-phase guard) keeps its message.
  return isDatabaseError(error) ? sanitizeDatabaseError(error) : error instanceof Error ? error : new Error(String(error));
}

/** Runs raw SQL and returns its rows; both drivers answer `execute` with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
