import { z } from './zod';

/**
 * A questionnaire's answers are checked by one zod schema built from its definition
 * (answersSchema): the form's script runs it as the person answers, and the server runs the same
 * schema as the authority. Pure: safe in the browser.
 *
 * The answers travel as the form's own fields, with or without JavaScript: `q<questionId>` holds
 * an option id (single choice), option ids (multiple choice, the field repeated), the text, or the
 * rating "1"–"5"; `q<questionId>_other` holds the text of a chosen "其他（请注明）" option.
 */

export type QuestionKind = 'single' | 'multiple' | 'short_text' | 'long_text' | 'rating';
export type QuestionnaireMode = 'signed_in' | 'anonymous';

export type OptionDef = { id: number; label: string; isOther: boolean };
export type QuestionDef = {
  id: number;
  kind: QuestionKind;
  title: string;
  hint: string;
  required: boolean;
  minChoices: number | null;
  maxChoices: number | null;
  minLength: number | null;
  maxLength: number | null;
  options: OptionDef[];
};
export type SectionDef = { id: number; title: string; description: string; questions: QuestionDef[] };
export type QuestionnaireDef = {
  id: number;
  title: string;
  intro: string;
  mode: QuestionnaireMode;
  /** ISO instants; closesAt null = no end. */
  opensAt: string;
  closesAt: string | null;
  resultsPublic: boolean;
  sections: SectionDef[];
};

/** The posted fields: one value, or several for a multiple choice. */
export type AnswerValues = Record<string, string | string[]>;

/** One question's answer as stored. */
export type Answer = { questionId: number; optionIds: number[]; text: string | null; rating: number | null };

/** Text limits when the definition sets none. */
export const QUESTIONNAIRE_LIMITS = {
  shortText: 50,
  longText: 500,
  otherText: 50,
  /** A form post carrying more fields than this is not one of ours. */
  fields: 400,
  ratingMin: 1,
  ratingMax: 5,
} as const;

export const QN_MSG = {
  chooseOne: '请选择一项',
  onlyOne: '只能选择一项',
  badOption: '所选选项无效，请重新选择',
  atLeast: (n: number) => `请至少选择 ${n} 项`,
  atMost: (n: number) => `最多选择 ${n} 项`,
  fill: '请填写此项',
  minLength: (n: number) => `不能少于 ${n} 个字`,
  maxLength: (n: number) => `不能超过 ${n} 个字`,
  otherMissing: '请注明“其他”的内容',
  otherTooLong: (n: number) => `“其他”的内容不能超过 ${n} 个字`,
  rate: '请选择评分',
  badRating: '评分须为 1 至 5 分',
  badText: '内容含有无法识别的字符，请删除后重试',
} as const;

export const fieldName = (questionId: number) => `q${questionId}`;
export const otherFieldName = (questionId: number) => `q${questionId}_other`;
const FIELD_PATTERN = /^q([1-9]\d{0,9})(_other)?$/;

export const questionsOf = (def: Pick<QuestionnaireDef, 'sections'>): QuestionDef[] => def.sections.flatMap((s) => s.questions);

/** Counts code points, as people count characters (an emoji is one). */
export const charCount = (value: string) => [...value].length;

const isCleanText = (value: string) => value.isWellFormed() && !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/.test(value);

export function textLimit(q: Pick<QuestionDef, 'kind' | 'maxLength'>): number {
  if (q.kind === 'short_text' || q.kind === 'long_text') return q.maxLength ?? (q.kind === 'short_text' ? QUESTIONNAIRE_LIMITS.shortText : QUESTIONNAIRE_LIMITS.longText);
  return q.maxLength ?? QUESTIONNAIRE_LIMITS.otherText;
}

/** The fewest options a multiple choice takes once answered (at least one). */
export function minChoicesOf(q: Pick<QuestionDef, 'minChoices'>): number {
  return Math.max(q.minChoices ?? 1, 1);
}

const asList = (v: string | string[] | undefined): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]).filter((s) => s !== '');
const asText = (v: string | string[] | undefined): string => (Array.isArray(v) ? (v[0] ?? '') : (v ?? '')).replace(/\r\n?/g, '\n').trim();

type Checked = { message: string } | { answer: Answer | null };

function checkOther(q: QuestionDef, chosen: OptionDef[], values: AnswerValues): { message: string } | { text: string | null } {
  if (!chosen.some((o) => o.isOther)) return { text: null };
  const other = asText(values[otherFieldName(q.id)]);
  if (other === '') return { message: QN_MSG.otherMissing };
  if (!isCleanText(other)) return { message: QN_MSG.badText };
  const max = textLimit({ kind: q.kind, maxLength: null });
  if (charCount(other) > max) return { message: QN_MSG.otherTooLong(max) };
  return { text: other };
}

