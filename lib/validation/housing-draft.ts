import { z } from './zod';
import { HOUSING_APPLICATION_PRODUCTS } from '@/lib/db/schema/applications';

/**
 * 保存草稿 of a housing application form without JavaScript (POST /api/bzf-portal-apply/draft): the
 * product, where to go next (back to the form, or to 家庭信息 to add a family member), and the
 * form's fields as typed — kept as they are (a draft is not checked; submitting checks).
 */
export const HOUSING_DRAFT_NEXT = ['form', 'family'] as const;

const typed = z.union([z.string().max(2000), z.array(z.string().max(2000)).max(50)]);

export const housingDraftPostBody = z
  .object({
    draftProduct: z.enum(HOUSING_APPLICATION_PRODUCTS, { error: '请选择申请的住房类型' }),
    draftNext: z.enum(HOUSING_DRAFT_NEXT).optional().default('form'),
  })
  .catchall(typed);

export type HousingDraftPost = z.output<typeof housingDraftPostBody>;
