import { z } from './zod';
import { ACCOUNT_MSG, idNumber, mobile } from './account-base';
import { id, strictInput, text } from './common';
import { DISTRICTS } from './districts';
import { idempotencyKey, idList, readFormFields } from './form-input';
import { isShowableName, PERSON_NAME_HIDDEN_MSG } from './person-name';
import { findQuestion, type ChoiceQuestionId } from '@/lib/eligibility/questions';

/**
 * 公租房 / 保租房（个人） 在线申请 (issue #29 part 1): the one schema of the form and its API. The
 * eligibility answers are the self-check's own questions (lib/eligibility), so the rules that
 * judge the self-check judge the application; the service adds what a schema cannot (the family
 * members are the caller's 家庭信息, the rules of the product, one open application).
 */

export const HOUSING_APPLICATION_LIMITS = { familyMembers: 10, address: 100 } as const;

export const HOUSING_PRODUCT_OPTIONS = [
  { value: 'gzf', label: '公共租赁住房' },
  { value: 'bzf', label: '保障性租赁住房（个人）' },
] as const;
export type HousingProduct = (typeof HOUSING_PRODUCT_OPTIONS)[number]['value'];

export const LAYOUT_OPTIONS = [
  { value: 'studio', label: '单间（开间）' },
  { value: 'one', label: '一居室' },
  { value: 'two', label: '两居室' },
  { value: 'three', label: '三居室' },
] as const;

export const HOUSING_APPLICATION_MSG = {
  product: '请选择申请的住房类型',
  applicantName: ACCOUNT_MSG.name,
  idNumber: ACCOUNT_MSG.idNumber,
  mobile: ACCOUNT_MSG.mobile,
  currentAddress: `请填写现居住地址（${HOUSING_APPLICATION_LIMITS.address} 字以内）`,
  district: '请选择意向区域',
  layout: '请选择意向户型',
  age: '申请人年龄须为 16 到 100 之间的整数',
  declaration: '请阅读并勾选“本人承诺所填信息真实、完整”',
  consent: '请勾选“同意有关部门核查本人及家庭成员的户籍、收入、住房等信息”',
  familyInvalid: '所选家庭成员不存在，请到“家庭信息”中核对',
  familyTooMany: `最多选择 ${HOUSING_APPLICATION_LIMITS.familyMembers} 位家庭成员`,
  familyRepeated: '家庭成员不能重复选择',
} as const;

/** The form's fields, in order (the form post reads these; `?fields=` may name only these). */
export const HOUSING_APPLICATION_FIELDS = [
  'product',
  'applicantName',
  'idNumber',
  'mobile',
  'residence',
  'socialInsurance',
  'housing',
  'currentAddress',
  'income',
  'age',
  'talent',
  'district',
  'layout',
  'familyMemberIds',
  'declaration',
  'consent',
  'idempotencyKey',
] as const;
export type HousingApplicationField = (typeof HOUSING_APPLICATION_FIELDS)[number];

/** A required answer to one of the self-check's choice questions, with its own message. */
function answer<Q extends ChoiceQuestionId>(q: Q) {
  const question = findQuestion(q);
  if (question.kind !== 'choice') throw new Error(`${q} is not a choice question`);
  const values = question.options.map((o) => o.value) as [string, ...string[]];
  return z.enum(values, { error: `请选择“${question.label}”` });
}

/** A checkbox that must be ticked: "1"/"on"/true. */
function ticked(message: string) {
  return z.preprocess((v) => v === true || v === '1' || v === 'on' || v === 'true', z.literal(true, { error: message }));
}

const applicantName = z
  .string({ error: HOUSING_APPLICATION_MSG.applicantName })
  .trim()
  .pipe(text(Number.MAX_SAFE_INTEGER))
  .refine((v) => [...v].length >= 2 && [...v].length <= 20, { error: HOUSING_APPLICATION_MSG.applicantName })
  .refine(isShowableName, { error: PERSON_NAME_HIDDEN_MSG });

const toAge = (v: unknown) => (typeof v === 'string' && /^\s*\d{1,3}\s*$/.test(v) ? Number(v) : v);

export const housingApplicationBody = strictInput({
  product: z.enum(['gzf', 'bzf'], { error: HOUSING_APPLICATION_MSG.product }),
  applicantName,
  idNumber,
  mobile,
  residence: answer('residence'),
  socialInsurance: answer('socialInsurance'),
  housing: answer('housing'),
  currentAddress: z
    .string({ error: HOUSING_APPLICATION_MSG.currentAddress })
    .trim()
    .pipe(text(Number.MAX_SAFE_INTEGER))
    .refine((v) => [...v].length >= 5 && [...v].length <= HOUSING_APPLICATION_LIMITS.address, { error: HOUSING_APPLICATION_MSG.currentAddress }),
  income: answer('income'),
  age: z.preprocess(toAge, z.number({ error: HOUSING_APPLICATION_MSG.age }).int({ error: HOUSING_APPLICATION_MSG.age }).min(16, { error: HOUSING_APPLICATION_MSG.age }).max(100, { error: HOUSING_APPLICATION_MSG.age })),
  /** Optional: "不属于以下人才类别" when left empty. */
  talent: z.preprocess((v) => (v === '' || v === undefined ? 'none' : v), answer('talent')),
  district: z.enum(DISTRICTS.map((d) => d.code) as [string, ...string[]], { error: HOUSING_APPLICATION_MSG.district }),
  layout: z.enum(LAYOUT_OPTIONS.map((l) => l.value) as [string, ...string[]], { error: HOUSING_APPLICATION_MSG.layout }),
  familyMemberIds: idList(HOUSING_APPLICATION_LIMITS.familyMembers, {
    invalid: HOUSING_APPLICATION_MSG.familyInvalid,
    tooMany: HOUSING_APPLICATION_MSG.familyTooMany,
    repeated: HOUSING_APPLICATION_MSG.familyRepeated,
  }),
  declaration: ticked(HOUSING_APPLICATION_MSG.declaration),
  consent: ticked(HOUSING_APPLICATION_MSG.consent),
  idempotencyKey,
});

export type HousingApplicationInput = z.output<typeof housingApplicationBody>;

/** The fields of the no-JavaScript form post, ready for housingApplicationBody. */
export function readHousingApplicationForm(form: Pick<FormData, 'getAll'>) {
  return readFormFields(form, HOUSING_APPLICATION_FIELDS, ['familyMemberIds']);
}

export const housingApplicationWithdrawBody = strictInput({ id });
