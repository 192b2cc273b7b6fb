/**
 * No error leaves the database layer carrying a query's parameters. drizzle's DrizzleQueryError
 * writes them into its message ("Failed query: … params: 13912345678,…") and keeps them as
 * `.params`; the driver error it wraps (its `cause`) can quote a value too (`invalid input syntax
 * for type uuid: "…"`, `detail: Key (mobile)=(…)`). Whatever prints such an error — our logError,
 * Next's own logger for a failed render or route handler, util.inspect of its properties and cause —
 * writes them. So every failed query is replaced where drizzle raises it by an error that names only
 * the operation ("select from "bzf_user_session"") and keeps the SQLSTATE and constraint name that
 * callers branch on. docs/security.md "Database errors in the log, and pages during an outage".
 */
import { PgPreparedQuery } from 'drizzle-orm/pg-core';
import { databaseErrorCode } from '@/lib/log';
import { DatabaseUnavailableError, isDatabaseUnavailable, markDatabaseUnavailable } from './availability';

/** A failed query, without its parameters or the driver's message. */
export class DatabaseQueryError extends Error {
  /** SQLSTATE, e.g. 23505 for a unique violation. */
  readonly code: string | undefined;
  /** The violated constraint's name, when the database named one. */
  readonly constraint: string | undefined;
  constructor(
    readonly operation: string,
    code?: string,
    constraint?: string,
  ) {
    super(`database query failed: ${operation}${code ? ` (sqlstate ${code})` : ''}`);
    this.name = 'DatabaseQueryError';
    this.code = code;
    this.constraint = constraint;
  }
}

const IDENTIFIER = /^[A-Za-z_][\w$]*$/;

/**
 * The statement's verb and first table, from the SQL text alone (values are `$n` placeholders, and
 * only double-quoted or bare identifiers are taken, never a literal): `insert into "bzf_portal_user"`.
 */
export function operationOf(sqlText: string | undefined): string {
  if (!sqlText) return 'query';
  const verb = /^\s*([A-Za-z]+)/.exec(sqlText)?.[1]?.toLowerCase() ?? 'query';
  const table = /\b(from|into|update)\s+"?([A-Za-z_][\w$]*)"?(?:\s|$|\()/i.exec(sqlText);
  const name = table?.[2];
  if (!table || !name || !IDENTIFIER.test(name)) return verb;
  const preposition = table[1]!.toLowerCase();
  return preposition === 'update' ? `update "${name}"` : `${verb} ${preposition} "${name}"`;
}

type ErrorLike = { constraint?: unknown; cause?: unknown };

function constraintOf(error: unknown): string | undefined {
  for (let e = error as ErrorLike | undefined, depth = 0; e && typeof e === 'object' && depth < 4; e = e.cause as ErrorLike, depth++) {
    if (typeof e.constraint === 'string' && IDENTIFIER.test(e.constraint)) return e.constraint;
  }
  return undefined;
}

/**
 * The error to throw in place of a failed query's: "unavailable" (which opens the back-off at once,
 * whoever catches it) or a DatabaseQueryError. Errors already made safe pass through unchanged.
 */
export function sanitizeDatabaseError(error: unknown, sqlText?: string): Error {
  if (error instanceof DatabaseUnavailableError || error instanceof DatabaseQueryError) return error;
  const operation = operationOf(sqlText);
  if (isDatabaseUnavailable(error)) return markDatabaseUnavailable(operation);
  return new DatabaseQueryError(operation, databaseErrorCode(error), constraintOf(error));
}

type QueryWithCache = (this: unknown, queryString: string, params: unknown[], query: () => Promise<unknown>) => Promise<unknown>;
type PatchablePrototype = { queryWithCache: QueryWithCache; __bzfSanitized?: true };

/**
 * Every query of both drivers (select, insert, update, delete, execute, relational queries, the
 * statements of a transaction, the migrator's) runs through PgPreparedQuery#queryWithCache, which is
 * where drizzle builds its DrizzleQueryError: wrapping that one method catches them all. It is
 * drizzle's internal API (absent from its types), so a test pins the behaviour (lib/log.test.ts).
 */
export function installQueryErrorSanitizer(): void {
  const prototype = PgPreparedQuery.prototype as unknown as PatchablePrototype;
  if (prototype.__bzfSanitized) return;
  const original = prototype.queryWithCache;
  if (typeof original !== 'function') throw new Error('drizzle-orm changed: PgPreparedQuery#queryWithCache is gone (lib/db/query-errors.ts)');
  prototype.queryWithCache = async function queryWithoutParamsInErrors(queryString, params, query) {
    try {
      return await original.call(this, queryString, params, query);
    } catch (error) {
      throw sanitizeDatabaseError(error, queryString);
    }
  };
  prototype.__bzfSanitized = true;
}
