/** bzf-portal-background: banners, links, memorabilia, business segments, skins, app versions and favourites. */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { demoFlag, createdAt, updatedAt } from './columns';
import { columns, contents } from './cms';
import { portalUsers } from './register';
import { housingProjects } from './data-docking';

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

/**
 * Site skin. The front end asks for the enabled skins (webSkinStatus = "1") and renders the
 * whole site in grayscale when the first one's webSkinId is "2" (mourning mode). An enabled skin
 * with a window counts as enabled only inside it (lib/background/web-skins.ts).
 */
export const webSkins = pgTable(
  'bpb_web_skin',
  {
    id: serial('id').primaryKey(),
    webSkinId: text('web_skin_id').notNull(),
    name: text('name').notNull(),
    webSkinStatus: text('web_skin_status').notNull().default('0'),
    /** An enabled skin is in effect from this time (null: already) … */
    activeFrom: timestamp('active_from', { withTimezone: true }),
    /** … until this time (null: until switched off). The console's mourning schedule (issue #26). */
    activeUntil: timestamp('active_until', { withTimezone: true }),
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

/** Article favourites (spec §7 BpbArticleCollectEntity). Removal is a soft delete so it can be batch-updated by id. */
export const articleFavourites = pgTable(
  'bpb_article_collect',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    contentId: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('bpb_article_collect_uq').on(t.userId, t.contentId), index('bpb_article_collect_user_idx').on(t.userId, t.deleted, t.updatedAt)],
);

/** Project favourites: each points at a housing project of the data-docking service. */
export const projectFavourites = pgTable(
  'bpb_project_collect',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => housingProjects.id, { onDelete: 'cascade' }),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('bpb_project_collect_uq').on(t.userId, t.projectId), index('bpb_project_collect_user_idx').on(t.userId, t.deleted, t.updatedAt)],
);
