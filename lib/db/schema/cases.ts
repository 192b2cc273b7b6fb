/**
 * Cases (issue #28): every submission the portal accepts from a signed-in citizen — a shop
 * intention, an allotment registration, a job application, a signed-in questionnaire response —
 * is one case with a receipt number people can read aloud. The submission's own table keeps what
 * was submitted and its status; the case is what handling adds to it (docs/decisions: cases).
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, demoFlag, updatedAt } from './columns';
import { portalUsers } from './register';
import { staff } from './staff';

/** The kinds of submission that are cases, each with the receipt prefix it is read aloud by. */
export const CASE_KINDS = ['shop_intention', 'allotment', 'job_application', 'questionnaire'] as const;

/**
 * Every handling status of any kind (which ones a kind uses, and the moves between them, are data
 * in lib/cases/flow.ts). The case's status is the authoritative one; the submission's own status
 * column is kept in step in the same transaction (docs/decisions: case handling).
 */
export const CASE_STATUSES = [
  'submitted',
  'accepted',
  'contacted',
  'closed',
  'reviewing',
  'approved',
  'rejected',
  'screening',
  'interview',
  'hired',
  'withdrawn',
  'received',
] as const;
const CASE_STATUS_CHECK = sql.raw(`(${CASE_STATUSES.map((s) => `'${s}'`).join(', ')})`);

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
    /**
     * What the inbox filters by besides status and dates, copied from the submission when the case
     * opens: the allotment's project, the application's post, the questionnaire; null for a shop
     * intention (it names several shops).
     */
    scopeId: integer('scope_id'),
    /** The handling status (CASE_STATUSES; per kind in lib/cases/flow.ts). */
    status: text('status', { enum: CASE_STATUSES }).notNull().default('submitted'),
    /** The member of staff handling it; null until someone takes it. */
    handlerId: integer('handler_id').references(() => staff.id, { onDelete: 'set null' }),
    /** Bumped by every change; a change that names an older version is refused (two handlers at once). */
    version: integer('version').notNull().default(1),
    /** When the next step is due under the service pledge of the current status; null when none. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** When it reached a final status (withdrawn included). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    isDemo: demoFlag(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bcs_case_receipt_uq').on(t.receiptNo),
    uniqueIndex('bcs_case_subject_uq').on(t.kind, t.subjectId),
    index('bcs_case_user_idx').on(t.userId, t.createdAt),
    // The inbox: one kind, a status (or all), newest first; the same with a project/post; mine; overdue.
    index('bcs_case_inbox_idx').on(t.kind, t.status, t.createdAt.desc(), t.id.desc()),
    index('bcs_case_inbox_all_idx').on(t.kind, t.createdAt.desc(), t.id.desc()),
    index('bcs_case_inbox_scope_idx').on(t.kind, t.scopeId, t.createdAt.desc()),
    index('bcs_case_inbox_handler_idx').on(t.handlerId, t.kind, t.createdAt.desc()),
    index('bcs_case_overdue_idx').on(t.kind, t.dueAt).where(sql`${t.closedAt} is null and ${t.dueAt} is not null`),
    check('bcs_case_kind_ck', sql`${t.kind} in ('shop_intention', 'allotment', 'job_application', 'questionnaire')`),
    check('bcs_case_status_ck', sql`${t.status} in ${CASE_STATUS_CHECK}`),
  ],
);

/**
 * The timeline of a case: one row per status change (the citizen's withdrawal included) and per
 * note. `noteToCitizen` is shown to the citizen; `internalNote` only ever to staff.
 */
export const caseEvents = pgTable(
  'bcs_case_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** Null for a note without a status change (and for the opening event). */
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    noteToCitizen: text('note_to_citizen'),
    internalNote: text('internal_note'),
    /** staff | citizen | system */
    actor: text('actor', { enum: ['staff', 'citizen', 'system'] }).notNull(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bcs_case_event_case_idx').on(t.caseId, t.at, t.id), check('bcs_case_event_actor_ck', sql`${t.actor} in ('staff', 'citizen', 'system')`)],
);

/**
 * 站内信: one per status change and per note to the citizen, written in the transaction of the
 * change. Titles and bodies carry the kind, the receipt number and the status, never personal data.
 */
export const messages = pgTable(
  'bcs_message',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    caseId: integer('case_id').references(() => cases.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('bcs_message_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('bcs_message_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
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
