/**
 * The console's 公示 form (issue #29 part 2): the product, the objection period in days and the
 * applications chosen (each as case id and the version the page showed). Chinese messages.
 */
import { z } from './zod';

export const PUBLICITY_FORM_MSG = {
  product: '请选择产品',
  days: '公示期须为 5—15 天',
  cases: '请至少选择一户申请',
} as const;

export const PUBLICITY_PRODUCTS = ['gzf', 'bzf'] as const;

export const publicityForm = z.object({
  product: z.enum(PUBLICITY_PRODUCTS, { error: PUBLICITY_FORM_MSG.product }),
  days: z.coerce.number({ error: PUBLICITY_FORM_MSG.days }).int({ error: PUBLICITY_FORM_MSG.days }).min(5, { error: PUBLICITY_FORM_MSG.days }).max(15, { error: PUBLICITY_FORM_MSG.days }),
  cases: z
    .array(z.string().regex(/^[1-9]\d{0,9}:[1-9]\d{0,9}$/, { error: PUBLICITY_FORM_MSG.cases }), { error: PUBLICITY_FORM_MSG.cases })
    .min(1, { error: PUBLICITY_FORM_MSG.cases })
    .max(500, { error: PUBLICITY_FORM_MSG.cases })
    .transform((list) => list.map((v) => ({ caseId: Number(v.split(':')[0]), version: Number(v.split(':')[1]) }))),
});

export const publicityQuery = z.object({ product: z.enum(PUBLICITY_PRODUCTS).catch('gzf') });

export const PUBLICITY_FORM_FIELDS = ['product', 'days', 'cases'] as const;
