/** bzf-portal-cms: the column tree, contents, company introduction and subsidiaries. */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { bigserial, boolean, check, customType, foreignKey, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { demoFlag, createdAt, updatedAt } from './columns';

/**
 * The column (栏目) tree: up to four levels. `route` is the portal path that renders the column
 * (e.g. /t1/news_list); the query string col1..col4 carries the keys of the trail.
 */
export const columns = pgTable(
  'bpc_column',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique('bpc_column_key_uq'),
    label: text('label').notNull(),
    parentKey: text('parent_key'),
    sortOrder: integer('sort_order').notNull().default(0),
    level: smallint('level').notNull(),
    route: text('route').notNull(),
    /** Key of the special topic (专题) this column belongs to, if any. */
    specialKey: text('special_key'),
    /** Hidden from the header menu (personal centre, legal pages, special topics). */
    navHidden: boolean('nav_hidden').notNull().default(false),
    description: text('description').notNull().default(''),
    isDemo: demoFlag(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ name: 'bpc_column_parent_fk', columns: [t.parentKey], foreignColumns: [t.key] }).onDelete('restrict'),
    index('bpc_column_parent_idx').on(t.parentKey, t.sortOrder),
    check('bpc_column_level_ck', sql`${t.level} between 1 and 4`),
  ],
);

export type Attachment = { name: string; url: string; size?: number };

/**
 * The editorial workflow (issue #26 part 3): 草稿 → 待审核 → 已发布 (定时发布 is 已发布 with a
 * publish time still ahead: public reads filter on publish_at, so no job flips it) → 已撤回.
 * lib/cms/content-workflow.ts holds who may move an article between them.
 */
export const CONTENT_STATUSES = ['draft', 'review', 'published', 'withdrawn'] as const;
/** A policy's standing: in force (''), 已废止 or 已修改 (then replaced_by names the article that replaced it). */
export const POLICY_STATES = ['', 'repealed', 'amended'] as const;

/**
 * The two-character pieces of a text, lower-cased (bpc_title_bigrams, an immutable SQL function of
 * the migration that made bpc_content_title_bigram_idx). A title contains a keyword of two
 * characters or more only if its pieces contain the keyword's: the index narrows, ILIKE confirms.
 */
export const titleBigrams = (text: SQLWrapper | string): SQL => sql`bpc_title_bigrams(${text})`;