/** One question: its message, or its answer (null when optional and left empty). */
export function checkQuestion(q: QuestionDef, values: AnswerValues): Checked {
  const raw = values[fieldName(q.id)];
  const empty = (): Checked => ({ answer: null });
  switch (q.kind) {
    case 'single': {
      const list = asList(raw);
      if (list.length === 0) return q.required ? { message: QN_MSG.chooseOne } : empty();
      if (list.length > 1) return { message: QN_MSG.onlyOne };
      const option = q.options.find((o) => String(o.id) === list[0]);
      if (!option) return { message: QN_MSG.badOption };
      const other = checkOther(q, [option], values);
      if ('message' in other) return other;
      return { answer: { questionId: q.id, optionIds: [option.id], text: other.text, rating: null } };
    }
    case 'multiple': {
      const list = [...new Set(asList(raw))];
      const chosen = list.map((v) => q.options.find((o) => String(o.id) === v));
      if (chosen.some((o) => !o)) return { message: QN_MSG.badOption };
      const options = chosen as OptionDef[];
      // An optional question's minimum applies once it is answered at all.
      if (options.length === 0 && !q.required) return empty();
      const min = minChoicesOf(q);
      if (options.length < min) return { message: QN_MSG.atLeast(min) };
      if (q.maxChoices !== null && options.length > q.maxChoices) return { message: QN_MSG.atMost(q.maxChoices) };
      const other = checkOther(q, options, values);
      if ('message' in other) return other;
      // Stored in the questionnaire's order, whatever order the browser sent.
      const ids = q.options.filter((o) => options.includes(o)).map((o) => o.id);
      return { answer: { questionId: q.id, optionIds: ids, text: other.text, rating: null } };
    }
    case 'short_text':
    case 'long_text': {
      const value = asText(raw);
      if (value === '') return q.required ? { message: QN_MSG.fill } : empty();
      if (!isCleanText(value)) return { message: QN_MSG.badText };
      const length = charCount(value);
      if (q.minLength !== null && length < q.minLength) return { message: QN_MSG.minLength(q.minLength) };
      const max = textLimit(q);
      if (length > max) return { message: QN_MSG.maxLength(max) };
      return { answer: { questionId: q.id, optionIds: [], text: value, rating: null } };
    }
    case 'rating': {
      const list = asList(raw);
      if (list.length === 0) return q.required ? { message: QN_MSG.rate } : empty();
      const value = list.length === 1 && /^[1-5]$/.test(list[0] ?? '') ? Number(list[0]) : NaN;
      if (Number.isNaN(value)) return { message: QN_MSG.badRating };
      return { answer: { questionId: q.id, optionIds: [], text: null, rating: value } };
    }
  }
}

const rawValue = z.union([z.string(), z.array(z.string())]).optional();

/**
 * The questionnaire's answers schema: input the posted fields, output the answers to store (one
 * per answered question, in questionnaire order). Each message sits at its question's field
 * (issue path `q<id>`). Fields of other questionnaires are dropped.
 */
export function answersSchema(def: Pick<QuestionnaireDef, 'sections'>) {
  const questions = questionsOf(def);
  const shape: Record<string, typeof rawValue> = {};
  for (const q of questions) {
    shape[fieldName(q.id)] = rawValue;
    if (q.options.some((o) => o.isOther)) shape[otherFieldName(q.id)] = rawValue;
  }
  return z
    .object(shape)
    .superRefine((values, ctx) => {
      for (const q of questions) {
        const checked = checkQuestion(q, values as AnswerValues);
        if ('message' in checked) ctx.addIssue({ code: 'custom', path: [fieldName(q.id)], message: checked.message });
      }
    })
    .transform((values) =>
      questions.flatMap((q) => {
        const checked = checkQuestion(q, values as AnswerValues);
        return 'answer' in checked && checked.answer ? [checked.answer] : [];
      }),
    );
}

/** The message per question field (`q<id>` → message) of a failed parse. */
export function answerMessages(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in out)) out[field] = issue.message;
  }
  return out;
}

/** The answer fields of a plain form post (or a JSON body's `answers`), repeated fields as lists; anything else is dropped. */
export function readAnswerFields(entries: Iterable<[string, unknown]>): AnswerValues {
  const out: AnswerValues = {};
  let n = 0;
  for (const [key, value] of entries) {
    if (!FIELD_PATTERN.test(key)) continue;
    const values = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
    for (const v of values) {
      if (++n > QUESTIONNAIRE_LIMITS.fields) return out;
      const prev = out[key];
      out[key] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
    }
  }
  return out;
}

export type QuestionnaireState = 'open' | 'upcoming' | 'closed';

/** Open from opensAt (inclusive) until closesAt (exclusive). */
export function questionnaireState(def: Pick<QuestionnaireDef, 'opensAt' | 'closesAt'>, now: Date): QuestionnaireState {
  const t = now.getTime();
  if (t < Date.parse(def.opensAt)) return 'upcoming';
  if (def.closesAt !== null && t >= Date.parse(def.closesAt)) return 'closed';
  return 'open';
}

/** One answer value's limits in a submit's body (far above any question's own limit). */
const ANSWER_VALUE_MAX = 4000;
const ANSWER_LIST_MAX = 100;

/** The JSON body of a submit: the answer fields as the form names them. */
export const submitBody = z.strictObject({
  answers: z.record(z.string(), z.union([z.string().max(ANSWER_VALUE_MAX), z.array(z.string().max(ANSWER_VALUE_MAX)).max(ANSWER_LIST_MAX)]), { error: '缺少答案' }),
  /** The browser check of an anonymous questionnaire with public results (lib/questionnaires/challenge.ts). */
  proof: z.strictObject({ challenge: z.string().max(200), solution: z.string().max(20) }, { error: '防刷验证格式不正确' }).optional(),
});

/**
 * A plain form post as a submit's body. Longer values are cut to the body's limits, so the
 * question's own rule (not the envelope) says what is wrong at the question.
 */
export function submitBodyOfPost(posted: Iterable<[string, unknown]>): z.input<typeof submitBody> {
  const answers = readAnswerFields(posted);
  const cut = (v: string) => v.slice(0, ANSWER_VALUE_MAX);
  for (const [k, v] of Object.entries(answers)) answers[k] = Array.isArray(v) ? v.slice(0, ANSWER_LIST_MAX).map(cut) : cut(v);
  return { answers };
}

/** ?id= of a questionnaire. */
export const questionnaireIdQuery = z.strictObject({
  id: z
    .string({ error: '缺少问卷编号' })
    .regex(/^[1-9]\d{0,9}$/, { error: '问卷编号格式不正确' })
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, { error: '问卷编号格式不正确' }),
});
