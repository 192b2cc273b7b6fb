/**
 * Cases (issue #28): every submission the portal accepts from a signed-in citizen — a shop
 * intention, an allotment registration, a job application, a signed-in questionnaire response —
 * is one case with a receipt number people can read aloud. The submission's own table keeps what
 * was submitted and its status; the case is what handling adds to it (docs/decisions: cases).
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, demoFlag, updatedAt } from './columns';
import { portalUsers } from './register';

/** The kinds of submission that are cases, each with the receipt prefix it is read aloud by. */
export const CASE_KINDS = ['shop_intention', 'allotment', 'job_application', 'questionnaire'] as const;

export const cases = pgTable(
  'bcs_case',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: CASE_KINDS }).notNull(),
    /** SY-20261126-0123: prefix of the kind, the Beijing date it was submitted, the day's sequence. */
    receiptNo: text('receipt_no').notNull(),
    /** The submission's row in its kind's table. */
    subjectId: integer('subject_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    isDemo: demoFlag(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bcs_case_receipt_uq').on(t.receiptNo),
    uniqueIndex('bcs_case_subject_uq').on(t.kind, t.subjectId),
    index('bcs_case_user_idx').on(t.userId, t.createdAt),
    check('bcs_case_kind_ck', sql`${t.kind} in ('shop_intention', 'allotment', 'job_application', 'questionnaire')`),
  ],
);

/**
 * The last sequence number given per receipt prefix and Beijing date. Taken by an upsert in the
 * submission's transaction: parallel submissions of one kind queue on the row, and a rolled-back
 * submission gives its number back, so the numbers of a day have no gaps.
 */
export const receiptCounters = pgTable(
  'bcs_receipt_counter',
  {
    prefix: text('prefix').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.day] })],
);
