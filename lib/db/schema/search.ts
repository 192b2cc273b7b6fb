/**
 * Site search (issue #12): one index row per searchable record — a content (notice, news, policy,
 * guide, question), a housing project, a commercial project, a shop, a job post or a questionnaire —
 * and per page of the portal (issue #27: a guide, a form, a finder, a list, a company page …). The rows are
 * written by lib/search/indexer.mjs (from the services that write those records, and by
 * `npm run search:reindex`); nothing else reads the source tables to answer a search. A document
 * is two rows: bss_search_doc holds what a result shows, bss_search_match what a search matches on.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The disjoint parts of bss_search_match that each have a GIN index on `tsv` (ids are positive
 * serials; the last part takes whatever the first three do not, so together they are every row).
 */
export const SEARCH_MATCH_QUARTERS = ['(id % 4) = 0', '(id % 4) = 1', '(id % 4) = 2', '(id % 4) not in (0, 1, 2)'] as const;

export const SEARCH_SOURCES = ['content', 'project', 'commercial', 'shop', 'job', 'questionnaire', 'question', 'page'] as const;
/** What a result is to a citizen (lib/search/kinds.ts labels them): pages are guides, services or pages. */
export const SEARCH_KINDS = ['notice', 'news', 'policy', 'guide', 'service', 'project', 'commercial', 'shop', 'job', 'faq', 'page'] as const;

const inList = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);

export const searchDocs = pgTable(
  'bss_search_doc',
  {
    id: serial('id').primaryKey(),
    /** Which table the record lives in, and its id there; for a page, a hash of its URL (lib/search/indexer.mjs pageRefId). */
    source: text('source', { enum: SEARCH_SOURCES }).notNull(),
    refId: integer('ref_id').notNull(),
    /** What a visitor filters by (通知公告, 新闻, 政策解读 …): lib/search/kinds.ts. */
    kind: text('kind', { enum: SEARCH_KINDS }).notNull(),
    /** The content's column (news and notice lists filter by their subtree); null for other sources. */
    columnKey: text('column_key'),
    title: text('title').notNull(),
    /** Portal path of the record's page. */
    url: text('url').notNull(),
    /** Date shown and filtered on; a content scheduled for later is hidden until then. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** Plain text (no markup) the snippets are cut from. */
    body: text('body').notNull().default(''),
    /**
     * When the record stops being current (issue #27 part 2): a leased shop, a full project, a job
     * past its deadline or ended, a closed questionnaire, a repealed policy. Null while it is
     * current with no end in sight. Past it, the ranking applies the factor of the intent rules'
     * `closed` key (lib/search/intent.ts): compared with now() at search time, so nothing has to
     * be indexed again when the day comes.
     */
    closesAt: timestamp('closes_at', { withTimezone: true }),
    /**
     * The title, summary and keyword lexemes (weights A and B) of the document's vector, written with
     * it by the indexer: a few hundred bytes in line, where ranking reads them (a relevance window
     * ranks 200 rows). The vector itself, and its title part again, live in bss_search_match.
     */
    rankTsv: tsvector('rank_tsv').notNull(),
    /** The source row's updated_at when indexed: a newer source row is re-indexed (lib/search/sync). */
    sourceUpdatedAt: timestamp('source_updated_at', { withTimezone: true }),
    indexedAt: timestamp('indexed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bss_search_doc_source_uq').on(t.source, t.refId),
    index('bss_search_doc_column_idx').on(t.columnKey),
    check('bss_search_doc_source_ck', sql`${t.source} in ${inList(SEARCH_SOURCES)}`),
    check('bss_search_doc_kind_ck', sql`${t.kind} in ${inList(SEARCH_KINDS)}`),
  ],
);

/**
 * What a search matches and counts on (migration 0010): a slim row per document — kind, date and
 * the two vectors, which the table keeps out of line (toast_tuple_target 128, set by the migration)
 * — so the GIN indexes' matches are read from about 80 bytes a row instead of the wide document's
 * 1.3 kB (title, url, body and the ranking vector in line). Counting 1000 matches of a broad query
 * read 891 blocks of bss_search_doc, and the relevance window 7000; here the whole table is 578
 * blocks at 50,000 documents (docs/decisions/0058-search-matches-on-slim-rows-in-quarters.md). Written with its document by the
 * indexer, in one statement; deleted with it (foreign key, cascade).
 */
export const searchMatches = pgTable(
  'bss_search_match',
  {
    id: integer('id')
      .primaryKey()
      .references(() => searchDocs.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SEARCH_KINDS }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /**
     * Built from text we segment ourselves (lib/search/tokens.mjs: words, character bigrams of
     * Chinese runs, domain words) and written as a tsvector literal, so neither PostgreSQL's parser
     * nor its locale touches it: PGlite and a PostgreSQL server hold the same vector.
     */
    tsv: tsvector('tsv').notNull(),
    /** Title, summary and keywords (weights A and B), kept by the database from `tsv` itself. */
    rankTsv: tsvector('rank_tsv')
      .notNull()
      .generatedAlwaysAs(sql`ts_filter(tsv, '{a,b}')`),
  },
  (t) => [
    // Four quarters by id instead of one index (migration 0011): a count that stops at the cap reads
    // them one after another through the view bss_search_match_q (in the migration, not here) and
    // usually stops in the first, so a broad word's posting lists are read a quarter at a time.
    ...SEARCH_MATCH_QUARTERS.map((where, i) => index(`bss_search_match_tsv_q${i}_idx`).using('gin', t.tsv).where(sql.raw(where))),
    index('bss_search_match_rank_idx').using('gin', t.rankTsv),
    index('bss_search_match_date_idx').on(t.publishedAt, t.id),
    check('bss_search_match_kind_ck', sql`${t.kind} in ${inList(SEARCH_KINDS)}`),
  ],
);

/**
 * Search intent rules (issue #27 part 2, docs/decisions/0113-search-intent-rules-as-data.md):
 * what a query asks for, read before its words. A rule matches a query holding one of `triggers`
 * and, when `withWords` is not empty, also one of those (出租 + 商铺, 两居室 + 公租房); a matching
 * rule multiplies the relevance of each result of a kind in `boosts` by its factor. The rules are
 * data, edited and reviewed in the console (/admin/search-rules); lib/search/intent.ts matches
 * them, and the ranking (bss_search_page) applies the product of the matching rules' factors.
 */
export const searchIntentRules = pgTable(
  'bss_search_intent_rule',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** One of these must occur in the query (normalised text, case-folded). */
    triggers: text('triggers').array().notNull(),
    /** When not empty, one of these must occur too. */
    withWords: text('with_words').array().notNull().default(sql`'{}'::text[]`),
    /** Result kind → factor on its relevance (0.1 … 10). */
    boosts: jsonb('boosts').$type<Record<string, number>>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    note: text('note').notNull().default(''),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bss_search_intent_rule_name_uq').on(t.name)],
);
