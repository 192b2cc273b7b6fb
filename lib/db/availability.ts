/**
 * Whether the database answers. A database that is down or stalled must cost a request a bounded
 * time, never hang it: the driver has connection and statement timeouts (lib/db/client.ts), and
 * after such a failure every request fails fast for a short back-off instead of queueing on the
 * same dead server, then tries again by itself (no restart). docs/security.md "Stalled database".
 */

import { DATABASE_UNAVAILABLE_DIGEST } from '@/lib/server/unavailable-page.mjs';

/** Thrown instead of waiting while the database is known to be unreachable, and for a query that got no answer. */
export class DatabaseUnavailableError extends Error {
  /**
   * Next keeps an error's own digest: a page that fails with this error carries it into its error
   * payload, where the portal server recognises it and answers 503 (lib/server/unavailable-page.mjs).
   */
  readonly digest = DATABASE_UNAVAILABLE_DIGEST;
  constructor(
    readonly retryAfterSeconds: number,
    /** What was attempted (never a value): `select from "bzf_user_session"`. */
    operation = 'database',
  ) {
    super(`database unavailable: ${operation}`);
    this.name = 'DatabaseUnavailableError';
  }
}

type ErrorLike = { name?: unknown; message?: unknown; code?: unknown; cause?: unknown };

/**
 * SQLSTATE classes and driver messages that mean "could not get an answer" rather than "the query
 * was wrong": connection exceptions (08), statement timeout / cancel (57014), shutdown (57P0x),
 * too many connections (53300), and node-postgres' own timeouts and lost connections.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let fromQuery = false;
  let socketTrouble = false;
  for (let e = error as ErrorLike | undefined, depth = 0; e && typeof e === 'object' && depth < 5; e = e.cause as ErrorLike, depth++) {
    if (e instanceof DatabaseUnavailableError) return true;
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    const name = typeof e.name === 'string' ? e.name : '';
    if (/^08/.test(code) || code === '57014' || /^57P0/.test(code) || code === '53300') return true;
    if (/timeout exceeded when trying to connect|Query read timeout|Connection terminated|statement timeout/i.test(message)) return true;
    if (name === 'DrizzleQueryError' || message.startsWith('Failed query')) fromQuery = true;
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH'].includes(code)) socketTrouble = true;
  }
  // A reset or refused socket means the database only when a query failed on it: a visitor who
  // leaves mid-request resets the HTTP socket, which says nothing about the database.
  return socketTrouble && fromQuery;
}

const BACKOFF_MS = 5_000;

type State = { downUntil: number };
const state = ((globalThis as typeof globalThis & { __bzfDbAvailability?: State }).__bzfDbAvailability ??= { downUntil: 0 });

/** Records a failure; an unavailability opens the back-off window. Returns whether it was one. */
export function noteDatabaseFailure(error: unknown, now = Date.now()): boolean {
  if (!isDatabaseUnavailable(error) || error instanceof DatabaseUnavailableError) return error instanceof DatabaseUnavailableError;
  state.downUntil = now + BACKOFF_MS;
  return true;
}

/** Opens the back-off now (the database did not answer) and returns the error to throw. */
export function markDatabaseUnavailable(operation?: string, now = Date.now()): DatabaseUnavailableError {
  state.downUntil = now + BACKOFF_MS;
  return new DatabaseUnavailableError(BACKOFF_MS / 1000, operation);
}

export function noteDatabaseSuccess(): void {
  state.downUntil = 0;
}

/** Throws at once while the back-off window is open. */
export function assertDatabaseNotBackingOff(now = Date.now()): void {
  if (now < state.downUntil) throw new DatabaseUnavailableError(Math.max(1, Math.ceil((state.downUntil - now) / 1000)));
}

/** Seconds a client should wait before trying again. */
export function retryAfterSeconds(error: unknown, now = Date.now()): number {
  if (error instanceof DatabaseUnavailableError) return error.retryAfterSeconds;
  return Math.max(1, Math.ceil((state.downUntil - now) / 1000)) || BACKOFF_MS / 1000;
}

/** Races an operation against a deadline (the PGlite path has no driver timeouts of its own). */
export async function withDeadline<T>(what: string, ms: number, run: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`${what}: statement timeout after ${ms} ms`), { code: '57014' })), ms);
  });
  try {
    return await Promise.race([run, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
