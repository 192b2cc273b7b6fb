/**
 * 办件进度查询 (/t1/caseQuery, issue #28 part 5): a receipt number and who applied — the name given
 * in the submission, or the last four digits of its mobile. One schema for the page's live
 * messages, the JSON call and the plain form post.
 */
import { RECEIPT_PATTERN } from '@/lib/cases/receipt-number';
import { z } from './zod';
import { strictInput } from './common';

export const CASE_LOOKUP_MSG = {
  receiptNo: '请填写受理编号，如 SY-20261126-0123',
  who: '请填写申请人姓名或手机号后四位',
  notFound: '没有找到与该受理编号和姓名（或手机号后四位）相符的办件，请核对后重试',
} as const;

/** The form's fields, in order (what a failed plain post may name back). */
export const CASE_LOOKUP_FIELDS = ['receiptNo', 'who'] as const;

export const caseLookupBody = strictInput({
  receiptNo: z
    .string({ error: CASE_LOOKUP_MSG.receiptNo })
    .transform((v) => v.trim().toUpperCase().replace(/\s+/g, ''))
    .refine((v) => RECEIPT_PATTERN.test(v), { error: CASE_LOOKUP_MSG.receiptNo }),
  who: z
    .string({ error: CASE_LOOKUP_MSG.who })
    .transform((v) => v.normalize('NFKC').replace(/\s+/g, ''))
    .refine((v) => v.length >= 1 && [...v].length <= 20, { error: CASE_LOOKUP_MSG.who }),
});

export type CaseLookupBody = z.output<typeof caseLookupBody>;
