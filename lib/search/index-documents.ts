/**
 * Keeping the search index current from the portal: every service (and seed part) that writes a
 * searchable record calls indexDocument() / removeDocument() with the same database handle (so the
 * index row is written in the caller's transaction). The work is done by ./indexer.mjs, which
 * `npm run search:reindex` shares.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/lib/db/client';
import { indexRecord, rebuildIndex, removeDocument as removeDoc, syncStale, type SearchSource, type SqlRunner } from './indexer.mjs';

export type { SearchSource };

/** drizzle's `sql` as the indexer's executor: bound parameters, the caller's connection or transaction. */
export function runnerOf(db: Db): SqlRunner {
  return (strings, ...values) => queryRows<Record<string, unknown>>(db, sql(strings, ...values));
}

/** Writes (or replaces, or removes when it is no longer searchable) the document of one record. */
export function indexDocument(db: Db, source: SearchSource, refId: number): Promise<void> {
  return indexRecord(runnerOf(db), source, refId);
}

/** Removes the document of a record that was deleted. */
export function removeDocument(db: Db, source: SearchSource, refId: number): Promise<void> {
  return removeDoc(runnerOf(db), source, refId);
}

/** The whole index rebuilt from the records (seed parts, the reindex command). */
export function rebuildSearchIndex(db: Db): Promise<Record<SearchSource, number>> {
  return rebuildIndex(runnerOf(db));
}

/** Records edited outside the portal since they were indexed, caught up (at most `limit`). */
export function syncStaleDocuments(db: Db, limit?: number): Promise<number> {
  return syncStale(runnerOf(db), limit);
}
