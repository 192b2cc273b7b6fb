import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { openCase } from '@/lib/cases/receipts';
import { getDb, type Db } from '@/lib/db/client';
import {
  cases,
  questionnaireAnswers,
  questionnaireKeptAnswers,
  questionnaireOptions,
  questionnaireQuestions,
  questionnaireResponses,
  questionnaires,
  questionnaireSections,
} from '@/lib/db/schema';
import { getEnv } from '@/lib/env';
import { addressKey, assertUnderLimit } from '@/lib/monitoring/rate-counters';
import { checkProof, spendProof, type Proof } from './challenge';
import { QN_PAGE, questionnaireHref, resultsHref } from './links';
import {
  answerMessages,
  answersSchema,
  fieldName,
  otherFieldName,
  questionnaireState,
  questionsOf,
  textLimit,
  type Answer,
  type AnswerValues,
  type QuestionDef,
  type QuestionnaireDef,
  type QuestionnaireMode,
  type QuestionnaireState,
} from '@/lib/validation/questionnaire';
import { INT32_MAX } from '@/lib/validation/patterns';

/**
 * Questionnaires (our service, docs/api.md "Questionnaires"): the open ones, one definition, a
 * response, the public results. One response per person is decided by the database's unique
 * indexes (per user / per device), so two racing submits store exactly one row.
 */

export const QN_TEXT = {
  notFound: '问卷不存在或已下线',
  upcoming: (opens: string) => `本问卷尚未开始，将于 ${opens} 开放填写`,
  closed: (closed: string) => `本问卷已于 ${closed} 结束，感谢您的关注`,
  already: '您已提交过本问卷，每人只能提交一次，感谢参与',
  alreadyDevice: '本设备已提交过本问卷，每台设备只能提交一次，感谢参与',
  signIn: '本问卷需登录后填写，请先登录',
  resultsPrivate: '本问卷的统计结果不公开',
  invalid: '部分题目的回答需要修改，请按提示检查后再提交',
} as const;

export type QuestionnaireSummary = {
  id: number;
  title: string;
  intro: string;
  mode: QuestionnaireMode;
  opensAt: string;
  closesAt: string | null;
  resultsPublic: boolean;
  state: QuestionnaireState;
  questionCount: number;
};

/**
 * Who answers: a signed-in user (signed-in mode); in the anonymous mode a device (hash of its
 * signed id) from an address, with the browser check's proof where the results are public; or, on
 * an anonymous questionnaire with public results, a signed-in account counted once under a digest
 * of its id for this questionnaire (accountHashOf), so the response row names nobody.
 */
export type Respondent = { userId: number } | { deviceHash: string; address: string; proof?: Proof } | { accountHash: string };

/** An anonymous questionnaire whose results anyone can read: signed-out answers need the browser check (challenge.ts). */
export const needsBrowserCheck = (def: Pick<QuestionnaireDef, 'mode' | 'resultsPublic'>) => def.mode === 'anonymous' && def.resultsPublic;

/** receiptNo: WJ-20261126-0003 for a signed-in response (lib/cases/receipts.ts), null for an anonymous one. */
export type SubmitOutcome = { responseId: number; submittedAt: string; receiptNo: string | null };

/** The submit broke a rule of the questionnaire: messages per question field. */
export class AnswerError extends ApiError {
  constructor(readonly fields: Record<string, string>) {
    super(ERROR_CODES.VALIDATION, Object.values(fields)[0] ?? QN_TEXT.invalid, 400);
    this.name = 'AnswerError';
  }
}

export const questionnaireNotFound = () => new ApiError(ERROR_CODES.NOT_FOUND, QN_TEXT.notFound, 404);
/** A second response: "每人" for an account, "每台设备" for a device. */
export const alreadyAnswered = (per: 'account' | 'device') => new ApiError(ERROR_CODES.CONFLICT, per === 'account' ? QN_TEXT.already : QN_TEXT.alreadyDevice, 409);

const isValidId = (id: number) => Number.isInteger(id) && id >= 1 && id <= INT32_MAX;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** "2026-11-23 09:00" Beijing time, for the messages. */
export function cityDateTime(value: string): string {
  const t = Date.parse(value) + 8 * 3600_000;
  const s = new Date(t).toISOString();
  return `${s.slice(0, 10)} ${s.slice(11, 16)}`;
}

