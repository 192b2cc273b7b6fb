/**
 * Questionnaires (our service; spec §2 names only the page /questionnaireFilling). A questionnaire
 * is a definition (sections → questions → options) and its responses: one row per response, one
 * answer row per chosen option / typed text / rating, so results are plain GROUP BY counts.
 *
 * One response per person is held by unique indexes, not by a read-then-write: per user in the
 * signed-in mode, per signed device id (hashed) in the anonymous mode. NULLs never collide, so each
 * index only bites in its own mode. See docs/decisions/0073-questionnaire-tables-and-one-response-per-person.md.
 */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, demoFlag, updatedAt } from './columns';
import { portalUsers } from './register';

export const QUESTIONNAIRE_MODES = ['signed_in', 'anonymous'] as const;
export const QUESTION_KINDS = ['single', 'multiple', 'short_text', 'long_text', 'rating'] as const;

const inList = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);

export const questionnaires = pgTable(
  'bqn_questionnaire',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** Plain text shown above the first section (paragraphs split on blank lines). */
    intro: text('intro').notNull().default(''),
    mode: text('mode', { enum: QUESTIONNAIRE_MODES }).notNull(),
    /** Answers are taken from opensAt (inclusive) until closesAt (exclusive); null = no end. */
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    /** Whether anyone may read the counts per option (/questionnaireFilling?id=…&view=results). */
    resultsPublic: boolean('results_public').notNull().default(false),
    /** Anonymous mode: responses accepted per client address per day (people behind one NAT). */
    perAddressDailyLimit: smallint('per_address_daily_limit').notNull().default(20),
    /** Hidden from the list and the page (withdrawn by an operator), without deleting responses. */
    published: boolean('published').notNull().default(true),
    isDemo: demoFlag(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('bqn_questionnaire_mode_ck', sql`${t.mode} in ${inList(QUESTIONNAIRE_MODES)}`),
    check('bqn_questionnaire_dates_ck', sql`${t.closesAt} is null or ${t.closesAt} > ${t.opensAt}`),
    check('bqn_questionnaire_limit_ck', sql`${t.perAddressDailyLimit} between 1 and 10000`),
  ],
);

export const questionnaireSections = pgTable(
  'bqn_section',
  {
    id: serial('id').primaryKey(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    sortOrder: smallint('sort_order').notNull().default(0),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [index('bqn_section_order_idx').on(t.questionnaireId, t.sortOrder)],
);

export const questionnaireQuestions = pgTable(
  'bqn_question',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => questionnaireSections.id, { onDelete: 'cascade' }),
    sortOrder: smallint('sort_order').notNull().default(0),
    kind: text('kind', { enum: QUESTION_KINDS }).notNull(),
    title: text('title').notNull(),
    hint: text('hint').notNull().default(''),
    required: boolean('required').notNull().default(false),
    /** multiple: how many options at least / at most (null = no bound). */
    minChoices: smallint('min_choices'),
    maxChoices: smallint('max_choices'),
    /** short_text / long_text, and the text of an "其他" option: characters at least / at most. */
    minLength: smallint('min_length'),
    maxLength: smallint('max_length'),
  },
  (t) => [
    index('bqn_question_order_idx').on(t.sectionId, t.sortOrder),
    check('bqn_question_kind_ck', sql`${t.kind} in ${inList(QUESTION_KINDS)}`),
    check('bqn_question_choices_ck', sql`${t.minChoices} is null or ${t.maxChoices} is null or ${t.minChoices} <= ${t.maxChoices}`),
    check('bqn_question_length_ck', sql`${t.minLength} is null or ${t.maxLength} is null or ${t.minLength} <= ${t.maxLength}`),
  ],
);

export const questionnaireOptions = pgTable(
  'bqn_option',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questionnaireQuestions.id, { onDelete: 'cascade' }),
    sortOrder: smallint('sort_order').notNull().default(0),
    label: text('label').notNull(),
    /** "其他（请注明）": choosing it asks for a text. */
    isOther: boolean('is_other').notNull().default(false),
  },
  (t) => [index('bqn_option_order_idx').on(t.questionId, t.sortOrder)],
);

export const questionnaireResponses = pgTable(
  'bqn_response',
  {
    id: serial('id').primaryKey(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    /** Signed-in mode: who answered. */
    userId: integer('user_id').references(() => portalUsers.id, { onDelete: 'set null' }),
    /**
     * Anonymous mode: sha256 of the signed device id (never the cookie value), or, for a signed-in
     * account answering one with public results, "acct:" + a keyed digest of questionnaire and account.
     */
    deviceHash: text('device_hash'),
    isDemo: demoFlag(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bqn_response_user_uq').on(t.questionnaireId, t.userId),
    uniqueIndex('bqn_response_device_uq').on(t.questionnaireId, t.deviceHash),
    check('bqn_response_who_ck', sql`${t.userId} is not null or ${t.deviceHash} is not null`),
  ],
);

export const questionnaireAnswers = pgTable(
  'bqn_answer',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    responseId: integer('response_id')
      .notNull()
      .references(() => questionnaireResponses.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questionnaireQuestions.id, { onDelete: 'cascade' }),
    /** A chosen option (one row per option of a multiple choice). */
    optionId: integer('option_id').references(() => questionnaireOptions.id, { onDelete: 'cascade' }),
    /** Typed text: a text question's answer, or the text of the chosen "其他" option. */
    text: text('text'),
    /** A rating question's 1–5. */
    rating: smallint('rating'),
  },
  (t) => [
    index('bqn_answer_count_idx').on(t.questionId, t.optionId),
    index('bqn_answer_response_idx').on(t.responseId),
    check('bqn_answer_rating_ck', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

/**
 * What a plain form post (no JavaScript) sent when it was refused, kept for one hour under a
 * random key held in a short-lived HttpOnly cookie, so the page shows the answers again with the
 * messages and nothing typed is lost. The key is stored hashed; rows are deleted when read back
 * or when they expire.
 */
export const questionnaireKeptAnswers = pgTable(
  'bqn_kept_answers',
  {
    keyHash: text('key_hash').primaryKey(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    /** The posted fields as sent: { "q12": "34", "q13": ["35", "36"], "q13_other": "…" }. */
    values: jsonb('values').$type<Record<string, string | string[]>>().notNull(),
    /** The messages per question the server answered with. */
    messages: jsonb('messages').$type<Record<string, string>>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('bqn_kept_answers_expiry_idx').on(t.expiresAt)],
);
