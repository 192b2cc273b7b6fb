/**
 * What staff add to the site search from the console, and what the search counts (issue #27 part 4):
 * - bss_search_best_bet: a document pinned first for a query (推荐);
 * - bss_search_synonym: a set of words a query reads as one (besides lib/search/dictionary.data.mjs);
 * - bss_search_week_stat: per week and normalised query, how many searches, how many found nothing
 *   and how many results were opened. One row per (week, query), never one per search: no address,
 *   no user, no cookie, no time finer than the week.
 */
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const searchBestBets = pgTable(
  'bss_search_best_bet',
  {
    id: serial('id').primaryKey(),
    /** The query as the search reads it (lib/search/console.ts queryKey: normalised, no spaces). */
    queryKey: text('query_key').notNull(),
    /** The pinned document's stable key (SearchHit.key): page:<URL> or <source>:<id>. */
    docKey: text('doc_key').notNull(),
    /** Lower comes first when a query has several. */
    position: integer('position').notNull().default(0),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bss_search_best_bet_query_doc_uq').on(t.queryKey, t.docKey),
    check('bss_search_best_bet_query_ck', sql`char_length(${t.queryKey}) between 1 and 50`),
    check('bss_search_best_bet_doc_ck', sql`char_length(${t.docKey}) between 3 and 300`),
  ],
);

export const searchSynonyms = pgTable(
  'bss_search_synonym',
  {
    id: serial('id').primaryKey(),
    /** The words of the set, normalised, separated by a space (2 to 10 words). */
    words: text('words').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bss_search_synonym_words_uq').on(t.words), check('bss_search_synonym_words_ck', sql`char_length(${t.words}) between 3 and 200`)],
);

export const searchWeekStats = pgTable(
  'bss_search_week_stat',
  {
    /** The Monday (Asia/Shanghai) the week starts on. */
    week: date('week', { mode: 'string' }).notNull(),
    /** The query normalised (lib/search/tokens.mjs normalizeQuery), at most 50 characters. */
    query: text('query').notNull(),
    searches: integer('searches').notNull().default(0),
    /** Searches that found nothing at all. */
    zeroResults: integer('zero_results').notNull().default(0),
    /** Results opened from the results page of this query. */
    clicks: integer('clicks').notNull().default(0),
    /** Demo rows (npm run db:seed), so nobody reads them as real traffic. */
    demo: integer('demo').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.week, t.query] }), check('bss_search_week_stat_query_ck', sql`char_length(${t.query}) between 1 and 50`)],
);
