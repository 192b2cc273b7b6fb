/**
 * Cases (issue #28): every submission the portal accepts from a signed-in citizen — a shop
 * intention, an allotment registration, a job application, a signed-in questionnaire response —
 * is one case with a receipt number people can read aloud. The submission's own table keeps what
 * was submitted and its status; the case is what handling adds to it (docs/decisions: cases).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, demoFlag, updatedAt } from './columns';
import { portalUsers } from './register';

/** The kinds of submission that are cases, each with the receipt prefix it is read aloud by. */
export const CASE_KINDS = ['shop_intention', 'allotment', 'job_application', 'questionnaire', 'consultation'] as const;

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
    check('bcs_case_kind_ck', sql`${t.kind} in ('shop_intention', 'allotment', 'job_application', 'questionnaire', 'consultation')`),
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
