/**
 * Cases (issue #28): every submission the portal accepts from a signed-in citizen — a shop
 * intention, an allotment registration, a job application, a signed-in questionnaire response —
 * is one case with a receipt number people can read aloud. The submission's own table keeps what
 * was submitted and its status; the case is what handling adds to it (docs/decisions: cases).
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, demoFlag, updatedAt } from './columns';
import { portalUsers } from './register';
import { staff } from './staff';

/** The kinds of submission that are cases, each with the receipt prefix it is read aloud by. */
export const CASE_KINDS = ['shop_intention', 'allotment', 'job_application', 'questionnaire', 'consultation', 'housing_application'] as const;

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
  'answered',
  'first_review',
  'second_review',
  'publicized',
  'queued',
  'correction',
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
    // Ascending keys, walked backwards for the inbox's ORDER BY created_at DESC, id DESC: drizzle's
    // .desc() writes DESC NULLS LAST, which that ORDER BY (NULLS FIRST) cannot use, so every page
    // sorted all its matches (108 ms for the 100,000 housing applications unfiltered; migration 0035).
    index('bcs_case_inbox_idx').on(t.kind, t.status, t.createdAt, t.id),
    index('bcs_case_inbox_all_idx').on(t.kind, t.createdAt, t.id),
    index('bcs_case_inbox_scope_idx').on(t.kind, t.scopeId, t.createdAt, t.id),
    // "Mine" with a status: the count index-only and the page in index order (migration 0033; was handler, kind, created).
    index('bcs_case_inbox_handler_idx').on(t.handlerId, t.kind, t.status, t.createdAt, t.id),
    // Overdue (open, past its pledge), alone, with "mine" or with dates: counted and paged from this
    // index alone (handler, created and id ride in it), the page's twenty rows fetched afterwards (migration 0035).
    index('bcs_case_overdue_idx').on(t.kind, t.dueAt, t.handlerId, t.createdAt, t.id).where(sql`${t.closedAt} is null and ${t.dueAt} is not null`),
    check('bcs_case_kind_ck', sql`${t.kind} in ('shop_intention', 'allotment', 'job_application', 'questionnaire', 'consultation', 'housing_application')`),
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
    // Ascending keys walked backwards for the message centre's newest first (see bcs_case_inbox_idx).
    index('bcs_message_user_idx').on(t.userId, t.createdAt, t.id),
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

/** 留言咨询's categories (lib/validation/question.ts has their names). */
export const QUESTION_CATEGORY_CHECK = ['gzf', 'bzf', 'psf', 'gycqf', 'shop', 'job', 'site', 'other'] as const;

/**
 * 留言咨询 (issue #28 part 7): a signed-in citizen's question to the operator. It is a case of kind
 * `consultation` (receipt ZX-…): the inbox, the handler, the timeline, the messages and the rating
 * are the cases' own; the answer is the note to the citizen of the step to 已答复, kept here too so
 * the public list reads one table. Published only with the asker's consent, the name masked.
 */
export const questions = pgTable(
  'bcs_question',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    category: text('category', { enum: QUESTION_CATEGORY_CHECK }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** 同意公开: the answered question may be published with the name masked. */
    consent: boolean('consent').notNull().default(false),
    /** The name shown masked on the public list, as it was when asking (张*). */
    askerMasked: text('asker_masked').notNull().default(''),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** On the public list: answered, with consent, and not taken down by staff. */
    published: boolean('published').notNull().default(false),
    idempotencyKey: text('idempotency_key').notNull(),
    isDemo: demoFlag(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bcs_question_key_uq').on(t.userId, t.idempotencyKey),
    index('bcs_question_user_idx').on(t.userId, t.createdAt),
    index('bcs_question_public_idx').on(t.answeredAt).where(sql`${t.published}`),
    check('bcs_question_category_ck', sql`${t.category} in ('gzf', 'bzf', 'psf', 'gycqf', 'shop', 'job', 'site', 'other')`),
    check('bcs_question_published_ck', sql`not ${t.published} or (${t.consent} and ${t.answer} is not null)`),
  ],
);

/** 好差评's five levels, best first (国办发〔2019〕51号: 非常满意 … 非常不满意). */
export const RATING_SCORES = [5, 4, 3, 2, 1] as const;

/**
 * 好差评 (issue #28 part 6): the citizen's rating of a case that has ended, once. The two lowest
 * levels put the case back in the handler's list for a follow-up (回访), which staff close with a note.
 */
export const caseRatings = pgTable(
  'bcs_case_rating',
  {
    caseId: integer('case_id')
      .primaryKey()
      .references(() => cases.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    comment: text('comment').notNull().default(''),
    ratedAt: timestamp('rated_at', { withTimezone: true }).notNull().defaultNow(),
    /** A low rating's follow-up: when staff closed it, who, and what they did. */
    followedUpAt: timestamp('followed_up_at', { withTimezone: true }),
    followUpNote: text('follow_up_note'),
    isDemo: demoFlag(),
  },
  (t) => [
    check('bcs_case_rating_score_ck', sql`${t.score} between 1 and 5`),
    index('bcs_case_rating_follow_up_idx').on(t.ratedAt).where(sql`${t.score} <= 2 and ${t.followedUpAt} is null`),
    index('bcs_case_rating_month_idx').on(t.ratedAt),
  ],
);

/** The channels that leave the portal (issue #28 part 4), each off until configured (lib/env.ts). */
export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
/** pending → sent; pending → dead after the last attempt; pending → skipped when the user has no address for the channel at send time. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'dead', 'skipped'] as const;

/**
 * Notifications to send by e-mail or SMS, written in the transaction of the change they announce
 * and sent by the outbox worker (lib/cases/outbox-worker.ts). No address or number is copied here:
 * the recipient is read from bpr_portal_user when the row is sent, and title and body name only
 * the kind, the receipt number and the status (docs/decisions: outbox).
 */
export const outbox = pgTable(
  'bcs_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    caseId: integer('case_id').references(() => cases.id, { onDelete: 'set null' }),
    /** The 站内信 (bcs_message) this row repeats, when there is one. */
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id, { onDelete: 'set null' }),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    /** Sends tried so far; a claimed row counts its attempt before it is sent. */
    attempts: integer('attempts').notNull().default(0),
    /** Due time while pending; while a worker holds the row, the end of its lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The transport's error code and a short redacted message, never an address or a number. */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bcs_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('bcs_outbox_user_idx').on(t.userId),
    check('bcs_outbox_channel_ck', sql`${t.channel} in ('email', 'sms')`),
    check('bcs_outbox_status_ck', sql`${t.status} in ('pending', 'sent', 'dead', 'skipped')`),
  ],
);
