/**
 * 好差评 (issue #28 part 6): five levels and an optional comment on a case that has ended. One
 * schema for the form, the JSON call and the plain form post.
 */
import { RECEIPT_PATTERN } from '@/lib/cases/receipt-number';
import { z } from './zod';
import { strictInput } from './common';

export const RATING_LEVELS = [
  { value: '5', label: '非常满意' },
  { value: '4', label: '满意' },
  { value: '3', label: '基本满意' },
  { value: '2', label: '不满意' },
  { value: '1', label: '非常不满意' },
] as const;

export const ratingLabel = (score: number) => RATING_LEVELS.find((l) => l.value === String(score))?.label ?? '';

export const RATING_COMMENT_MAX = 300;

export const RATING_MSG = {
  score: '请选择您的评价',
  comment: `意见建议不能超过 ${RATING_COMMENT_MAX} 个字`,
  receiptNo: '受理编号有误，请从办件详情页面评价',
} as const;

export const RATING_FIELDS = ['score', 'comment'] as const;

export const ratingBody = strictInput({
  receiptNo: z.string({ error: RATING_MSG.receiptNo }).refine((v) => RECEIPT_PATTERN.test(v), { error: RATING_MSG.receiptNo }),
  score: z.preprocess((v) => (typeof v === 'string' && /^[1-5]$/.test(v) ? Number(v) : v), z.number({ error: RATING_MSG.score }).int().min(1, { error: RATING_MSG.score }).max(5, { error: RATING_MSG.score })),
  comment: z
    .string()
    .default('')
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .refine((v) => [...v].length <= RATING_COMMENT_MAX, { error: RATING_MSG.comment }),
});

export type RatingBody = z.output<typeof ratingBody>;

export const FOLLOW_UP_NOTE_MAX = 500;

/** 回访: what staff did about a low rating (the console's follow-up form). */
export const followUpForm = strictInput({
  receiptNo: z.string({ error: RATING_MSG.receiptNo }).refine((v) => RECEIPT_PATTERN.test(v), { error: RATING_MSG.receiptNo }),
  note: z
    .string({ error: '请填写回访情况' })
    .transform((v) => v.trim())
    .refine((v) => [...v].length >= 2 && [...v].length <= FOLLOW_UP_NOTE_MAX, { error: `请填写回访情况（2 到 ${FOLLOW_UP_NOTE_MAX} 个字）` }),
});

export const FOLLOW_UP_FIELDS = ['note'] as const;
