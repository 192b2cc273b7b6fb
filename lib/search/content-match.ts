/**
 * The keyword and date filters of the column lists (news, notices, the help centre's questions):
 * conditions on bpc_content that use the search index, so a list's keyword matches the way the site
 * search does — several words all count, synonyms included ("公租房 租金").
 */
import { sql, type SQL } from 'drizzle-orm';
import { contents } from '@/lib/db/schema';
import { parseQuery, tsqueryLiteral } from './tokens.mjs';

/** Contents whose indexed document holds every word of the keyword; undefined for a keyword with nothing to find. */
export function indexedKeywordMatch(keyword: string): SQL | undefined {
  const tsquery = tsqueryLiteral(parseQuery(keyword).words, 'and');
  if (!tsquery) return undefined;
  return sql`exists (select 1 from bss_search_doc d where d.source = 'content' and d.ref_id = ${contents.id} and d.tsv @@ ${tsquery}::tsquery)`;
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