type QuestionnaireRow = typeof questionnaires.$inferSelect;

function summaryOf(row: QuestionnaireRow, questionCount: number, now: Date): QuestionnaireSummary {
  const def = { opensAt: row.opensAt.toISOString(), closesAt: iso(row.closesAt) };
  return {
    id: row.id,
    title: row.title,
    intro: row.intro,
    mode: row.mode,
    ...def,
    resultsPublic: row.resultsPublic,
    state: questionnaireState(def, now),
    questionCount,
  };
}

async function questionCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: questionnaireSections.questionnaireId, n: count() })
    .from(questionnaireQuestions)
    .innerJoin(questionnaireSections, eq(questionnaireSections.id, questionnaireQuestions.sectionId))
    .where(inArray(questionnaireSections.questionnaireId, ids))
    .groupBy(questionnaireSections.questionnaireId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/**
 * The published questionnaires a visitor can see: the open ones (closing soonest first) and the
 * ended ones whose results are public (newest first). Upcoming ones stay unlisted until they open.
 */
export async function listQuestionnaires(now = new Date()): Promise<{ open: QuestionnaireSummary[]; endedWithResults: QuestionnaireSummary[] }> {
  const db = await getDb();
  const open = await db
    .select()
    .from(questionnaires)
    .where(and(eq(questionnaires.published, true), lte(questionnaires.opensAt, now), or(isNull(questionnaires.closesAt), gt(questionnaires.closesAt, now))))
    .orderBy(sql`${questionnaires.closesAt} asc nulls last`, desc(questionnaires.id));
  const ended = await db
    .select()
    .from(questionnaires)
    .where(and(eq(questionnaires.published, true), eq(questionnaires.resultsPublic, true), isNotNull(questionnaires.closesAt), lte(questionnaires.closesAt, now)))
    .orderBy(desc(questionnaires.closesAt))
    .limit(20);
  const counts = await questionCounts(db, [...open, ...ended].map((r) => r.id));
  return {
    open: open.map((r) => summaryOf(r, counts.get(r.id) ?? 0, now)),
    endedWithResults: ended.map((r) => summaryOf(r, counts.get(r.id) ?? 0, now)),
  };
}

/** One published questionnaire with its sections, questions and options in order; null when unknown or withdrawn. */
export async function getQuestionnaire(id: number): Promise<QuestionnaireDef | null> {
  if (!isValidId(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(questionnaires)
    .where(and(eq(questionnaires.id, id), eq(questionnaires.published, true)));
  if (!row) return null;
  const sections = await db
    .select()
    .from(questionnaireSections)
    .where(eq(questionnaireSections.questionnaireId, id))
    .orderBy(asc(questionnaireSections.sortOrder), asc(questionnaireSections.id));
  const sectionIds = sections.map((s) => s.id);
  const questions = sectionIds.length
    ? await db
        .select()
        .from(questionnaireQuestions)
        .where(inArray(questionnaireQuestions.sectionId, sectionIds))
        .orderBy(asc(questionnaireQuestions.sortOrder), asc(questionnaireQuestions.id))
    : [];
  const options = questions.length
    ? await db
        .select()
        .from(questionnaireOptions)
        .where(
          inArray(
            questionnaireOptions.questionId,
            questions.map((q) => q.id),
          ),
        )
        .orderBy(asc(questionnaireOptions.sortOrder), asc(questionnaireOptions.id))
    : [];
  return {
    id: row.id,
    title: row.title,
    intro: row.intro,
    mode: row.mode,
    opensAt: row.opensAt.toISOString(),
    closesAt: iso(row.closesAt),
    resultsPublic: row.resultsPublic,
    sections: sections.map((s) => ({
      id: s.id,
      title: s.title,
      description: s.description,
      questions: questions
        .filter((q) => q.sectionId === s.id)
        .map(
          (q): QuestionDef => ({
            id: q.id,
            kind: q.kind,
            title: q.title,
            hint: q.hint,
            required: q.required,
            minChoices: q.minChoices,
            maxChoices: q.maxChoices,
            minLength: q.minLength,
            maxLength: q.maxLength,
            options: options.filter((o) => o.questionId === q.id).map((o) => ({ id: o.id, label: o.label, isOther: o.isOther })),
          }),
        ),
    })),
  };
}

/** Anonymous answers counted per client address per day: the questionnaire's own limit, and at most QUESTIONNAIRE_PUBLIC_ANSWERS_PER_ADDRESS where its results are public. */
export async function perAddressLimit(def: Pick<QuestionnaireDef, 'id' | 'mode' | 'resultsPublic'>): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ limit: questionnaires.perAddressDailyLimit }).from(questionnaires).where(eq(questionnaires.id, def.id));
  const own = row?.limit ?? 20;
  return needsBrowserCheck(def) ? Math.min(own, getEnv().QUESTIONNAIRE_PUBLIC_ANSWERS_PER_ADDRESS) : own;
}

