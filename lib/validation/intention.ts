import { z } from './zod';
import { ACCOUNT_MSG, mobile } from './account-base';
import { MSG, strictInput, text } from './common';
import { checkCreditCode, normaliseCreditCode } from './credit-code';
import { chosenId, idempotencyKey, idList, readFormFields } from './form-input';
import { isShowableName, PERSON_NAME_HIDDEN_MSG } from './person-name';

/**
 * 商铺意向登记 (/t1/register): one schema for the browser (live messages) and the server (the
 * authority). Every message is Chinese and sits at the field it concerns.
 */

/** Permitted uses of a commercial unit: the shop records and this form share the codes. */
export const SHOP_USES = [
  { code: 'catering', label: '餐饮' },
  { code: 'retail', label: '零售' },
  { code: 'convenience', label: '便民服务' },
  { code: 'education', label: '教育培训' },
  { code: 'health', label: '医疗健康' },
  { code: 'office', label: '办公' },
  { code: 'other', label: '其他' },
] as const;

export type ShopUse = (typeof SHOP_USES)[number]['code'];
const SHOP_USE_CODES = SHOP_USES.map((u) => u.code) as [ShopUse, ...ShopUse[]];

export const APPLICANT_KINDS = [
  { code: 'company', label: '企业' },
  { code: 'person', label: '个人' },
] as const;
export type ApplicantKind = (typeof APPLICANT_KINDS)[number]['code'];

export const INTENTION_LIMITS = {
  shops: 5,
  areaMin: 1,
  areaMax: 10_000,
  companyName: 100,
  experience: 500,
} as const;

export const INTENTION_MSG = {
  applicantKind: '请选择以企业还是个人身份登记',
  companyName: `请输入企业名称（2 到 ${INTENTION_LIMITS.companyName} 个字）`,
  personName: ACCOUNT_MSG.name,
  contactName: '请输入 2 到 20 个字的联系人姓名',
  shopInvalid: '所选商铺不存在，请重新选择',
  shopTooMany: `最多选择 ${INTENTION_LIMITS.shops} 个意向商铺`,
  shopRepeated: '意向商铺不能重复',
  area: `面积须为 ${INTENTION_LIMITS.areaMin} 到 ${INTENTION_LIMITS.areaMax.toLocaleString('en-US')} 之间的整数（平方米）`,
  areaPair: '请同时填写最小面积和最大面积',
  areaOrder: '最大面积不能小于最小面积',
  shopsOrArea: '请选择意向商铺，或填写意向面积范围',
  intendedUse: '请选择意向业态',
  experience: `经营经历不能超过 ${INTENTION_LIMITS.experience} 个字`,
} as const;

/** Trimmed, clean text of min..max characters (as people count them), with the field's own message. */
function boundedText(min: number, max: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .pipe(text(Number.MAX_SAFE_INTEGER))
    .refine((v) => {
      const n = [...v].length;
      return n >= min && n <= max;
    }, { error: message });
}

const companyNameField = boundedText(2, INTENTION_LIMITS.companyName, INTENTION_MSG.companyName);
const personNameField = boundedText(2, 20, INTENTION_MSG.personName).refine(isShowableName, { error: PERSON_NAME_HIDDEN_MSG });

function toArea(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : value;
}

const area = z.preprocess(
  toArea,
  z
    .number({ error: INTENTION_MSG.area })
    .int({ error: INTENTION_MSG.area })
    .min(INTENTION_LIMITS.areaMin, { error: INTENTION_MSG.area })
    .max(INTENTION_LIMITS.areaMax, { error: INTENTION_MSG.area })
    .optional(),
);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only the chosen kind's fields are checked: the other kind's leftovers (a toggled form) are ignored. */
function checkApplicant(value: Record<string, unknown>, addIssue: (path: string, message: string) => void) {
  if (value.applicantKind === 'company') {
    const name = companyNameField.safeParse(value.companyName ?? '');
    if (!name.success) addIssue('companyName', INTENTION_MSG.companyName);
    const code = typeof value.creditCode === 'string' ? checkCreditCode(value.creditCode) : checkCreditCode('');
    if (!code.ok) addIssue('creditCode', code.message);
  } else if (value.applicantKind === 'person') {
    const name = personNameField.safeParse(value.personName ?? '');
    if (!name.success) addIssue('personName', name.error.issues[0]?.message ?? INTENTION_MSG.personName);
  }
}

