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
    if (/DrizzleQueryError|DatabaseError|DatabaseQueryError|DatabaseUnavailableError/.test(name) || message.startsWith('Failed query')) return true;
  }
  return false;
}

const SAFE_DATABASE_ERRORS = new Set(['DatabaseQueryError', 'DatabaseUnavailableError']);

/**
 * What never reaches the log, whoever wrote the line (our code, Next's error logger, a library): a
 * query's parameter list, long hex strings (SHA-256 of session tokens and tickets, keys), resident ID
 * numbers and mainland mobile numbers. The second line of defence behind lib/db/query-errors.ts.
 */
const REDACTIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/params:[^\n]*/g, 'params: [withheld]'],
  [/(?<![0-9A-Za-z])[0-9a-fA-F]{32,}(?![0-9A-Za-z])/g, '[hex withheld]'],
  [/(?<![0-9A-Za-z])\d{17}[0-9Xx](?![0-9A-Za-z])/g, '[ID number withheld]'],
  [/(?<!\d)1[3-9]\d{9}(?!\d)/g, '[mobile withheld]'],
];

export function redactLogText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of REDACTIONS) out = out.replace(pattern, replacement);
  return out;
}

/** A log-safe one-line description: name, SQLSTATE, and a message only when it cannot hold query data. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return typeof error === 'string' && error.length < 120 ? error : typeof error;
  const code = databaseErrorCode(error);
  const parts = [error.name || 'Error'];
  if (code) parts.push(`sqlstate=${code}`);
  // Our own database errors name only the operation (lib/db/query-errors.ts): safe to keep.
  if (!isDatabaseError(error) || SAFE_DATABASE_ERRORS.has(error.name)) parts.push(redactLogText(error.message.slice(0, 200)));
  else parts.push('(database error; message withheld: it may carry personal data)');
  return parts.join(' ');
}

/** `[context] what: description`, on stderr; a database that does not answer opens its back-off. */
export function logError(context: string, what: string, error: unknown): void {
  noteDatabaseFailure(error);
  console.error(`[${context}] ${what}: ${describeError(error)}`);
}
