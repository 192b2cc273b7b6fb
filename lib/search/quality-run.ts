/**
 * The quality set (./quality.ts) run against the index of the process database, through
 * searchWithCorrection (./no-result.ts) — the call the results page /t1/search makes: the search,
 * and a likely typo's or pinyin spelling's correction when the query as typed found nothing that
 * fits — reading the first page of ten results.
 * Shared by `npm run search:quality` (scripts/search-quality.ts) and the floor test.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/lib/db/client';
import { evaluateQuality, QUALITY_DEPTH, qualitySet, type QualityReport, type RankedResult } from './quality';
import { searchWithCorrection } from './no-result';
import type { IntentRule } from './intent';
import { documentKey } from './search';

/** Every document of the index by its key, with its title. */
export async function indexedDocuments(db: Db): Promise<Map<string, { title: string }>> {
  const rows = await queryRows<{ source: string; ref_id: number; title: string; url: string }>(db, sql`select source, ref_id, title, url from bss_search_doc`);
  return new Map(rows.map((r) => [documentKey(r.source, Number(r.ref_id), r.url), { title: r.title }]));
}

/**
 * The quality set measured on `db` (which getDb() must answer, as the search reads it); with
 * `intentRules`, ranked by those instead of the database's (`[]`: no intent rule, the words alone).
 */
export async function measureSearchQuality(db: Db, { intentRules }: { intentRules?: readonly IntentRule[] } = {}): Promise<QualityReport> {
  const search = async (query: string): Promise<RankedResult[]> =>
    (await searchWithCorrection({ query, pageSize: QUALITY_DEPTH, intentRules })).result.records.map((hit) => ({ key: hit.key, kind: hit.kind, title: hit.title }));
  return evaluateQuality(qualitySet(), search, await indexedDocuments(db));
}