/** Shops or an area range (or both); a half-filled range or an inverted one is named at its field. */
function checkWhere(value: Record<string, unknown>, addIssue: (path: string, message: string) => void) {
  const min = typeof value.areaMin === 'number' ? value.areaMin : undefined;
  const max = typeof value.areaMax === 'number' ? value.areaMax : undefined;
  const shops = Array.isArray(value.shopIds) ? value.shopIds.length : 0;
  if (min !== undefined && max === undefined) addIssue('areaMax', INTENTION_MSG.areaPair);
  else if (max !== undefined && min === undefined) addIssue('areaMin', INTENTION_MSG.areaPair);
  else if (min !== undefined && max !== undefined && min > max) addIssue('areaMax', INTENTION_MSG.areaOrder);
  else if (shops === 0 && min === undefined && max === undefined && value.areaMin === undefined && value.areaMax === undefined) {
    addIssue('shopIds', INTENTION_MSG.shopsOrArea);
  }
}

const FIELDS = ['applicantKind', 'companyName', 'creditCode', 'personName', 'contactName', 'mobile', 'shopIds', 'areaMin', 'areaMax', 'intendedUse', 'experience', 'idempotencyKey'] as const;

export const shopIntentionBody = strictInput({
  applicantKind: z.enum(['company', 'person'], { error: INTENTION_MSG.applicantKind }),
  // Checked in the refinement below, and only for the chosen kind.
  companyName: z.string({ error: MSG.text }).optional(),
  creditCode: z.string({ error: MSG.text }).optional(),
  personName: z.string({ error: MSG.text }).optional(),
  contactName: boundedText(2, 20, INTENTION_MSG.contactName).refine(isShowableName, { error: PERSON_NAME_HIDDEN_MSG }),
  mobile,
  shopIds: idList(INTENTION_LIMITS.shops, { invalid: INTENTION_MSG.shopInvalid, tooMany: INTENTION_MSG.shopTooMany, repeated: INTENTION_MSG.shopRepeated }),
  areaMin: area,
  areaMax: area,
  intendedUse: z.enum(SHOP_USE_CODES, { error: INTENTION_MSG.intendedUse }),
  experience: boundedText(0, INTENTION_LIMITS.experience, INTENTION_MSG.experience)
    .optional()
    .transform((v) => v ?? ''),
  idempotencyKey,
})
  .superRefine(
    (value, ctx) => {
      const addIssue = (path: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
      checkApplicant(value, addIssue);
      checkWhere(value, addIssue);
    },
    // Run even when another field is wrong, so the form shows every message at once.
    { when: (payload) => isObject(payload.value) },
  )
  .transform((v) => {
    const company = v.applicantKind === 'company';
    return {
      applicantKind: v.applicantKind,
      companyName: company ? companyNameField.parse(v.companyName) : null,
      creditCode: company ? normaliseCreditCode(v.creditCode ?? '') : null,
      personName: company ? null : personNameField.parse(v.personName),
      contactName: v.contactName,
      mobile: v.mobile,
      shopIds: v.shopIds,
      areaMin: v.areaMin ?? null,
      areaMax: v.areaMax ?? null,
      intendedUse: v.intendedUse,
      experience: v.experience,
      idempotencyKey: v.idempotencyKey,
    };
  });

export type ShopIntentionInput = z.output<typeof shopIntentionBody>;

/** The fields of the no-JavaScript form post, ready for shopIntentionBody. */
export function readShopIntentionForm(form: Pick<FormData, 'getAll'>) {
  return readFormFields(form, FIELDS, ['shopIds']);
}

/** Withdrawing names the registration by id; ownership and status are the service's to check. */
export const withdrawIntentionBody = strictInput({ id: chosenId('登记记录不存在') });
