import type { Db } from './client';

/**
 * Statements prepared once per database handle and name (on PostgreSQL also parsed once per
 * connection): building and planning a hot query on every call was ≈ 0.3 ms of the inbox's ≈ 5 ms
 * page (docs/decisions/0136-inbox-one-prepared-statement.md). Keyed by the handle, so a test's second
 * database, or a reconnect, gets its own statements; the name is the statement's name in `.prepare()`.
 */
const byDatabase = new WeakMap<Db, Map<string, unknown>>();

export function preparedFor<T>(db: Db, name: string, prepare: (name: string) => T): T {
  let statements = byDatabase.get(db);
  if (!statements) byDatabase.set(db, (statements = new Map()));
  if (!statements.has(name)) statements.set(name, prepare(name));
  return statements.get(name) as T;
}
