/**
 * The materials of a housing application (issue #29 parts 1–2): one row per uploaded file, named
 * by the checklist item of the product's guide it answers (lib/applications/material-checklist.ts).
 * Files are bytea in the database like the recruitment files (docs/decisions 0053): reachable only
 * through the owner's or a housing handler's checked download. A 补正 request (correction) names
 * the items asked for, the note, the deadline and the stage that asked, so the case goes back there.
 */
import { sql } from 'drizzle-orm';
import { check, customType, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { housingApplications } from './applications';
import { cases } from './cases';
import { portalUsers } from './register';
import { staff } from './staff';

/** bytea as a Buffer on both drivers (PGlite hands back a Uint8Array, node-postgres a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const applicationMaterials = pgTable(
  'bha_application_material',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => housingApplications.id, { onDelete: 'cascade' }),
    /** The owner (the applicant), so deletion and export of an account find the files directly. */
    userId: integer('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    /** The checklist item (id_card, hukou, …) of the product's guide. */
    itemKey: text('item_key').notNull(),
    fileName: text('file_name').notNull(),
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bha_application_material_app_idx').on(t.applicationId, t.itemKey), index('bha_application_material_user_idx').on(t.userId)],
);

/** The review stages a 补正 may be asked at; the case returns to the one that asked. */
export const CORRECTION_STAGES = ['accepted', 'first_review', 'second_review'] as const;

export const applicationCorrections = pgTable(
  'bha_application_correction',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => housingApplications.id, { onDelete: 'cascade' }),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** The stage that asked (受理 / 初审 / 复核): where the case goes back when the citizen answers. */
    fromStatus: text('from_status', { enum: CORRECTION_STAGES }).notNull(),
    /** The checklist items asked for (keys). */
    items: jsonb('items').$type<string[]>().notNull(),
    /** What the handler tells the citizen is missing or unclear. */
    note: text('note').notNull(),
    /** The last day (Beijing) to answer; past it the console shows the case overdue. */
    deadline: date('deadline', { mode: 'string' }).notNull(),
    requestedBy: integer('requested_by').references(() => staff.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the citizen submitted the correction; null while it is asked. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('bha_application_correction_app_idx').on(t.applicationId, t.requestedAt),
    check('bha_application_correction_stage_ck', sql`${t.fromStatus} in ('accepted', 'first_review', 'second_review')`),
  ],
);
