/**
 * No dead end (issue #27 part 3): what the results page offers when a query finds nothing, or
 * nothing that holds all its words.
 *
 * - a correction (./correct.ts: a homophone typo, or pinyin / initials typed for characters), shown
 *   as 「您是不是要找：公租房」 — and its results shown in place of the query's own when the query as
 *   typed had no document holding all its words and the correction has (or the query had none at
 *   all and the correction has some);
 * - the closest partial matches: the search's own fallback (`mode: 'partial'`, results holding some
 *   of the words);
 * - the most-read guides (办事指南 articles by their view count) and the service hotline, which the
 *   results page adds when there is still nothing (lib/templates/site-search).
 *
 * `searchWithCorrection` is what the results page and the quality measure (./quality-run.ts) call.
 */
import { sql } from 'drizzle-orm';
import { getDb, queryRows, type Db } from '@/lib/db/client';
import { correctQuery } from './correct';
import { searchLexicon, type Lexicon } from './lexicon';
import { searchSite, type SearchInput, type SearchPage } from './search';
import { parseQuery } from './tokens.mjs';

export type SearchCorrection = {
  /** The corrected query, to search or link to. */
  query: string;
  /** The query as typed (normalised). */
  original: string;
  /** The results shown are the corrected query's (the query as typed found nothing fitting). */
  applied: boolean;
};

export type CorrectedSearch = { result: SearchPage; correction: SearchCorrection | null };

/** Whether the search found documents holding every word (before any kind filter). */
export function answeredFully(page: SearchPage): boolean {
  return page.mode === 'all' && Object.values(page.kindCounts).some((n) => n > 0);
}

const anyMatch = (page: SearchPage) => Object.values(page.kindCounts).some((n) => n > 0);

/**
 * The search, and when the query finds no document holding all its words, its likely correction:
 * searched too, and shown instead when it answers better. `exact`: the citizen asked for the query
 * as typed (仍然搜索), so no correction is tried.
 */
export async function searchWithCorrection(input: SearchInput, { exact = false }: { exact?: boolean } = {}): Promise<CorrectedSearch> {
  const result = await searchSite(input);
  if (exact || result.mode === 'empty') return { result, correction: null };
  // A query every document word of which was found is corrected only where a character of it could
  // not be searched (a lone character beside words, only ranking: the 教 of 房租怎么教) and the
  // correction makes it a word of the dictionary (交).
  const loneCharacters = answeredFully(result) ? parseQuery(result.query).optional.map((w: { word: string }) => w.word) : null;
  if (loneCharacters !== null && loneCharacters.length === 0) return { result, correction: null };
  let lexicon: Lexicon;
  try {
    lexicon = await searchLexicon();
  } catch {
    // A lexicon that cannot be read costs the suggestion, never the results.
    return { result, correction: null };
  }
  const corrected = correctQuery(result.query, lexicon);
  if (!corrected) return { result, correction: null };
  if (loneCharacters !== null && !corrected.changes.every(([typed]) => loneCharacters.includes(typed))) return { result, correction: null };
  const alt = await searchSite({ ...input, query: corrected.query });
  if (!anyMatch(alt)) return { result, correction: null };
  const applied = loneCharacters !== null ? answeredFully(alt) : answeredFully(alt) || !anyMatch(result);
  if (loneCharacters !== null && !applied) return { result, correction: null };
  return { result: applied ? alt : result, correction: { query: alt.query, original: result.query, applied } };
}

export type GuideLink = { title: string; url: string; viewCount: number };

/** The most-read 办事指南 articles (as the index kinds them), by view count: what the results page offers when nothing was found. */
export async function listMostReadGuides(limit = 5, db?: Db): Promise<GuideLink[]> {
  const handle = db ?? (await getDb());
  const rows = await queryRows<{ title: string; url: string; view_count: number }>(
    handle,
    sql`select d.title, d.url, c.view_count from bss_search_doc d join bpc_content c on c.id = d.ref_id
      where d.source = 'content' and d.kind = 'guide' and d.published_at <= now() and c.status = 'published'
      order by c.view_count desc, d.published_at desc, d.id desc limit ${Math.max(1, Math.min(20, limit))}`,
  );
  return rows.map((r) => ({ title: r.title, url: r.url, viewCount: Number(r.view_count) }));
}
