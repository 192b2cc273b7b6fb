/**
 * bzf-portal-data-docking (spec §7 dataMiddleOffice): the business records the portal shows and
 * takes in — housing projects with their unit types, commercial projects with their shops, the two
 * kinds of intention registration, and the housing-business records of the personal centre.
 *
 * Money is whole yuan (integers): rents are 元/月 for a home and 元/㎡·月 ×100 (fen) for a shop,
 * sale prices 元/㎡. Areas are ㎡ with two decimals. Coordinates are GCJ-02 (what gaode and tengxun
 * use; baidu links convert), as the operator's map services expect.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, demoFlag, updatedAt } from './columns';
import { portalUsers } from './register';

/** A picture of a project or a shop: a site path (public/ or a generated image) and its alt text. */
export type RecordImage = { src: string; alt: string };

/* ---------------------------------------------------------------------------------------------- */
/* Housing projects                                                                               */
/* ---------------------------------------------------------------------------------------------- */

export const housingProjects = pgTable(
  'bdd_housing_project',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** gzf 公租房 · bzf 保租房 · psx 配售型 · gycq 共有产权 (lib/eligibility/businesses.ts). */
    businessType: text('business_type', { enum: ['gzf', 'bzf', 'psx', 'gycq'] }).notNull(),
    district: text('district').notNull(),
    address: text('address').notNull(),
    /** GCJ-02. */
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    /** building 在建 · upcoming 即将入市 · open 可申请 · full 已满租 · onsale 在售. */
    status: text('status', { enum: ['building', 'upcoming', 'open', 'full', 'onsale'] }).notNull(),
    homesTotal: integer('homes_total').notNull(),
    homesAvailable: integer('homes_available').notNull(),
    handoverDate: date('handover_date', { mode: 'string' }),
    images: jsonb('images').$type<RecordImage[]>().notNull().default([]),
    facilities: jsonb('facilities').$type<string[]>().notNull().default([]),
    transport: text('transport').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Leasing or sales office: name, phone and opening hours as one line each. */
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    contactHours: text('contact_hours').notNull().default(''),
    /**
     * Summaries of the project's unit types, kept by the service whenever unit types change, so the
     * finder filters and sorts on indexed columns of one table: the cheapest and dearest monthly
     * rent (rental projects) or price per ㎡ (sale projects), the smallest and largest area, and the
     * bedroom counts on offer (0 = studio).
     */
    rentMin: integer('rent_min'),
    rentMax: integer('rent_max'),
    priceMin: integer('price_min'),
    priceMax: integer('price_max'),
    areaMin: numeric('area_min', { precision: 7, scale: 2, mode: 'number' }),
    areaMax: numeric('area_max', { precision: 7, scale: 2, mode: 'number' }),
    bedrooms: smallint('bedrooms').array().notNull().default(sql`'{}'::smallint[]`),
    /** Allotment-sale (psx) intention registration window, Shanghai calendar days, inclusive. */
    registrationFirstDay: date('registration_first_day', { mode: 'string' }),
    registrationLastDay: date('registration_last_day', { mode: 'string' }),
    /** When the project was put online: "newest" sorts on it. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Taken off the site by staff (下线): gone from the finder, the page, search and new
     * registrations, kept for the favourites, registrations and records that name it.
     */
    hidden: boolean('hidden').notNull().default(false),
    isDemo: demoFlag(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('bdd_housing_project_type_ck', sql`${t.businessType} in ('gzf', 'bzf', 'psx', 'gycq')`),
    check('bdd_housing_project_status_ck', sql`${t.status} in ('building', 'upcoming', 'open', 'full', 'onsale')`),
    check('bdd_housing_project_homes_ck', sql`${t.homesAvailable} >= 0 and ${t.homesAvailable} <= ${t.homesTotal}`),
    check(
      'bdd_housing_project_window_ck',
      sql`(${t.registrationFirstDay} is null) = (${t.registrationLastDay} is null) and (${t.registrationFirstDay} is null or ${t.registrationFirstDay} <= ${t.registrationLastDay})`,
    ),
    // The finder's usual shape, type + district (+ bands, status), newest first: the page is an
    // index scan in this order (backwards) that stops at the page's end, and the total an index-only count
    // (the trailing columns are what the filters read; drizzle has no INCLUDE, and after the
    // unique id they do not change the order). Other sorts use their own indexes within the type.
    index('bdd_housing_project_finder_idx').on(
      t.businessType,
      t.district,
      t.publishedAt,
      t.id,
      t.status,
      t.rentMin,
      t.rentMax,
      t.priceMin,
      t.priceMax,
      t.areaMin,
      t.areaMax,
    ),
    index('bdd_housing_project_published_idx').on(t.publishedAt, t.id),
    index('bdd_housing_project_rent_idx').on(t.businessType, t.rentMin),
    index('bdd_housing_project_price_idx').on(t.businessType, t.priceMin),
    index('bdd_housing_project_available_idx').on(t.businessType, t.homesAvailable),
    index('bdd_housing_project_district_idx').on(t.district, t.status),
  ],
);