export const contents = pgTable(
  'bpc_content',
  {
    id: serial('id').primaryKey(),
    columnKey: text('column_key')
      .notNull()
      .references(() => columns.key, { onDelete: 'restrict', onUpdate: 'cascade' }),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitized HTML; sanitizing happens on write (lib/cms/sanitize.ts), never on read. */
    bodyHtml: text('body_html').notNull().default(''),
    coverUrl: text('cover_url'),
    videoUrl: text('video_url'),
    source: text('source').notNull().default(''),
    author: text('author').notNull().default(''),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
    pinned: boolean('pinned').notNull().default(false),
    attachments: jsonb('attachments').$type<Attachment[]>().notNull().default([]),
    viewCount: integer('view_count').notNull().default(0),
    status: text('status', { enum: CONTENT_STATUSES }).notNull().default('draft'),
    policyState: text('policy_state', { enum: POLICY_STATES }).notNull().default(''),
    replacedById: integer('replaced_by_id').references((): AnyPgColumn => contents.id, { onDelete: 'set null' }),
    /**
     * A published article's restored draft waiting for a reviewer: the number of the version
     * (bpc_content_version) that holds it. Visitors keep seeing the row until it is published.
     */
    pendingVersion: integer('pending_version'),
    isDemo: demoFlag(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bpc_content_list_idx').on(t.columnKey, t.status, t.pinned, t.publishAt),
    index('bpc_content_publish_idx').on(t.status, t.publishAt),
    // The console's list, newest edit first, within a column or a status or across all: walked
    // backwards (ascending keys match ORDER BY … DESC; drizzle's .desc() would add NULLS LAST, which
    // that ORDER BY does not use), so a page over 50,000 rows reads 20 index entries.
    index('bpc_content_console_idx').on(t.updatedAt, t.id),
    index('bpc_content_console_col_idx').on(t.columnKey, t.updatedAt, t.id),
    index('bpc_content_console_status_idx').on(t.status, t.updatedAt, t.id),
    // The console's title filter: every two-character piece of the title, lower-cased, in a GIN
    // index (function bpc_title_bigrams, written into the migration by hand), so a keyword of two
    // characters or more finds its candidates without reading the table (decision 0099).
    index('bpc_content_title_bigram_idx').using('gin', titleBigrams(t.title)),
    check('bpc_content_status_ck', sql`${t.status} in ('draft', 'review', 'published', 'withdrawn')`),
    check('bpc_content_policy_ck', sql`${t.policyState} in ('', 'repealed', 'amended')`),
    check('bpc_content_views_ck', sql`${t.viewCount} >= 0`),
  ],
);

/**
 * Every state an article has had (issue #26, "roles, versions, audit"): one row per save, workflow
 * step, policy mark, upload and restore, with who did it and the whole text as it then stood.
 * Append-only: a trigger refuses UPDATE, TRUNCATE and any DELETE but the cascade of its article's
 * (migration 0015). `column_key` has no foreign key: a version outlives a column's removal.
 */
export const contentVersions = pgTable(
  'bpc_content_version',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contentId: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    /** 1, 2, 3 … per article, in the order written (under the article's row lock). */
    number: integer('number').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Who, as the audit log copies it: null and '' for a version kept from before versions existed. */
    staffId: integer('staff_id'),
    staffLogin: text('staff_login').notNull().default(''),
    role: text('role').notNull().default(''),
    /** What made it (lib/cms/content-versions.ts VERSION_ACTIONS): save, submit, publish, restore … */
    action: text('action').notNull(),
    /** The workflow state of the text this version holds. */
    status: text('status', { enum: CONTENT_STATUSES }).notNull(),
    /** For a restore: the number of the version it brought back. */
    restoredFrom: integer('restored_from'),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    columnKey: text('column_key').notNull(),
    source: text('source').notNull(),
    coverUrl: text('cover_url'),
    bodyHtml: text('body_html').notNull(),
    attachments: jsonb('attachments').$type<Attachment[]>().notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    policyState: text('policy_state', { enum: POLICY_STATES }).notNull(),
    replacedById: integer('replaced_by_id'),
  },
  (t) => [
    uniqueIndex('bpc_content_version_uq').on(t.contentId, t.number),
    check('bpc_content_version_status_ck', sql`${t.status} in ('draft', 'review', 'published', 'withdrawn')`),
  ],
);

export const companyIntroduce = pgTable('bpc_company_introduce', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull().default(''),
  slogan: text('slogan').notNull().default(''),
  summary: text('summary').notNull().default(''),
  bodyHtml: text('body_html').notNull().default(''),
  foundedOn: date('founded_on'),
  registeredCapital: text('registered_capital').notNull().default(''),
  address: text('address').notNull().default(''),
  postcode: text('postcode').notNull().default(''),
  phone: text('phone').notNull().default(''),
  serviceHotline: text('service_hotline').notNull().default(''),
  email: text('email').notNull().default(''),
  officeHours: text('office_hours').notNull().default(''),
  /** Office location (GCJ-02, as used by the Gaode/Tencent map links). */
  longitude: text('longitude').notNull().default(''),
  latitude: text('latitude').notNull().default(''),
  videoUrl: text('video_url'),
  brochureUrl: text('brochure_url'),
  isDemo: demoFlag(),
  updatedAt: updatedAt(),
});

export const subsidiaries = pgTable(
  'bpc_subsidiary',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    summary: text('summary').notNull().default(''),
    bodyHtml: text('body_html').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    website: text('website'),
    logoUrl: text('logo_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    isDemo: demoFlag(),
    createdAt: createdAt(),
  },
  (t) => [index('bpc_subsidiary_sort_idx').on(t.sortOrder)],
);

/** bytea as a Buffer on both drivers (PGlite hands back a Uint8Array, node-postgres a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const CONTENT_FILE_KINDS = ['image', 'attachment'] as const;

/**
 * Images and attachments of articles, uploaded in the console: in the database (as recruitment
 * files are) so every instance serves them. Images are re-encoded (no metadata), attachments
 * sniffed by content. `key` (random) is part of the public URL, so ids cannot be walked.
 */
export const contentFiles = pgTable(
  'bpc_content_file',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    kind: text('kind', { enum: CONTENT_FILE_KINDS }).notNull(),
    mediaType: text('media_type').notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    staffId: integer('staff_id'),
    createdAt: createdAt(),
  },
  (t) => [check('bpc_content_file_kind_ck', sql`${t.kind} in ('image', 'attachment')`)],
);
