/**
 * Queue, allocation and room selection of the housing applications (issue #29 part 3). An approved
 * application (a case) gets a 轮候序号 per product when it moves to 轮候; staff then allocate it a
 * home from a project's available homes (配租) and record the room it chose at its time slot (选房).
 * The citizen's record pages read the bdd_housing_record rows these services write beside them.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cases } from './cases';
import { housingProjects, housingUnitTypes } from './data-docking';
import { portalUsers } from './register';
import { staff } from './staff';
import { createdAt, demoFlag, updatedAt } from './columns';

/** The application products that queue (bha_application.product). */
export const QUEUE_PRODUCTS = ['gzf', 'bzf', 'bzf_company', 'gycq'] as const;
const PRODUCT_CHECK = sql.raw(`(${QUEUE_PRODUCTS.map((p) => `'${p}'`).join(', ')})`);

/** The last 轮候序号 given per product: taken by an upsert in the transition's transaction, so no gaps and no repeats. */
export const queueCounters = pgTable('bha_queue_counter', {
  product: text('product', { enum: QUEUE_PRODUCTS }).primaryKey(),
  last: integer('last').notNull(),
});

/** One 轮候序号 per application (case), unique within its product. */
export const queueNumbers = pgTable(
  'bha_queue_number',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    product: text('product', { enum: QUEUE_PRODUCTS }).notNull(),
    number: integer('number').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull(),
    isDemo: demoFlag(),
  },
  (t) => [
    uniqueIndex('bha_queue_number_case_uq').on(t.caseId),
    uniqueIndex('bha_queue_number_uq').on(t.product, t.number),
    index('bha_queue_number_user_idx').on(t.userId),
    check('bha_queue_number_product_ck', sql`${t.product} in ${PRODUCT_CHECK}`),
    check('bha_queue_number_positive_ck', sql`${t.number} > 0`),
  ],
);

/**
 * 配租: one home allocated to a queued application from a project's available homes (the unit type's
 * count goes down by one in the same transaction), then 选房: the room it chose at its time slot.
 * A withdrawn allocation gives its home back.
 */
export const allocations = pgTable(
  'bha_allocation',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    product: text('product', { enum: QUEUE_PRODUCTS }).notNull(),
    queueNumber: integer('queue_number').notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => housingProjects.id, { onDelete: 'restrict' }),
    unitTypeId: integer('unit_type_id')
      .notNull()
      .references(() => housingUnitTypes.id, { onDelete: 'restrict' }),
    /** allocated 已配租 (awaiting 选房) · selected 已选房 · withdrawn 已放弃 (the home went back). */
    status: text('status', { enum: ['allocated', 'selected', 'withdrawn'] }).notNull().default('allocated'),
    allocatedAt: timestamp('allocated_at', { withTimezone: true }).notNull(),
    allocatedBy: integer('allocated_by').references(() => staff.id, { onDelete: 'set null' }),
    roomNo: text('room_no').notNull().default(''),
    /** The 选房 time slot the applicant came in. */
    slotStartsAt: timestamp('slot_starts_at', { withTimezone: true }),
    selectedAt: timestamp('selected_at', { withTimezone: true }),
    selectedBy: integer('selected_by').references(() => staff.id, { onDelete: 'set null' }),
    /** Bumped by every change; a change naming an older version is refused (two clerks at once). */
    version: integer('version').notNull().default(1),
    isDemo: demoFlag(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One live allocation per application; a withdrawn one leaves room for the next.
    uniqueIndex('bha_allocation_live_uq').on(t.caseId).where(sql`${t.status} <> 'withdrawn'`),
    // One household per room of a project.
    uniqueIndex('bha_allocation_room_uq').on(t.projectId, t.roomNo).where(sql`${t.status} = 'selected'`),
    index('bha_allocation_month_idx').on(t.product, t.allocatedAt),
    index('bha_allocation_user_idx').on(t.userId),
    check('bha_allocation_status_ck', sql`${t.status} in ('allocated', 'selected', 'withdrawn')`),
    check('bha_allocation_product_ck', sql`${t.product} in ${PRODUCT_CHECK}`),
    check('bha_allocation_selected_ck', sql`${t.status} <> 'selected' or (${t.roomNo} <> '' and ${t.slotStartsAt} is not null and ${t.selectedAt} is not null)`),
  ],
);
