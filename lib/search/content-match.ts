/**
 * The keyword and date filters of the column lists (news, notices, the help centre's questions):
 * conditions on bpc_content that use the search index, so a list's keyword matches the way the site
 * search does — several words all count, synonyms included ("公租房 租金").
 */
import { sql, type SQL } from 'drizzle-orm';
import { contents } from '@/lib/db/schema';
import { parseQuery, rankQueryLiteral, tsqueryLiteral } from './tokens.mjs';

/** Contents whose indexed document holds every word of the keyword; undefined for a keyword with nothing to find. */
export function indexedKeywordMatch(keyword: string): SQL | undefined {
  const tsquery = tsqueryLiteral(parseQuery(keyword).words, 'and');
  if (!tsquery) return undefined;
  return sql`exists (select 1 from bss_search_doc d join bss_search_match_q m on m.id = d.id
    where d.source = 'content' and d.ref_id = ${contents.id} and m.tsv @@ ${tsquery}::tsquery)`;
}

/**
 * The partial fallback of a list's keyword, as the site search has it: contents whose document
 * holds any word (or any piece of a word the segmenter could not cut), and their rank, so those
 * holding more of the query come first. Undefined when it would find nothing more than every word
 * does (a one-word keyword the index holds whole).
 */
export function indexedPartialMatch(keyword: string): { where: SQL; rank: SQL } | undefined {
  const parsed = parseQuery(keyword);
  const all = tsqueryLiteral(parsed.words, 'and');
  const any = rankQueryLiteral(parsed.words);
  if (!all || !any || any === all) return undefined;
  const rankBy = rankQueryLiteral(parsed.words, parsed.optional) ?? any;
  const doc = sql`d.source = 'content' and d.ref_id = ${contents.id}`;
  return {
    where: sql`exists (select 1 from bss_search_doc d join bss_search_match_q m on m.id = d.id where ${doc} and m.tsv @@ ${any}::tsquery)`,
    // Ranked on the title, summary and keywords only, as the site search ranks (lib/search/search.ts).
    rank: sql`(select ts_rank(d.rank_tsv, ${rankBy}::tsquery) from bss_search_doc d where ${doc})`,
  };
}

const dayStart = (day: string) => `${day}T00:00:00+08:00`;

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** Published within the Shanghai days from..to (inclusive); days are checked YYYY-MM-DD by the caller. */
export function publishedBetween(from: string | null | undefined, to: string | null | undefined): SQL | undefined {
  const parts: SQL[] = [];
  if (from) parts.push(sql`${contents.publishAt} >= ${dayStart(from)}::timestamptz`);
  if (to) parts.push(sql`${contents.publishAt} < ${dayStart(nextDay(to))}::timestamptz`);
  return parts.length ? sql.join(parts, sql` and `) : undefined;
}