export const housingUnitTypes = pgTable(
  'bdd_housing_unit_type',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => housingProjects.id, { onDelete: 'cascade' }),
    /** As people say it: 一室一厅, 两室一厅… */
    layout: text('layout').notNull(),
    bedrooms: smallint('bedrooms').notNull(),
    areaMin: numeric('area_min', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    areaMax: numeric('area_max', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    /** 元/月, rental projects. */
    rentMin: integer('rent_min'),
    rentMax: integer('rent_max'),
    /** 元/㎡, sale projects. */
    priceMin: integer('price_min'),
    priceMax: integer('price_max'),
    homesTotal: integer('homes_total').notNull(),
    homesAvailable: integer('homes_available').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    isDemo: demoFlag(),
  },
  (t) => [
    index('bdd_housing_unit_type_project_idx').on(t.projectId, t.sortOrder),
    check('bdd_housing_unit_type_area_ck', sql`${t.areaMin} > 0 and ${t.areaMin} <= ${t.areaMax}`),
    check('bdd_housing_unit_type_homes_ck', sql`${t.homesAvailable} >= 0 and ${t.homesAvailable} <= ${t.homesTotal}`),
    check('bdd_housing_unit_type_bedrooms_ck', sql`${t.bedrooms} between 0 and 9`),
  ],
);

/* ---------------------------------------------------------------------------------------------- */
/* Commercial projects and shops                                                                  */
/* ---------------------------------------------------------------------------------------------- */

export const commercialProjects = pgTable(
  'bdd_commercial_project',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    district: text('district').notNull(),
    address: text('address').notNull(),
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    description: text('description').notNull().default(''),
    images: jsonb('images').$type<RecordImage[]>().notNull().default([]),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    contactHours: text('contact_hours').notNull().default(''),
    /** Taken off the site by staff (下线): the project and all its shops leave the public pages. */
    hidden: boolean('hidden').notNull().default(false),
    isDemo: demoFlag(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('bdd_commercial_project_district_idx').on(t.district)],
);

