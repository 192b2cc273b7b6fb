/**
 * 留言咨询 (issue #28 part 7): a signed-in citizen asks the operator a question. One schema for the
 * form's live messages, the JSON call and the plain form post; every message is Chinese and sits
 * at its field.
 */
import { z } from './zod';
import { MSG, strictInput } from './common';
import { idempotencyKey } from './form-input';

/** What a question is about: the operator routes it by this, and the public list is filtered by it. */
export const QUESTION_CATEGORIES = [
  { code: 'gzf', label: '公租房' },
  { code: 'bzf', label: '保租房' },
  { code: 'psf', label: '配售型保障房' },
  { code: 'gycqf', label: '共有产权房' },
  { code: 'shop', label: '商业服务' },
  { code: 'job', label: '招聘' },
  { code: 'site', label: '网站使用' },
  { code: 'other', label: '其他' },
] as const;

export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number]['code'];
export const QUESTION_CATEGORY_CODES = QUESTION_CATEGORIES.map((c) => c.code) as [QuestionCategory, ...QuestionCategory[]];
export const questionCategoryLabel = (code: string) => QUESTION_CATEGORIES.find((c) => c.code === code)?.label ?? '其他';

export const QUESTION_LIMITS = { title: { min: 4, max: 40 }, body: { min: 10, max: 1000 } } as const;

export const QUESTION_MSG = {
  category: '请选择咨询类别',
  title: `请填写标题（${QUESTION_LIMITS.title.min} 到 ${QUESTION_LIMITS.title.max} 个字）`,
  body: `请填写咨询内容（${QUESTION_LIMITS.body.min} 到 ${QUESTION_LIMITS.body.max} 个字）`,
  personal: '请不要在标题中填写身份证号或手机号码，以免公开时泄露个人信息',
} as const;

const length = (v: string) => [...v].length;
/** An 18-character ID number or an 11-digit mobile: never in a title that may be published. */
const PERSONAL_NUMBER = /\d{17}[\dXx]|1[3-9]\d{9}/;

const cleanText = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .refine((v) => length(v) >= min && length(v) <= max, { error: message })
    .refine((v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v), { error: MSG.controlChars });

export const questionBody = strictInput({
  category: z.enum(QUESTION_CATEGORY_CODES, { error: QUESTION_MSG.category }),
  title: cleanText(QUESTION_MSG.title, QUESTION_LIMITS.title.min, QUESTION_LIMITS.title.max).refine((v) => !PERSONAL_NUMBER.test(v), { error: QUESTION_MSG.personal }),
  body: cleanText(QUESTION_MSG.body, QUESTION_LIMITS.body.min, QUESTION_LIMITS.body.max),
  /** 同意公开: the answered question may be published, the name masked. */
  consent: z.preprocess((v) => v === true || v === 'on' || v === 'true', z.boolean()),
  idempotencyKey,
});

export type QuestionBody = z.output<typeof questionBody>;

/** The form's fields in order (what a failed plain post may name back). */
export const QUESTION_FIELDS = ['category', 'title', 'body', 'consent'] as const;
