/**
 * The materials checklist of an online housing application: the items of the product's guide
 * (lib/business/guides.ts) that a citizen hands in as files, each with a stable key the uploads
 * and a 补正 request name. Items signed online (无自有住房承诺) and the employer's items of 企业
 * 集中配租 are not uploads of a personal application. Pure data: pages, services and tests read it.
 */
import { BUSINESS_GUIDES } from '@/lib/business/guides';
import type { ApplicationProduct } from './products';
import type { MaterialKey } from './material-keys';

export type ChecklistItem = { key: string; name: string; note?: string };

/** Guide material name → stable key. A guide item without a key here is not uploaded (a test lists them). */
const KEYS: Record<string, MaterialKey> = {
  公共租赁住房申请表: 'application_form',
  申请人及家庭成员居民身份证: 'id_card',
  居民身份证: 'id_card',
  户口簿或本市居住证: 'hukou',
  婚姻状况证明: 'marriage',
  家庭成员收入证明: 'income',
  社会保险缴纳证明: 'social_insurance',
  '住房情况及信息查询授权书': 'housing_authorization',
  劳动合同或就业协议: 'employment',
};

/** Guide items a personal online application does not upload, and why (the test checks every other item has a key). */
export const NOT_UPLOADED: Record<string, string> = {
  无自有住房承诺: '线上申请时勾选签署',
  企业集中配租申请材料: '用人单位申请时提交',
};

/** The guide whose materials list an application of the product follows (a company's: the 保租房 guide). */
const GUIDE_OF: Record<ApplicationProduct, keyof typeof BUSINESS_GUIDES> = { gzf: 'gzf', bzf: 'bzf', bzf_company: 'bzf', gycq: 'gycq' };

export function materialChecklist(product: ApplicationProduct): ChecklistItem[] {
  const guide = BUSINESS_GUIDES[GUIDE_OF[product]];
  return guide.materials.flatMap((m) => {
    const key = KEYS[m.name];
    return key && !(m.name in NOT_UPLOADED) ? [{ key, name: m.name, ...(m.note ? { note: m.note } : {}) }] : [];
  });
}

export function checklistItem(product: ApplicationProduct, key: string): ChecklistItem | null {
  return materialChecklist(product).find((i) => i.key === key) ?? null;
}

/** Every key the guides use (a test checks it is MATERIAL_KEYS, the forms' enum). */
export const USED_MATERIAL_KEYS = [...new Set(Object.values(KEYS))];
