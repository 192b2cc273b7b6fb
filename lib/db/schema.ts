import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  foreignKey,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Rows written by our demo seed carry is_demo = true so an operator can find and purge them. */
const demoFlag = () => boolean('is_demo').notNull().default(false);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Small key/value table for one-off facts such as "demo content seeded". */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

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
    status: text('status', { enum: ['draft', 'published'] }).notNull().default('draft'),
    isDemo: demoFlag(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bpc_content_list_idx').on(t.columnKey, t.status, t.pinned, t.publishAt),
    index('bpc_content_publish_idx').on(t.status, t.publishAt),
    check('bpc_content_status_ck', sql`${t.status} in ('draft', 'published')`),
    check('bpc_content_views_ck', sql`${t.viewCount} >= 0`),
  ],
);

export const banners = pgTable(
  'bpb_banner',
  {
    id: serial('id').primaryKey(),
    columnKey: text('column_key')
      .notNull()
      .references(() => columns.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    linkUrl: text('link_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    isDemo: demoFlag(),
    createdAt: createdAt(),
  },
  (t) => [index('bpb_banner_column_idx').on(t.columnKey, t.sortOrder)],
);

export const friendlyLinks = pgTable(
  'bpb_friendly_link',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    /** Grouping in the footer, e.g. 政府网站 / 合作单位. */
    groupName: text('group_name').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    isDemo: demoFlag(),
    createdAt: createdAt(),
  },
  (t) => [index('bpb_friendly_link_sort_idx').on(t.sortOrder)],
);

export const memorabilia = pgTable(
  'bpb_memorabilia',
  {
    id: serial('id').primaryKey(),
    year: smallint('year').notNull(),
    eventDate: date('event_date').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    isDemo: demoFlag(),
    createdAt: createdAt(),
  },
  (t) => [index('bpb_memorabilia_year_idx').on(t.year, t.eventDate)],
);

export const businessSegments = pgTable(
  'bpb_business_segments',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    summary: text('summary').notNull().default(''),
    /** Name of an icon in components/icons, not a URL: icons ship with the app. */
    icon: text('icon').notNull().default('home'),
    /** Portal link (path + query) the segment opens. */
    linkUrl: text('link_url').notNull(),
    columnKey: text('column_key'),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    isDemo: demoFlag(),
    createdAt: createdAt(),
  },
  (t) => [index('bpb_business_segments_sort_idx').on(t.sortOrder)],
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

/**
 * Site skin. The front end asks for the enabled skins (webSkinStatus = "1") and renders the
 * whole site in grayscale when the first one's webSkinId is "2" (mourning mode).
 */
export const webSkins = pgTable(
  'bpb_web_skin',
  {
    id: serial('id').primaryKey(),
    webSkinId: text('web_skin_id').notNull(),
    name: text('name').notNull(),
    webSkinStatus: text('web_skin_status').notNull().default('0'),
    sortOrder: integer('sort_order').notNull().default(0),
    isDemo: demoFlag(),
    updatedAt: updatedAt(),
  },
  (t) => [index('bpb_web_skin_status_idx').on(t.webSkinStatus, t.sortOrder)],
);

export const appVersions = pgTable(
  'bpb_app_version',
  {
    id: serial('id').primaryKey(),
    platform: text('platform', { enum: ['android', 'ios'] }).notNull(),
    versionCode: integer('version_code').notNull(),
    versionName: text('version_name').notNull(),
    downloadUrl: text('download_url').notNull(),
    releaseNotes: text('release_notes').notNull().default(''),
    forceUpdate: boolean('force_update').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    isDemo: demoFlag(),
  },
  (t) => [
    uniqueIndex('bpb_app_version_uq').on(t.platform, t.versionCode),
    check('bpb_app_version_platform_ck', sql`${t.platform} in ('android', 'ios')`),
  ],
);

/** One row per recorded module access (spec: recordAmount). Aggregated by queries, never updated. */
export const moduleAccess = pgTable(
  'bpm_module_access',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    moduleKey: text('module_key').notNull(),
    moduleName: text('module_name').notNull().default(''),
    path: text('path').notNull().default(''),
    /** Hash of the visitor fingerprint; never the raw value. */
    visitorHash: text('visitor_hash'),
    accessedAt: timestamp('accessed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bpm_module_access_key_idx').on(t.moduleKey, t.accessedAt)],
);
