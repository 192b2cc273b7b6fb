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
  primaryKey,
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

/* ------------------------------------------------------------------------------------------------
 * Accounts (bzf-portal-register). Secrets are stored only as hashes; ID numbers only masked for
 * display plus AES-GCM ciphertext (key outside the database) for filing. See docs/security.md.
 * --------------------------------------------------------------------------------------------- */

export const portalUsers = pgTable(
  'bpr_portal_user',
  {
    id: serial('id').primaryKey(),
    /** Mainland mobile number, 11 digits; the sign-in name. */
    mobile: text('mobile').notNull(),
    /** scrypt$N$r$p$salt$hash (lib/register/password.ts). */
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull().default(''),
    /** e.g. 1101**********123X; the full number only as idNumberCipher. */
    idNumberMasked: text('id_number_masked').notNull().default(''),
    idNumberCipher: text('id_number_cipher'),
    /** Spec §3: default "Certified". */
    userType: text('user_type').notNull().default('Certified'),
    email: text('email').notNull().default(''),
    address: text('address').notNull().default(''),
    /** Sessions issued before this instant are void (password change). */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('bpr_portal_user_mobile_uq').on(t.mobile), check('bpr_portal_user_mobile_ck', sql`${t.mobile} ~ '^1[3-9][0-9]{9}$'`)],
);

/** A signed-in session. The token itself never reaches the database: only its SHA-256. */
export const userSessions = pgTable(
  'bpr_user_session',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    /** SHA-256 of the per-device cookie the session was opened on, when there was one. */
    deviceHash: text('device_hash'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('bpr_user_session_token_uq').on(t.tokenHash), index('bpr_user_session_user_idx').on(t.userId)],
);

/**
 * "This browser may sign me in again": the visitor fingerprint bound to a random per-device cookie.
 * A fingerprint alone (guessable, shared by identical devices) never matches without the cookie.
 */
export const deviceBindings = pgTable(
  'bpr_device_binding',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    fingerprintHash: text('fingerprint_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('bpr_device_binding_device_uq').on(t.deviceHash), index('bpr_device_binding_user_idx').on(t.userId)],
);

/**
 * Short-lived single-use tickets: the fingerprint sign-in hands one to the page (never a session
 * token), and the rental-centre iframe gets one in its URL.
 */
export const loginTickets = pgTable(
  'bpr_login_ticket',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketHash: text('ticket_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['fingerprint', 'rentCenter', 'handover'] }).notNull(),
    /** The device the ticket was issued to (fingerprint tickets are only redeemable there). */
    deviceHash: text('device_hash'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bpr_login_ticket_hash_uq').on(t.ticketHash),
    check('bpr_login_ticket_purpose_ck', sql`${t.purpose} in ('fingerprint', 'rentCenter', 'handover')`),
  ],
);

/**
 * Sign-in, registration and password-change attempts, kept in the database so the rate limit holds
 * across every portal instance. The number is stored hashed; rows older than a day are pruned.
 */
export const authAttempts = pgTable(
  'bpr_auth_attempt',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['login', 'register', 'password'] }).notNull(),
    mobileHash: text('mobile_hash').notNull(),
    address: text('address').notNull(),
    success: boolean('success').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('bpr_auth_attempt_mobile_idx').on(t.mobileHash, t.createdAt),
    index('bpr_auth_attempt_address_idx').on(t.address, t.createdAt),
  ],
);

/**
 * Fixed-window request counters for the anonymous writes (module accesses, view beacon): one row
 * per bucket and window, bumped by one upsert, so the limits hold across every portal instance.
 * Bucket keys hold hashed client addresses, never the address itself.
 */
export const rateCounters = pgTable(
  'bpm_rate_counter',
  {
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] }), index('bpm_rate_counter_window_idx').on(t.windowStart)],
);

/** Family members declared for public-rental filing (公租房家庭成员). */
export const familyMembers = pgTable(
  'bpr_family_member',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    relation: text('relation').notNull(),
    idNumberMasked: text('id_number_masked').notNull(),
    idNumberCipher: text('id_number_cipher').notNull(),
    /** HMAC of the ID number: one person once per family without decrypting. */
    idNumberDigest: text('id_number_digest').notNull(),
    phone: text('phone').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('bpr_family_member_person_uq').on(t.userId, t.idNumberDigest), index('bpr_family_member_user_idx').on(t.userId)],
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

/** Project favourites; the projects themselves come from the data-docking service (business issue). */
export const projectFavourites = pgTable(
  'bpb_project_collect',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull(),
    projectName: text('project_name').notNull(),
    /** Portal path of the project page, e.g. /t1/projectDetail?projectId=… */
    projectPath: text('project_path').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('bpb_project_collect_uq').on(t.userId, t.projectId), index('bpb_project_collect_user_idx').on(t.userId, t.deleted, t.updatedAt)],
);