/** When this respondent answered the questionnaire, or null. */
export async function findResponse(questionnaireId: number, who: { userId: number } | { deviceHash: string }): Promise<{ submittedAt: string; receiptNo: string | null } | null> {
  if (!isValidId(questionnaireId)) return null;
  const db = await getDb();
  const whose = 'userId' in who ? eq(questionnaireResponses.userId, who.userId) : eq(questionnaireResponses.deviceHash, who.deviceHash);
  const [row] = await db
    .select({ submittedAt: questionnaireResponses.submittedAt, receiptNo: cases.receiptNo })
    .from(questionnaireResponses)
    // A signed-in response's case (an anonymous one has none).
    .leftJoin(cases, and(eq(cases.kind, 'questionnaire'), eq(cases.subjectId, questionnaireResponses.id)))
    .where(and(eq(questionnaireResponses.questionnaireId, questionnaireId), whose));
  return row ? { submittedAt: row.submittedAt.toISOString(), receiptNo: row.receiptNo } : null;
}

/** Refuses a questionnaire that is not open now, in words a visitor understands (409). */
export function assertOpen(def: QuestionnaireDef, now: Date): void {
  const state = questionnaireState(def, now);
  if (state === 'upcoming') throw new ApiError(ERROR_CODES.CONFLICT, QN_TEXT.upcoming(cityDateTime(def.opensAt)), 409);
  if (state === 'closed') throw new ApiError(ERROR_CODES.CONFLICT, QN_TEXT.closed(cityDateTime(def.closesAt ?? def.opensAt)), 409);
}

/** Checks the answers with the questionnaire's schema: the answers to store, or AnswerError with a message per question. */
export function checkAnswers(def: QuestionnaireDef, values: AnswerValues): Answer[] {
  const parsed = answersSchema(def).safeParse(values);
  if (!parsed.success) throw new AnswerError(answerMessages(parsed.error));
  return parsed.data;
}

/**
 * Stores one response. Refuses (in this order) an unknown questionnaire (404), one that is not
 * open (409), the wrong kind of respondent (401 for a signed-in questionnaire without a user), wrong
 * answers (400, a message per question), a second response of the same device (409), a signed-out
 * answer to an anonymous questionnaire with public results without a valid, unused browser check
 * (403), too many responses from one address in a day (429, anonymous devices), and a second
 * response of the same user / account / device (409) — the unique index decides the last one, so a
 * double click or two racing requests leave exactly one row.
 */
