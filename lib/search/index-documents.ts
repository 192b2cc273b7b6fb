/**
 * Keeping the search index current from the portal: every service (and seed part) that writes a
 * searchable record calls indexDocument() / removeDocument() with the same database handle (so the
 * index row is written in the caller's transaction). The work is done by ./indexer.mjs, which
 * `npm run search:reindex` shares.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/lib/db/client';
import { indexFingerprint, indexRecord, rebuildIndex, removeDocument as removeDoc, syncStale, type SearchSource, type SqlRunner } from './indexer.mjs';
import { INDEX_FINGERPRINT } from './tokens.mjs';

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

/** The fingerprint the index was last rebuilt with (null: never, or before fingerprints). */
export function searchIndexFingerprint(db: Db): Promise<string | null> {
  return indexFingerprint(runnerOf(db));
}

/** Records edited outside the portal since they were indexed, caught up (at most `limit`). */
export function syncStaleDocuments(db: Db, limit?: number): Promise<number> {
  return syncStale(runnerOf(db), limit);
}

const FINGERPRINT_TTL_MS = 60_000;
/** Per database handle (the jest suites open several in one process). */
const fingerprintChecks = new WeakMap<Db, { at: number; current: Promise<boolean> }>();
let warnedStale = false;

/**
 * Whether the index was built with this portal's INDEX_FINGERPRINT (format and vocabulary), so that
 * a query may read a synonym set as its one stored lexeme. Read at most once a minute per process:
 * after a vocabulary change, searches read every variant's own lexeme (the same matches, from an
 * index of either vocabulary) until `npm run search:reindex` — or, on a demo database, the next
 * start — has rebuilt it.
 */
export function indexIsCurrent(db: Db): Promise<boolean> {
  const now = Date.now();
  const known = fingerprintChecks.get(db);
  if (known && now - known.at < FINGERPRINT_TTL_MS) return known.current;
  const current = searchIndexFingerprint(db).then(
    (fingerprint) => {
      if (fingerprint === INDEX_FINGERPRINT) return true;
      // Once per process: searches stay correct, but slower, and new vocabulary words are not yet
      // stored whole in older documents.
      if (!warnedStale && process.env.NEXT_RUNTIME) {
        warnedStale = true;
        console.warn(`[search] 搜索索引由另一版本的词表建立（${fingerprint ?? '无记录'}，当前 ${INDEX_FINGERPRINT}）：请运行 npm run search:reindex`);
      }
      return false;
    },
    () => false,
  );
  fingerprintChecks.set(db, { at: now, current });
  return current;
}

/** Forgets the fingerprint read for `db` (after a rebuild in this process, and in tests). */
export function forgetIndexFingerprint(db: Db): void {
  fingerprintChecks.delete(db);
}
