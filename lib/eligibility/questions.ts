import { z } from '@/lib/validation/zod';

/**
 * The self-check questions, as data: the page renders them (labels, options, hints) and the answers
 * schema below is built from the same records, so a label or an option lives in one place.
 * Every answer is optional: a partly answered form still evaluates, and a rule whose question is
 * unanswered says "需进一步核实".
 */

export type ChoiceOption<V extends string = string> = { readonly value: V; readonly label: string };

export type ChoiceQuestion<V extends string = string> = {
  readonly id: string;
  readonly kind: 'choice';
  readonly label: string;
  readonly hint?: string;
  readonly options: readonly [ChoiceOption<V>, ...ChoiceOption<V>[]];
};

export type NumberQuestion = {
  readonly id: string;
  readonly kind: 'number';
  readonly label: string;
  readonly hint?: string;
  readonly unit: string;
  readonly min: number;
  readonly max: number;
};

const residence = {
  id: 'residence',
  kind: 'choice',
  label: '户籍或居住证',
  options: [
    { value: 'local', label: '本市户籍' },
    { value: 'permit', label: '持有本市居住证' },
    { value: 'none', label: '既无本市户籍也无本市居住证' },
  ],
} as const satisfies ChoiceQuestion;

const socialInsurance = {
  id: 'socialInsurance',
  kind: 'choice',
  label: '在本市就业并连续缴纳社会保险',
  hint: '按申请人本人截至目前的连续缴纳月数',
  options: [
    { value: 'none', label: '未在本市缴纳' },
    { value: 'under12', label: '不满 12 个月' },
    { value: 'from12', label: '12 至 35 个月' },
    { value: 'from36', label: '36 个月及以上' },
  ],
} as const satisfies ChoiceQuestion;

const housing = {
  id: 'housing',
  kind: 'choice',
  label: '家庭在本市的住房',
  hint: '家庭成员名下在本市的全部住房，按建筑面积除以家庭人口计算人均面积',
  options: [
    { value: 'none', label: '家庭成员在本市均无住房' },
    { value: 'small', label: '有住房，人均建筑面积低于 15 平方米' },
    { value: 'more', label: '有住房，人均建筑面积 15 平方米及以上' },
  ],
} as const satisfies ChoiceQuestion;

const income = {
  id: 'income',
  kind: 'choice',
  label: '家庭人均月收入',
  hint: '上一年度家庭税前收入总额 ÷ 12 ÷ 家庭人口',
  options: [
    { value: 'under3000', label: '3,000 元以下' },
    { value: 'from3000', label: '3,000 至 6,000 元' },
    { value: 'from6000', label: '6,000 至 10,000 元' },
    { value: 'from10000', label: '10,000 至 15,000 元' },
    { value: 'from15000', label: '15,000 元及以上' },
  ],
} as const satisfies ChoiceQuestion;

const familySize = {
  id: 'familySize',
  kind: 'number',
  label: '家庭人口',
  hint: '含申请人本人；单身申请填 1',
  unit: '人',
  min: 1,
  max: 20,
} as const satisfies NumberQuestion;

const age = {
  id: 'age',
  kind: 'number',
  label: '申请人年龄',
  unit: '周岁',
  min: 16,
  max: 100,
} as const satisfies NumberQuestion;

const talent = {
  id: 'talent',
  kind: 'choice',
  label: '人才类别',
  options: [
    { value: 'none', label: '不属于以下人才类别' },
    { value: 'graduate', label: '高校毕业生（毕业 5 年内）' },
    { value: 'skilled', label: '技能人才（高级工及以上职业资格）' },
    { value: 'high', label: '高层次人才（经本市认定）' },
  ],
} as const satisfies ChoiceQuestion;

/** In the order the page asks them. */
export const ELIGIBILITY_QUESTIONS = [residence, socialInsurance, housing, income, familySize, age, talent] as const;

export type EligibilityQuestion = (typeof ELIGIBILITY_QUESTIONS)[number];

/**
 * The form's hidden field: tells a submit with nothing answered (which must be told so) from a
 * first visit. Not an answer; its value is always "1".
 */
export const SELF_CHECK_SENT_PARAM = 'sent';

/** Said at the first question (and above the form) when the form was sent with nothing answered. */
export const SELF_CHECK_EMPTY_MESSAGE = '请至少回答一个问题，再查看自测结果';
export type QuestionId = EligibilityQuestion['id'];
export type ChoiceQuestionId = Extract<EligibilityQuestion, { kind: 'choice' }>['id'];
export type NumberQuestionId = Extract<EligibilityQuestion, { kind: 'number' }>['id'];
/** The option values of one choice question, e.g. ChoiceValue<'residence'> = 'local' | 'permit' | 'none'. */
export type ChoiceValue<Q extends ChoiceQuestionId> = Extract<EligibilityQuestion, { id: Q }>['options'][number]['value'];

export const ELIGIBILITY_MSG = {
  choice: (label: string) => `请从列出的选项中选择“${label}”`,
  number: (q: NumberQuestion) => `${q.label}须为 ${q.min} 到 ${q.max} 之间的整数`,
} as const;

/** "" (a select left on its placeholder, an empty number box) means unanswered. */
const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

function choiceAnswer<const V extends string>(q: { label: string; options: readonly [ChoiceOption<V>, ...ChoiceOption<V>[]] }) {
  const values = q.options.map((o) => o.value) as [V, ...V[]];
  return z.preprocess(emptyToUndefined, z.enum(values, { error: ELIGIBILITY_MSG.choice(q.label) }).optional());
}

function numberAnswer(q: NumberQuestion) {
  const message = ELIGIBILITY_MSG.number(q);
  const toNumber = (value: unknown) => {
    const v = emptyToUndefined(value);
    if (typeof v !== 'string') return v;
    return /^\s*\d+\s*$/.test(v) ? Number(v) : v;
  };
  return z.preprocess(toNumber, z.number({ error: message }).int({ error: message }).min(q.min, { error: message }).max(q.max, { error: message }).optional());
}

/**
 * The answers from the GET form (strings) or JSON. Unknown keys are refused so a typo in a
 * parameter name cannot silently leave a question unanswered.
 */
export const eligibilityAnswersSchema = z.strictObject(
  {
    residence: choiceAnswer(residence),
    socialInsurance: choiceAnswer(socialInsurance),
    housing: choiceAnswer(housing),
    income: choiceAnswer(income),
    familySize: numberAnswer(familySize),
    age: numberAnswer(age),
    talent: choiceAnswer(talent),
  },
  {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return `不支持的问题：${issue.keys.join('、')}`;
      if (issue.code === 'invalid_type') return '须为 JSON 对象';
      return undefined;
    },
  },
);

export type EligibilityAnswers = z.output<typeof eligibilityAnswersSchema>;

export function findQuestion(id: QuestionId): EligibilityQuestion {
  const q = ELIGIBILITY_QUESTIONS.find((x) => x.id === id);
  if (!q) throw new Error(`unknown question ${id}`);
  return q;
}

/** How an answer reads in a reason: the option label, or the number with its unit. */
export function answerText(id: QuestionId, answers: EligibilityAnswers): string | undefined {
  const value = answers[id];
  if (value === undefined) return undefined;
  const q = findQuestion(id);
  if (q.kind === 'number') return `${value} ${q.unit}`;
  return q.options.find((o) => o.value === value)?.label;
}