export async function submitResponse(questionnaireId: number, who: Respondent, values: AnswerValues, now = new Date()): Promise<SubmitOutcome> {
  const def = await getQuestionnaire(questionnaireId);
  if (!def) throw questionnaireNotFound();
  assertOpen(def, now);
  if (def.mode === 'signed_in' && !('userId' in who)) throw new ApiError(ERROR_CODES.UNAUTHORIZED, QN_TEXT.signIn, 401);
  const answers = checkAnswers(def, values);
  const respondent =
    def.mode === 'signed_in' && 'userId' in who
      ? { userId: who.userId, deviceHash: null }
      : { userId: null, deviceHash: 'deviceHash' in who ? who.deviceHash : 'accountHash' in who ? who.accountHash : null };
  if (respondent.deviceHash === null && respondent.userId === null) throw new ApiError(ERROR_CODES.VALIDATION, QN_TEXT.invalid, 400);
  const per = 'deviceHash' in who && def.mode === 'anonymous' ? 'device' : 'account';
  if (def.mode === 'anonymous' && 'address' in who) {
    if (await findResponse(def.id, { deviceHash: who.deviceHash })) throw alreadyAnswered('device');
    const proof = needsBrowserCheck(def) ? checkProof(def.id, who.proof, now) : null;
    await assertUnderLimit(`qn:${def.id}:${addressKey(who.address)}`, await perAddressLimit(def), 24 * 3600_000, now);
    if (proof) await spendProof(proof);
  }
  const db = await getDb();
  const stored = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t
      .insert(questionnaireResponses)
      .values({ questionnaireId: def.id, userId: respondent.userId, deviceHash: respondent.deviceHash, submittedAt: now })
      // The unique index of this mode: a racing or repeated submit adds nothing.
      .onConflictDoNothing()
      .returning({ id: questionnaireResponses.id, submittedAt: questionnaireResponses.submittedAt });
    if (!row) return null;
    const rows = answers.flatMap((a): (typeof questionnaireAnswers.$inferInsert)[] =>
      a.optionIds.length
        ? a.optionIds.map((optionId, i) => ({ responseId: row.id, questionId: a.questionId, optionId, text: i === 0 ? a.text : null, rating: null }))
        : [{ responseId: row.id, questionId: a.questionId, optionId: null, text: a.text, rating: a.rating }],
    );
    if (rows.length) await t.insert(questionnaireAnswers).values(rows);
    // A signed-in response is a case with a receipt; an anonymous one has no one to tell.
    const receiptNo = respondent.userId ? await openCase(t, { kind: 'questionnaire', subjectId: row.id, userId: respondent.userId, scopeId: def.id, at: row.submittedAt }) : null;
    return { ...row, receiptNo };
  });
  if (!stored) throw alreadyAnswered(per);
  return { responseId: stored.id, submittedAt: stored.submittedAt.toISOString(), receiptNo: stored.receiptNo };
}

export type OptionCount = { optionId: number; label: string; count: number };
export type QuestionResult =
  | { questionId: number; title: string; kind: 'single' | 'multiple'; answered: number; options: OptionCount[] }
  | { questionId: number; title: string; kind: 'rating'; answered: number; options: OptionCount[]; average: number | null }
  | { questionId: number; title: string; kind: 'short_text' | 'long_text'; answered: number };
/** How the responses were counted: one per account (signed-in mode), or per account / checked device with a cap per address. */
export type ResultsCounting = { per: 'account' } | { per: 'account_or_device'; perAddressDaily: number };
export type QuestionnaireResults = {
  id: number;
  title: string;
  responses: number;
  counting: ResultsCounting;
  sections: { id: number; title: string; questions: QuestionResult[] }[];
};

/**
 * The counts of a questionnaire whose results are public: responses and how they were counted, and per choice / rating
 * question how many chose each option (a rating as options "1 分" … "5 分"). Typed texts are never
 * published, only how many answered. Null when unknown or not public.
 */
