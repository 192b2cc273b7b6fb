/**
 * Housing applications (issue #29 part 1): a citizen's application for 公租房 or 保租房（个人）. Each
 * is a case of kind `housing_application` (receipt GZ-… / BZ-…), reviewed in stages in the console
 * (lib/cases/flow.ts); this table keeps what was submitted. One open application per user and
 * product (partial unique index), and one ID number in at most one open application of a product
 * (bha_application_member, keyed on the ID number's HMAC).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, demoFlag, updatedAt } from './columns';
import { cases } from './cases';
import { portalUsers } from './register';
import { housingProjects } from './data-docking';

/**
 * The products applied for online here (the queue's products): 公租房, 保租房（个人）, 保租房（企业，
 * for its staff; lib/applications/company.ts) and 共有产权 申购 of one project in its window
 * (lib/applications/subscription.ts).
 */
export const HOUSING_APPLICATION_PRODUCTS = ['gzf', 'bzf', 'bzf_company', 'gycq'] as const;

/** The application's own status, kept in step with its case (the case is authoritative). */
export const HOUSING_APPLICATION_STATUSES = ['submitted', 'accepted', 'first_review', 'second_review', 'publicized', 'queued', 'rejected', 'withdrawn', 'correction'] as const;

/** Still open: not refused, not withdrawn (queued stays open: the household waits for a home). */
export const OPEN_APPLICATION_SQL = sql.raw(`status not in ('rejected', 'withdrawn')`);

/** What was submitted, as it was then (names, relations, encrypted ID numbers copied from 家庭信息). */
export type ApplicationData = {
  applicant: { name: string; idNumberMasked: string; idNumberCipher: string; mobile: string };
  members: { familyMemberId: number; name: string; relation: string; idNumberMasked: string; idNumberCipher: string }[];
  residence: string;
  socialInsurance: string;
  housing: string;
  income: string;
  age: number;
  talent?: string;
  currentAddress: string;
  district: string;
  layout: string;
  declaration: true;
  consent: true;
  /** 共有产权 申购: the project subscribed to, as it was named then. */
  project?: { id: number; name: string };
};

/**
 * A 保租房 company application (lib/applications/company.ts): `applicant` is the company's contact,
 * `members` its staff (relation 职工, ID numbers encrypted and masked like family members').
 */
export type CompanyApplicationData = {
  kind: 'company';
  company: { name: string; creditCode: string; homesWanted: number };
  applicant: { name: string; idNumberMasked: string; idNumberCipher: string; mobile: string };
  members: { familyMemberId: number; name: string; relation: string; idNumberMasked: string; idNumberCipher: string }[];
  district: string;
  layout: string;
  project?: { id: number; name: string };
  declaration: true;
  consent: true;
};

export const housingApplications = pgTable(
  'bha_application',
  {
    id: serial('id').primaryKey(),
    /** Set in the submission's transaction right after the case opens. */
    caseId: integer('case_id').references(() => cases.id, { onDelete: 'set null' }),
    userId: integer('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    product: text('product', { enum: HOUSING_APPLICATION_PRODUCTS }).notNull(),
    /** 共有产权 申购: the project subscribed to (required for gycq, null otherwise). */
    projectId: integer('project_id').references(() => housingProjects.id, { onDelete: 'restrict' }),
    status: text('status', { enum: HOUSING_APPLICATION_STATUSES }).notNull().default('submitted'),
    data: jsonb('data').$type<ApplicationData | CompanyApplicationData>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    isDemo: demoFlag(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One open application per user and product; for 共有产权 per user and project.
    uniqueIndex('bha_application_open_uq').on(t.userId, t.product, sql`coalesce(${t.projectId}, 0)`).where(sql`${t.status} not in ('rejected', 'withdrawn')`),
    uniqueIndex('bha_application_key_uq').on(t.userId, t.idempotencyKey),
    index('bha_application_user_idx').on(t.userId, t.createdAt),
    check('bha_application_product_ck', sql`${t.product} in ('gzf', 'bzf', 'bzf_company', 'gycq')`),
    check('bha_application_project_ck', sql`(${t.product} = 'gycq') = (${t.projectId} is not null)`),
    check('bha_application_status_ck', sql`${t.status} in ('submitted', 'accepted', 'first_review', 'second_review', 'publicized', 'queued', 'rejected', 'withdrawn', 'correction')`),
  ],
);

/**
 * The people of an application (the applicant and each family member) by the HMAC of their ID
 * number: `open` is true while the application is open, and one ID number is in at most one open
 * application of a product (across accounts).
 */
export const housingApplicationMembers = pgTable(
  'bha_application_member',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => housingApplications.id, { onDelete: 'cascade' }),
    product: text('product', { enum: HOUSING_APPLICATION_PRODUCTS }).notNull(),
    idNumberHash: text('id_number_hash').notNull(),
    /** 共有产权: the project (one person in one open subscription per project); 0 for the rental products. */
    projectId: integer('project_id').notNull().default(0),
    open: integer('open').notNull().default(1),
  },
  (t) => [
    // A 保租房 company application's staff sit here as product `bzf`: one person, one open 保租房 application.
    uniqueIndex('bha_application_member_open_uq').on(t.product, t.projectId, t.idNumberHash).where(sql`${t.open} = 1`),
    index('bha_application_member_app_idx').on(t.applicationId),
  ],
);
