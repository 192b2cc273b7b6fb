/**
 * The quality set (./quality.ts) run against the index of the process database, through searchSite
 * — the call the results page /t1/search makes — reading the first page of ten results.
 * Shared by `npm run search:quality` (scripts/search-quality.ts) and the floor test.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/lib/db/client';
import { evaluateQuality, QUALITY_DEPTH, qualitySet, type QualityReport, type RankedResult } from './quality';
import { searchSite } from './search';

type IndexedDoc = { key: string; kind: string; title: string };

/** A document's stable key: page:<URL> for a page, <source>:<id> for a record. */
export function documentKey(source: string, refId: number, url: string): string {
  return source === 'page' ? `page:${url}` : `${source}:${refId}`;
}

/** Every document of the index, by key and by URL (a result carries its URL). */
export async function indexedDocuments(db: Db): Promise<{ byKey: Map<string, IndexedDoc>; byUrl: Map<string, IndexedDoc> }> {
  const rows = await queryRows<{ source: string; ref_id: number; kind: string; title: string; url: string }>(db, sql`select source, ref_id, kind, title, url from bss_search_doc`);
  const byKey = new Map<string, IndexedDoc>();
  const byUrl = new Map<string, IndexedDoc>();
  for (const r of rows) {
    const doc = { key: documentKey(r.source, Number(r.ref_id), r.url), kind: r.kind, title: r.title };
    byKey.set(doc.key, doc);
    byUrl.set(r.url, doc);
  }
  return { byKey, byUrl };
}

/** The quality set measured on `db` (which getDb() must answer, as searchSite reads it). */
export async function measureSearchQuality(db: Db): Promise<QualityReport> {
  const { byKey, byUrl } = await indexedDocuments(db);
  const search = async (query: string): Promise<RankedResult[]> => {
    const page = await searchSite({ query, pageSize: QUALITY_DEPTH });
    return page.records.map((hit) => byUrl.get(hit.url) ?? { key: `url:${hit.url}`, kind: hit.kind, title: hit.title });
  };
  return evaluateQuality(qualitySet(), search, byKey);
}
