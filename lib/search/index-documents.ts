/**
 * Keeping the search index current from the portal: every service (and seed part) that writes a
 * searchable record calls indexDocument() / removeDocument() with the same database handle (so the
 * index row is written in the caller's transaction); the console's catalogue calls
 * reindexCatalogueEntry() after each change. The work is done by ./indexer.mjs, which
 * `npm run search:reindex` shares, with the pages built by ./pages.ts.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/lib/db/client';
import type { CatalogueKey } from '@/lib/validation/catalogue';
import { indexFingerprint, indexRecord, rebuildIndex, removeDocument as removeDoc, removeGone, syncPages, syncStale, type SearchSource, type SqlRunner } from './indexer.mjs';
import { readPageDocuments } from './pages';
import { INDEX_FINGERPRINT } from './tokens.mjs';

export type { SearchSource };
type RecordSource = Exclude<SearchSource, 'page'>;

/** drizzle's `sql` as the indexer's executor: bound parameters, the caller's connection or transaction. */
export function runnerOf(db: Db): SqlRunner {
  return (strings, ...values) => queryRows<Record<string, unknown>>(db, sql(strings, ...values));
}

/**
 * Writes (or replaces, or removes when it is no longer searchable) the document of one record. A
 * content may be the text of a page (a company page, a legal text): the pages follow.
 */
export async function indexDocument(db: Db, source: RecordSource, refId: number): Promise<void> {
  const run = runnerOf(db);
  await indexRecord(run, source, refId);
  if (source === 'content') await syncPages(run, readPageDocuments);
}

/** Removes the document of a record that was deleted. */
export function removeDocument(db: Db, source: RecordSource, refId: number): Promise<void> {
  return removeDoc(runnerOf(db), source, refId);
}

/** The pages' documents written again when what they are built from changed (a column, the company record …). */
export function syncPageDocuments(db: Db): Promise<number> {
  return syncPages(runnerOf(db), readPageDocuments);
}

/** The whole index rebuilt from the records and the pages (seed parts, the reindex command). */
export function rebuildSearchIndex(db: Db): Promise<Record<SearchSource, number>> {
  return rebuildIndex(runnerOf(db), { pages: readPageDocuments });
}

const idOf = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/**
 * After the console's catalogue wrote (or deleted: `row` is then the row as it was) an entry, in
 * the same transaction: the documents that show it are written again, or removed. The records of
 * the catalogue are searchable themselves (projects, shops, job posts, questionnaires) or are what
 * pages, and other records, are built from (columns, the company record, a commercial project's
 * name in its shops' documents).
 */
export async function reindexCatalogueEntry(db: Db, key: CatalogueKey, row: Record<string, unknown> & { id: number }): Promise<void> {
  const run = runnerOf(db);
  const records = async (source: RecordSource, ids: readonly (number | null)[]) => {
    for (const id of ids) if (id !== null) await indexRecord(run, source, id);
  };
  const idsOf = async (query: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(db, query)).map((r) => Number(r.id));
  switch (key) {
    case 'housingProjects':
      return records('project', [row.id]);
    case 'unitTypes':
      // A project's rents, areas and layouts are summaries of its unit types.
      return records('project', [idOf(row.projectId)]);
    case 'shops':
      // The project's document counts its shops to let.
      return records('shop', [row.id]).then(() => records('commercial', [idOf(row.commercialProjectId)]));
    case 'commercialProjects':
      await records('commercial', [row.id]);
      // Its shops' documents name it; deleted with it, their documents go too.
      await records('shop', await idsOf(sql`select id from bdd_shop where commercial_project_id = ${row.id}`));
      await removeGone(run, 'shop');
      break;
    case 'jobPosts':
      return records('job', [row.id]);
    case 'questionnaires':
      await records('questionnaire', [row.id]);
      break;
    case 'subsidiaries':
      // A post names its company.
      await records('job', await idsOf(sql`select id from brc_job_post where subsidiary_id = ${row.id}`));
      break;
    case 'columns':
      // An article's kind and address follow its column's place in the tree.
      await records(
        'content',
        await idsOf(sql`with recursive below(key) as (select ${String(row.key ?? '')}::text union select c.key from bpc_column c join below b on c.parent_key = b.key)
          select id from bpc_content where column_key in (select key from below)`),
      );
      break;
    case 'company':
    case 'memorabilia':
    case 'appVersions':
      break;
    case 'banners':
    case 'friendlyLinks':
      // Shown on the home page only: no page's words.
      return;
  }
  // Every case that did not return feeds a page (the questionnaires' page lists their titles …).
  await syncPages(run, readPageDocuments);
}

/** The fingerprint the index was last rebuilt with (null: never, or before fingerprints). */
export function searchIndexFingerprint(db: Db): Promise<string | null> {
  return indexFingerprint(runnerOf(db));
}

/** Records edited outside the portal since they were indexed, and the pages, caught up (at most `limit`). */
export function syncStaleDocuments(db: Db, limit?: number): Promise<number> {
  return syncStale(runnerOf(db), limit, { pages: readPageDocuments });
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
