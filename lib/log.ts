/**
 * The one way the server writes an error to its log. A database error's message carries the
 * failed query's parameters (drizzle: "Failed query: … params: 13800138000,$scrypt$…,张三,…"), so
 * no error message of the database layer is ever written: only the error's name, the database's
 * own error code (SQLSTATE) and our context. docs/security.md "Logs".
 */
import { noteDatabaseFailure } from '@/lib/db/availability';

type ErrorLike = { name?: unknown; message?: unknown; code?: unknown; cause?: unknown };

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The SQLSTATE (e.g. 23505) of a pg / PGlite error, also when drizzle wraps it as the cause. */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let e = error as ErrorLike | undefined, depth = 0; e && typeof e === 'object' && depth < 4; e = e.cause as ErrorLike, depth++) {
    if (typeof e.code === 'string' && SQLSTATE.test(e.code)) return e.code;
  }
  return undefined;
}

/** True for anything that came out of the database layer (driver errors, drizzle's query errors). */
export function isDatabaseError(error: unknown): boolean {
  if (databaseErrorCode(error) !== undefined) return true;
  for (let e = error as ErrorLike | undefined, depth = 0; e && typeof e === 'object' && depth < 4; e = e.cause as ErrorLike, depth++) {
    const name = typeof e.name === 'string' ? e.name : '';
    const message = typeof e.message === 'string' ? e.message : '';
    if (/DrizzleQueryError|DatabaseError/.test(name) || message.startsWith('Failed query')) return true;
  }
  return false;
}

/** A log-safe one-line description: name, SQLSTATE, and a message only when it cannot hold query data. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return typeof error === 'string' && error.length < 120 ? error : typeof error;
  const code = databaseErrorCode(error);
  const parts = [error.name || 'Error'];
  if (code) parts.push(`sqlstate=${code}`);
  if (!isDatabaseError(error)) parts.push(error.message.slice(0, 200));
  else parts.push('(database error; message withheld: it may carry personal data)');
  return parts.join(' ');
}

/** `[context] what: description`, on stderr; a database that does not answer opens its back-off. */
export function logError(context: string, what: string, error: unknown): void {
  noteDatabaseFailure(error);
  console.error(`[${context}] ${what}: ${describeError(error)}`);
}