export async function getResults(questionnaireId: number): Promise<QuestionnaireResults | null> {
  const def = await getQuestionnaire(questionnaireId);
  if (!def || !def.resultsPublic) return null;
  const db = await getDb();
  const [total] = await db.select({ n: count() }).from(questionnaireResponses).where(eq(questionnaireResponses.questionnaireId, def.id));
  const mine = eq(questionnaireResponses.questionnaireId, def.id);
  const optionRows = await db
    .select({ optionId: questionnaireAnswers.optionId, n: count() })
    .from(questionnaireAnswers)
    .innerJoin(questionnaireResponses, eq(questionnaireResponses.id, questionnaireAnswers.responseId))
    .where(and(mine, isNotNull(questionnaireAnswers.optionId)))
    .groupBy(questionnaireAnswers.optionId);
  const ratingRows = await db
    .select({ questionId: questionnaireAnswers.questionId, rating: questionnaireAnswers.rating, n: count() })
    .from(questionnaireAnswers)
    .innerJoin(questionnaireResponses, eq(questionnaireResponses.id, questionnaireAnswers.responseId))
    .where(and(mine, isNotNull(questionnaireAnswers.rating)))
    .groupBy(questionnaireAnswers.questionId, questionnaireAnswers.rating);
  const answeredRows = await db
    .select({ questionId: questionnaireAnswers.questionId, n: sql<number>`count(distinct ${questionnaireAnswers.responseId})::int` })
    .from(questionnaireAnswers)
    .innerJoin(questionnaireResponses, eq(questionnaireResponses.id, questionnaireAnswers.responseId))
    .where(mine)
    .groupBy(questionnaireAnswers.questionId);
  const byOption = new Map(optionRows.map((r) => [r.optionId, r.n]));
  const answered = new Map(answeredRows.map((r) => [r.questionId, Number(r.n)]));
  return {
    id: def.id,
    title: def.title,
    responses: total?.n ?? 0,
    counting: def.mode === 'signed_in' ? { per: 'account' } : { per: 'account_or_device', perAddressDaily: await perAddressLimit(def) },
    sections: def.sections.map((s) => ({
      id: s.id,
      title: s.title,
      questions: s.questions.map((q): QuestionResult => {
        const base = { questionId: q.id, title: q.title, answered: answered.get(q.id) ?? 0 };
        if (q.kind === 'single' || q.kind === 'multiple') {
          return { ...base, kind: q.kind, options: q.options.map((o) => ({ optionId: o.id, label: o.label, count: byOption.get(o.id) ?? 0 })) };
        }
        if (q.kind === 'rating') {
          const counts = [1, 2, 3, 4, 5].map((v) => ratingRows.find((r) => r.questionId === q.id && r.rating === v)?.n ?? 0);
          const n = counts.reduce((a, b) => a + b, 0);
          const sum = counts.reduce((a, c, i) => a + c * (i + 1), 0);
          return {
            ...base,
            kind: 'rating',
            options: counts.map((c, i) => ({ optionId: i + 1, label: `${i + 1} 分`, count: c })),
            average: n ? Math.round((sum / n) * 10) / 10 : null,
          };
        }
        return { ...base, kind: q.kind };
      }),
    })),
  };
}

/* ------------------------------------------------------------------------------------------------
 * What a plain form post sent, kept when it was refused (no-JavaScript path): the page shows it
 * again with the messages. The key lives in an HttpOnly cookie; the table holds its hash.
 * --------------------------------------------------------------------------------------------- */

export const KEPT_ANSWERS_COOKIE = 'bzf_qn_kept';
export const KEPT_ANSWERS_TTL_SECONDS = 3600;
const KEY_PATTERN = /^[A-Za-z0-9_-]{32}$/;
const keyHash = (key: string) => createHash('sha256').update(`qn-kept:${key}`).digest('hex');

/** Characters of a text kept past its limit: enough to see what to shorten, never a store for whatever was posted. */
const KEPT_TEXT_MARGIN = 100;
const KEPT_MESSAGE_MAX = 100;
const RATINGS = ['1', '2', '3', '4', '5'];
const cut = (value: string, max: number) => [...value.slice(0, max * 2)].slice(0, max).join('');
const firstText = (v: string | string[]) => (Array.isArray(v) ? (v[0] ?? '') : v);

/**
 * What a refused plain form post needs to show again: only this questionnaire's own fields, a
 * choice only as its own option ids (a rating as 1–5), a text cut a little past its limit. So a
 * kept row is bounded by the definition (a few hundred bytes for a typical questionnaire), not by
 * what was posted (up to the 64 kB body).
 */