export const shops = pgTable(
  'bdd_shop',
  {
    id: serial('id').primaryKey(),
    commercialProjectId: integer('commercial_project_id')
      .notNull()
      .references(() => commercialProjects.id, { onDelete: 'cascade' }),
    unitNo: text('unit_no').notNull(),
    /** Negative for basement floors. */
    floor: smallint('floor').notNull(),
    area: numeric('area', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    /** Rent in fen per ㎡ per month (so 85.50 元/㎡·月 is 8550): exact, and indexable as an integer. */
    rentFenPerSqmMonth: integer('rent_fen_per_sqm_month').notNull(),
    /** Codes of SHOP_USES (lib/validation/intention.ts). */
    uses: text('uses').array().notNull().default(sql`'{}'::text[]`),
    /** leasing 招租中 · negotiating 洽谈中 · leased 已出租. */
    status: text('status', { enum: ['leasing', 'negotiating', 'leased'] }).notNull(),
    images: jsonb('images').$type<RecordImage[]>().notNull().default([]),
    availableFrom: date('available_from', { mode: 'string' }),
    description: text('description').notNull().default(''),
    /** Taken off the site by staff (下线); kept for the registrations that name it. */
    hidden: boolean('hidden').notNull().default(false),
    isDemo: demoFlag(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bdd_shop_unit_uq').on(t.commercialProjectId, t.unitNo),
    index('bdd_shop_status_idx').on(t.status, t.rentFenPerSqmMonth),
    index('bdd_shop_area_idx').on(t.area),
    check('bdd_shop_status_ck', sql`${t.status} in ('leasing', 'negotiating', 'leased')`),
    check('bdd_shop_area_ck', sql`${t.area} > 0`),
    check('bdd_shop_rent_ck', sql`${t.rentFenPerSqmMonth} > 0`),
  ],
);

/* ---------------------------------------------------------------------------------------------- */
/* Intention registrations                                                                        */
/* ---------------------------------------------------------------------------------------------- */

const INTENTION_STATUS_CHECK = sql.raw(`('submitted', 'accepted', 'contacted', 'closed')`);

/** 商铺意向登记 (/t1/register). Private to its user; a withdrawn one is kept (closed, with its withdrawal time: it reads 已撤回). */
export const shopIntentions = pgTable(
  'bdd_shop_intention',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    applicantKind: text('applicant_kind', { enum: ['company', 'person'] }).notNull(),
    companyName: text('company_name'),
    /** Normalised unified social credit code, check character verified. */
    creditCode: text('credit_code'),
    personName: text('person_name'),
    contactName: text('contact_name').notNull(),
    mobile: text('mobile').notNull(),
    shopIds: integer('shop_ids').array().notNull().default(sql`'{}'::integer[]`),
    areaMin: integer('area_min'),
    areaMax: integer('area_max'),
    intendedUse: text('intended_use').notNull(),
    experience: text('experience').notNull().default(''),
    status: text('status', { enum: ['submitted', 'accepted', 'contacted', 'closed'] }).notNull().default('submitted'),
    /** The form's one-time key: a double submit finds the first row instead of adding one. */
    idempotencyKey: text('idempotency_key').notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    isDemo: demoFlag(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bdd_shop_intention_key_uq').on(t.userId, t.idempotencyKey),
    index('bdd_shop_intention_user_idx').on(t.userId, t.createdAt),
    check('bdd_shop_intention_status_ck', sql`${t.status} in ${INTENTION_STATUS_CHECK}`),
    check('bdd_shop_intention_kind_ck', sql`${t.applicantKind} in ('company', 'person')`),
  ],
);

/** 配售型保障性住房 意向登记 (/t1/ywbl_01). One live registration per household and project. */
export const allotmentIntentions = pgTable(
  'bdd_allotment_intention',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => housingProjects.id, { onDelete: 'restrict' }),
    unitTypeId: integer('unit_type_id')
      .notNull()
      .references(() => housingUnitTypes.id, { onDelete: 'restrict' }),
    applicantName: text('applicant_name').notNull(),
    /** Shown masked; the full number only encrypted (lib/register/pii.ts). */
    idNumberMasked: text('id_number_masked').notNull(),
    idNumberCipher: text('id_number_cipher').notNull(),
    mobile: text('mobile').notNull(),
    /** Family members (bpr_family_member ids) and their names as they were when registering. */
    familyMembers: jsonb('family_members').$type<{ id: number; name: string; relation: string }[]>().notNull().default([]),
    /** 已提交 → 审核中 → 已通过 / 未通过; closed = withdrawn by the applicant (with withdrawn_at). */
    status: text('status', { enum: ['submitted', 'reviewing', 'approved', 'rejected', 'closed'] }).notNull().default('submitted'),
    idempotencyKey: text('idempotency_key').notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    isDemo: demoFlag(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bdd_allotment_intention_key_uq').on(t.userId, t.idempotencyKey),
    // A withdrawn or refused registration leaves room for a new one.
    uniqueIndex('bdd_allotment_intention_live_uq').on(t.userId, t.projectId).where(sql`${t.status} not in ('closed', 'rejected')`),
    index('bdd_allotment_intention_user_idx').on(t.userId, t.createdAt),
    check('bdd_allotment_intention_status_ck', sql`${t.status} in ('submitted', 'reviewing', 'approved', 'rejected', 'closed')`),
  ],
);

/* ---------------------------------------------------------------------------------------------- */
/* Housing-business records of the personal centre                                                */
/* ---------------------------------------------------------------------------------------------- */

/**
 * What the housing-security business system reports back about a citizen: applications
 * (business_record/allotment), allocations (zhongbao) and room selections (real_time_rental).
 * The portal only reads them; in production they arrive by the data-docking sync.
 */
export const housingRecords = pgTable(
  'bdd_housing_record',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['application', 'allocation', 'selection'] }).notNull(),
    businessType: text('business_type', { enum: ['gzf', 'bzf', 'psx', 'gycq'] }).notNull(),
    /** The project when it is one of ours; its name is kept as the business system reported it. */
    projectId: integer('project_id').references(() => housingProjects.id, { onDelete: 'set null' }),
    projectName: text('project_name').notNull(),
    /** Application number, allocation batch or selection round. */
    reference: text('reference').notNull().default(''),
    roomNo: text('room_no').notNull().default(''),
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
    /** As the business system words it: 审核中, 已配租, 已选房… */
    status: text('status').notNull(),
    detail: text('detail').notNull().default(''),
    isDemo: demoFlag(),
    createdAt: createdAt(),
  },
  (t) => [
    index('bdd_housing_record_user_idx').on(t.userId, t.kind, t.happenedAt),
    check('bdd_housing_record_kind_ck', sql`${t.kind} in ('application', 'allocation', 'selection')`),
  ],
);
