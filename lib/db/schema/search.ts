/**
 * Site search (issue #12): one index row per searchable record — a content (notice, news, policy,
 * guide, question), a housing project, a commercial project, a shop or a job post. The rows are
 * written by lib/search/indexer.mjs (from the services that write those records, and by
 * `npm run search:reindex`); nothing else reads the source tables to answer a search.
 *
 * `tsv` is built from text we segment ourselves (lib/search/tokens.mjs: words, character bigrams
 * of Chinese runs, domain words) and written as a tsvector literal, so neither PostgreSQL's parser
 * nor its locale touches it: PGlite and a PostgreSQL server hold the same vector.
 */
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const SEARCH_SOURCES = ['content', 'project', 'commercial', 'shop', 'job'] as const;
export const SEARCH_KINDS = ['notice', 'news', 'policy', 'guide', 'project', 'shop', 'job', 'faq'] as const;

const inList = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);

export const searchDocs = pgTable(
  'bss_search_doc',
  {
    id: serial('id').primaryKey(),
    /** Which table the record lives in, and its id there. */
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
    tsv: tsvector('tsv').notNull(),
    /**
     * The title, summary and keyword lexemes of `tsv` (weights A and B), kept by the database from
     * `tsv` itself so it can never disagree with it: a few hundred bytes, stored in the row, where
     * ranking reads it. Ranking on `tsv` decompressed a 3.8 kB TOASTed vector per match (issue #12,
     * docs/performance.md).
     */
    rankTsv: tsvector('rank_tsv')
      .notNull()
      .generatedAlwaysAs(sql`ts_filter(tsv, '{a,b}')`),
    /** The source row's updated_at when indexed: a newer source row is re-indexed (lib/search/sync). */
    sourceUpdatedAt: timestamp('source_updated_at', { withTimezone: true }),
    indexedAt: timestamp('indexed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bss_search_doc_source_uq').on(t.source, t.refId),
    index('bss_search_doc_tsv_idx').using('gin', t.tsv),
    index('bss_search_doc_rank_idx').using('gin', t.rankTsv),
    index('bss_search_doc_date_idx').on(t.publishedAt, t.id),
    index('bss_search_doc_column_idx').on(t.columnKey),
    check('bss_search_doc_source_ck', sql`${t.source} in ${inList(SEARCH_SOURCES)}`),
    check('bss_search_doc_kind_ck', sql`${t.kind} in ${inList(SEARCH_KINDS)}`),
  ],
);