export function keptValuesOf(def: Pick<QuestionnaireDef, 'sections'>, values: AnswerValues): AnswerValues {
  const out: AnswerValues = {};
  for (const q of questionsOf(def)) {
    const name = fieldName(q.id);
    const raw = values[name];
    if (raw !== undefined && (q.kind === 'short_text' || q.kind === 'long_text')) {
      const text = cut(firstText(raw), textLimit(q) + KEPT_TEXT_MARGIN);
      if (text !== '') out[name] = text;
    } else if (raw !== undefined) {
      const allowed = q.kind === 'rating' ? RATINGS : q.options.map((o) => String(o.id));
      const list = [...new Set(Array.isArray(raw) ? raw : [raw])].filter((v) => allowed.includes(v));
      if (list.length) out[name] = list.length === 1 ? list[0]! : list;
    }
    const other = values[otherFieldName(q.id)];
    if (other !== undefined && q.options.some((o) => o.isOther)) {
      const text = cut(firstText(other), textLimit({ kind: q.kind, maxLength: null }) + KEPT_TEXT_MARGIN);
      if (text !== '') out[otherFieldName(q.id)] = text;
    }
  }
  return out;
}

function keptMessagesOf(def: Pick<QuestionnaireDef, 'sections'>, messages: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const q of questionsOf(def)) {
    const message = messages[fieldName(q.id)];
    if (message) out[fieldName(q.id)] = cut(message, KEPT_MESSAGE_MAX);
  }
  return out;
}

/**
 * Keeps what a refused plain form post sent, for an hour, and answers the key for its cookie.
 * Anyone can post the form, so the address is counted first (429 past
 * RATE_LIMIT_QUESTIONNAIRE_KEPT_PER_HOUR, nothing stored), and expired rows are deleted on every
 * write: the table never holds more than an hour of capped rows per address.
 */
export async function keepAnswers(
  def: Pick<QuestionnaireDef, 'id' | 'sections'>,
  address: string,
  values: AnswerValues,
  messages: Record<string, string>,
  now = new Date(),
): Promise<string> {
  await assertUnderLimit(`qn-kept:${addressKey(address)}`, getEnv().RATE_LIMIT_QUESTIONNAIRE_KEPT_PER_HOUR, 3600_000, now);
  const key = randomBytes(24).toString('base64url');
  const db = await getDb();
  // The expiry index finds the expired rows; usually there are none, so this costs one index probe.
  await db.delete(questionnaireKeptAnswers).where(lte(questionnaireKeptAnswers.expiresAt, now));
  await db.insert(questionnaireKeptAnswers).values({
    keyHash: keyHash(key),
    questionnaireId: def.id,
    values: keptValuesOf(def, values),
    messages: keptMessagesOf(def, messages),
    expiresAt: new Date(now.getTime() + KEPT_ANSWERS_TTL_SECONDS * 1000),
  });
  return key;
}

/** The kept answers of this questionnaire under `key` (still valid), or null. Reading does not delete: a reload shows them again. */
export async function readKeptAnswers(
  key: string | undefined,
  questionnaireId: number,
  now = new Date(),
): Promise<{ values: AnswerValues; messages: Record<string, string> } | null> {
  if (!key || !KEY_PATTERN.test(key)) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(questionnaireKeptAnswers)
    .where(and(eq(questionnaireKeptAnswers.keyHash, keyHash(key)), eq(questionnaireKeptAnswers.questionnaireId, questionnaireId), gt(questionnaireKeptAnswers.expiresAt, now)));
  return row ? { values: row.values, messages: row.messages } : null;
}

/** Forgets kept answers once the response is stored. */
export async function dropKeptAnswers(key: string | undefined): Promise<void> {
  if (!key || !KEY_PATTERN.test(key)) return;
  const db = await getDb();
  await db.delete(questionnaireKeptAnswers).where(eq(questionnaireKeptAnswers.keyHash, keyHash(key)));
}

/** Sitemap records: the list, each open questionnaire, and the public results pages. */
export async function listQuestionnairesForSitemap(now = new Date()): Promise<{ path: string; lastModified: string }[]> {
  const { open, endedWithResults } = await listQuestionnaires(now);
  const newest = [...open, ...endedWithResults].map((q) => q.opensAt).sort().pop() ?? now.toISOString();
  return [
    { path: QN_PAGE, lastModified: newest },
    ...open.map((q) => ({ path: questionnaireHref(q.id), lastModified: q.opensAt })),
    ...[...open, ...endedWithResults].filter((q) => q.resultsPublic).map((q) => ({ path: resultsHref(q.id), lastModified: q.closesAt && q.state === 'closed' ? q.closesAt : now.toISOString() })),
  ];
}
