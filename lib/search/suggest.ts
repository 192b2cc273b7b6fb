/**
 * Suggestions for the header's search box (issue #27 part 3, 智能联想): as a citizen types, the
 * pages whose names hold what was typed, then queries that complete it (the search dictionary's
 * words and the extra queries the caller passes: the popular queries of part 4), then the titles of
 * the first results. Letters are read as pinyin too (gz → 公租房, wjdc → 问卷调查), through the
 * lexicon (./lexicon.ts) and the correction (./correct.ts).
 */
import type { Db } from '@/lib/db/client';
import { SITE_SEARCH_PATH, toQueryString } from '@/lib/navigation/paths';
import { correctQuery } from './correct';
import { KIND_LABELS } from './kinds';
import { searchLexicon, type Lexicon, type LexiconEntry } from './lexicon';
import { searchSite } from './search';
import { normalizeQuery, normalizeText } from './tokens.mjs';

export const SUGGESTION_LIMIT = 8;
/** At most this many of each source, so pages, queries and results all get a place. */
const PER_SOURCE = 3;
const SEARCH_LABEL = '搜索';

export type Suggestion = {
  /** What the option reads. */
  text: string;
  /** Where choosing it goes: a page, a result, or the results of the query. */
  url: string;
  source: 'page' | 'query' | 'result';
  /** What it is: a kind of result (栏目页面, 办事指南 …) or 搜索. */
  label: string;
};

export type SuggestOptions = {
  /**
   * More queries to complete from, most popular first (the route passes part 4's
   * popularQueries: ./stats.ts); matched like the dictionary's words, listed before them.
   */
  extraQueries?: readonly string[];
  limit?: number;
  db?: Db;
};

const squeeze = (text: string) => normalizeText(text).replace(/\s+/g, '');

/** How well a text answers what was typed: 0 starts with it, 1 holds it, 2 its pinyin starts with the letters; null not at all. */
function matchRank(text: string, typed: string, letters: boolean, entry: LexiconEntry | undefined): number | null {
  const t = squeeze(text);
  if (t.startsWith(typed)) return 0;
  if (t.includes(typed)) return 1;
  if (letters && entry && (entry.full.startsWith(typed) || entry.initials.startsWith(typed))) return 2;
  return null;
}

const searchUrl = (query: string) => `${SITE_SEARCH_PATH}${toQueryString({ keyword: query })}`;

function ranked<T>(items: readonly T[], rank: (item: T) => number | null): T[] {
  return items
    .map((item, i) => ({ item, r: rank(item), i }))
    .filter((x): x is { item: T; r: number; i: number } => x.r !== null)
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.item);
}

function fromLexicon(lexicon: Lexicon, typed: string, extraQueries: readonly string[]): { pages: Suggestion[]; completions: Suggestion[] } {
  const letters = /^[a-z]+$/.test(typed);
  const pages = ranked(lexicon.pages, (p) => matchRank(p.title, typed, letters, lexicon.entry(squeeze(p.title))))
    .slice(0, PER_SOURCE)
    .map((p): Suggestion => ({ text: p.title, url: p.url, source: 'page', label: KIND_LABELS[p.kind] }));
  const queries = [...extraQueries.map((q) => normalizeQuery(q)).filter(Boolean), ...lexicon.vocabulary.filter((e) => e.df > 0).map((e) => e.text)];
  const completions = ranked([...new Set(queries)], (q) => (squeeze(q) === typed ? null : matchRank(q, typed, letters, lexicon.entry(squeeze(q)))))
    .slice(0, PER_SOURCE)
    .map((q): Suggestion => ({ text: q, url: searchUrl(q), source: 'query', label: SEARCH_LABEL }));
  return { pages, completions };
}

/** Suggestions for what is typed so far, at most `limit`, each text once. */
export async function suggestSearches(raw: string, { extraQueries = [], limit = SUGGESTION_LIMIT, db }: SuggestOptions = {}): Promise<Suggestion[]> {
  const query = normalizeQuery(raw);
  const typed = squeeze(query);
  if (!typed) return [];
  const lexicon = await searchLexicon(db);
  const { pages, completions } = fromLexicon(lexicon, typed, extraQueries);
  // The first results' titles: of the query, or of what its letters spell (gzf → 公租房).
  const spelled = /\p{Script=Han}/u.test(query) ? null : correctQuery(query, lexicon);
  const page = await searchSite({ query: spelled?.query ?? query, pageSize: PER_SOURCE + 2 });
  const results = page.mode === 'all' ? page.records.map((hit): Suggestion => ({ text: hit.title, url: hit.url, source: 'result', label: hit.kindLabel })) : [];
  const out = [...pages, ...(spelled ? [{ text: spelled.query, url: searchUrl(spelled.query), source: 'query' as const, label: SEARCH_LABEL }] : []), ...completions, ...results];
  const seen = new Set<string>();
  return out.filter((s) => (seen.has(s.text) ? false : (seen.add(s.text), true))).slice(0, Math.max(1, Math.min(SUGGESTION_LIMIT, limit)));
}
