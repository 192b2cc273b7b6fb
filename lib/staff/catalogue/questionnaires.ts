/**
 * 问卷 in the catalogue editor: create one with its questions (typed as plain text, see
 * parseQuestionText), open and close it, make its results public. Its questions are fixed once it
 * exists: people may have answered them, and the results count answers per option.
 */
import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { FormFieldError } from '@/lib/api/form-route';
import { questionnaireResponses, questionnaires } from '@/lib/db/schema';
import { insertQuestionnaire } from '@/lib/questionnaires/define';
import { parseQuestionText, QUESTION_TEXT_HINT } from '@/lib/validation/catalogue';
import { cityDateTimeValue, parseCityDateTime } from '@/lib/validation/mourning';
import { CatalogueInUse, type CatalogueDefinition, type CatalogueRow } from './definition';

const isOpen = (row: CatalogueRow, now: Date) =>
  Boolean(row.published) && (row.opensAt as Date) <= now && (row.closesAt === null || (row.closesAt as Date) > now);

export const questionnaireHref = (id: number) => `/questionnaireFilling?id=${id}`;

export const questionnairesCatalogue: CatalogueDefinition = {
  key: 'questionnaires',
  entity: 'questionnaire',
  title: '问卷',
  summary: '调查问卷：新建（含题目）、开放、关闭，以及是否公开统计结果。',
  table: questionnaires,
  fields: [
    { name: 'title', label: '问卷标题', kind: 'text', maxLength: 60 },
    { name: 'intro', label: '说明', kind: 'textarea', optional: true, maxLength: 2000 },
    {
      name: 'mode',
      label: '填写方式',
      kind: 'select',
      createOnly: true,
      options: [
        { value: 'signed_in', label: '登录后填写（每人一份）' },
        { value: 'anonymous', label: '匿名填写（每台设备一份）' },
      ],
    },
    { name: 'opensAt', label: '开始时间', kind: 'datetime', hint: '北京时间' },
    { name: 'closesAt', label: '结束时间', kind: 'datetime', optional: true, hint: '不填则一直开放，直到关闭' },
    { name: 'resultsPublic', label: '公开统计结果', kind: 'check' },
    { name: 'perAddressDailyLimit', label: '每个地址每天最多答卷数', kind: 'number', hint: '匿名问卷用：同一网络出口的人数较多时可调大' },
    { name: 'questions', label: '题目', kind: 'textarea', createOnly: true, hideAfterCreate: true, maxLength: 20_000, hint: QUESTION_TEXT_HINT },
  ],
  listColumns: [
    { label: '开始时间', value: (r) => cityDateTimeValue(r.opensAt as Date).replace('T', ' ') },
    { label: '结束时间', value: (r) => (r.closesAt ? cityDateTimeValue(r.closesAt as Date).replace('T', ' ') : '—') },
    { label: '结果', value: (r) => (r.resultsPublic ? '公开' : '不公开') },
  ],
  titleOf: (r) => String(r.title),
  search: [questionnaires.title],
  orderBy: () => [desc(questionnaires.opensAt), desc(questionnaires.id)],
  // The questionnaire pages are rendered per request (they read the visitor's answer): no cached read to expire.
  tags: [],
  toForm: (r) => ({
    title: String(r.title),
    intro: String(r.intro ?? ''),
    mode: String(r.mode),
    opensAt: cityDateTimeValue(r.opensAt as Date),
    closesAt: cityDateTimeValue(r.closesAt as Date | null),
    resultsPublic: Boolean(r.resultsPublic),
    perAddressDailyLimit: String(r.perAddressDailyLimit),
    questions: '',
  }),
  blank: () => ({ title: '', intro: '', mode: 'signed_in', opensAt: cityDateTimeValue(new Date()), closesAt: '', resultsPublic: false, perAddressDailyLimit: '20', questions: '' }),
  toRow: async (input, { before }) => {
    if (!before && !String(input.questions ?? '').trim()) throw new FormFieldError('questions', '请至少填写一道题');
    return {
      title: input.title,
      intro: input.intro,
      // The way people answer is fixed with the questions.
      mode: before ? before.mode : input.mode,
      opensAt: parseCityDateTime(String(input.opensAt)),
      closesAt: input.closesAt ? parseCityDateTime(String(input.closesAt)) : null,
      resultsPublic: input.resultsPublic,
      perAddressDailyLimit: input.perAddressDailyLimit,
      updatedAt: new Date(),
    };
  },
  create: async (tx, values, input) => {
    const parsed = parseQuestionText(String(input.questions));
    if ('error' in parsed) throw new FormFieldError('questions', parsed.error);
    const written = await insertQuestionnaire(tx, {
      title: String(values.title),
      intro: String(values.intro),
      mode: values.mode as 'signed_in' | 'anonymous',
      opensAt: values.opensAt as Date,
      closesAt: values.closesAt as Date | null,
      resultsPublic: Boolean(values.resultsPublic),
      perAddressDailyLimit: Number(values.perAddressDailyLimit),
      sections: [
        {
          title: String(values.title),
          questions: parsed.questions.map((q) => ({ kind: q.kind, title: q.title, required: q.required, options: q.options, ...(q.kind === 'multiple' ? { minChoices: q.required ? 1 : 0, maxChoices: q.options.length } : {}) })),
        },
      ],
    });
    return written.id;
  },
  toggle: {
    isOn: isOpen,
    // Opening takes answers from now until its end time (cleared when past); closing ends them now.
    set: (on, row, now) =>
      on
        ? { published: true, opensAt: (row.opensAt as Date) > now ? now : row.opensAt, closesAt: row.closesAt && (row.closesAt as Date) <= now ? null : row.closesAt }
        : { closesAt: now, opensAt: (row.opensAt as Date) < now ? row.opensAt : new Date(now.getTime() - 1000) },
    where: (on) => {
      const open = and(eq(questionnaires.published, true), lte(questionnaires.opensAt, sql`now()`), or(isNull(questionnaires.closesAt), gt(questionnaires.closesAt, sql`now()`)))!;
      return on ? open : sql`not (${open})`;
    },
    onVerb: '开放',
    offVerb: '关闭',
    onLabel: '开放中',
    offLabel: '未开放',
  },
  canCreate: true,
  canDelete: true,
  beforeDelete: async (tx, row) => {
    const [n] = await tx.select({ n: sql<number>`cast(count(*) as integer)` }).from(questionnaireResponses).where(eq(questionnaireResponses.questionnaireId, row.id));
    if (Number(n?.n ?? 0) > 0) throw new CatalogueInUse('questionnaireResponses');
  },
  publicHref: (r) => questionnaireHref(r.id),
};
