import { z } from './zod';
import { id, paging, strictInput, text } from './common';
import { FAMILY_RELATIONS } from './family-relations';
import { isShowableName, PERSON_NAME_HIDDEN_MSG } from './person-name';

/**
 * Account inputs. Messages are written for the sign-in and personal-centre forms, which show them
 * as they are (the API prefixes the field name).
 */
export const ACCOUNT_MSG = {
  mobile: '请输入正确的 11 位手机号码',
  passwordLength: '密码须为 8 到 32 位',
  passwordMix: '密码须同时包含字母和数字，且不能含空格',
  passwordHasMobile: '密码不能包含手机号码',
  agree: '请阅读并同意《用户协议》和《注册协议》',
  idNumber: '请输入正确的 18 位居民身份证号码',
  name: '请输入 2 到 20 个字的姓名',
  relation: '请选择与申请人的关系',
  phone: '请输入正确的手机号码或固定电话',
  email: '请输入正确的电子邮箱',
  fingerprint: '设备标识格式不正确',
  ticket: '登录凭证格式不正确',
  mobileRequired: '请输入手机号码',
  passwordRequired: '请输入密码',
  oldPasswordRequired: '请输入原密码',
  confirmRequired: '请再次输入密码',
  mismatch: '两次输入的密码不一致',
  sameAsOld: '新密码不能与原密码相同',
  challengeRequired: '请输入图中的 4 位数字',
} as const;

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** The sign-in challenge (lib/register/challenge.ts), as the server says it and the form shows it. */
export const CHALLENGE_MSG = {
  required: '此账号近期有多次错误登录，为保护账号安全，请输入图中的 4 位数字后再登录',
  wrong: '图中数字输入有误或已过期，请看新的图片重新输入',
} as const;

export const mobile = z.string({ error: ACCOUNT_MSG.mobile }).trim().regex(MOBILE_PATTERN, { error: ACCOUNT_MSG.mobile });

/** Sign-in takes whatever was typed (bounded): a wrong format is "wrong mobile or password", not a hint. */
export const loginPassword = z.string({ error: ACCOUNT_MSG.passwordLength }).min(1, { error: '请输入密码' }).max(64, { error: ACCOUNT_MSG.passwordLength });

/** A new password: 8–32, a letter and a digit, no whitespace. */
export const newPassword = z
  .string({ error: ACCOUNT_MSG.passwordLength })
  .min(8, { error: ACCOUNT_MSG.passwordLength })
  .max(32, { error: ACCOUNT_MSG.passwordLength })
  .refine((v) => /[A-Za-z]/.test(v) && /\d/.test(v) && !/\s/.test(v), { error: ACCOUNT_MSG.passwordMix });

const personName = text(20)
  .transform((v) => v.trim())
  .refine((v) => [...v].length >= 2, { error: ACCOUNT_MSG.name })
  .refine(isShowableName, { error: PERSON_NAME_HIDDEN_MSG });

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** GB 11643-1999: 17 digits, a valid birth date, and the ISO 7064 MOD 11-2 check character. */
export function isValidResidentId(value: string): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  const y = Number(value.slice(6, 10));
  const m = Number(value.slice(10, 12));
  const d = Number(value.slice(12, 14));
  const birth = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d || birth.getTime() > Date.now()) return false;
  const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(value[i]), 0);
  return ID_CHECK[sum % 11] === value[17];
}

export const idNumber = z
  .string({ error: ACCOUNT_MSG.idNumber })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine(isValidResidentId, { error: ACCOUNT_MSG.idNumber });

/** A mobile or a landline such as 0571-88886666. */
export const phone = z
  .string({ error: ACCOUNT_MSG.phone })
  .trim()
  .refine((v) => v === '' || MOBILE_PATTERN.test(v) || /^0\d{2,3}-?\d{7,8}$/.test(v), { error: ACCOUNT_MSG.phone });

export { FAMILY_RELATIONS };
export const relation = z.enum(FAMILY_RELATIONS, { error: ACCOUNT_MSG.relation });

/** FingerprintJS visitorId (32 hex) or similar opaque ids. */
export const fingerprint = z.string({ error: ACCOUNT_MSG.fingerprint }).regex(/^[A-Za-z0-9_-]{1,128}$/, { error: ACCOUNT_MSG.fingerprint });

/** A session token (43 base64url) or a ticket (tk_ + 32 base64url); anything else is refused before a query. */
export const tokenOrTicket = z.string({ error: ACCOUNT_MSG.ticket }).regex(/^(tk_)?[A-Za-z0-9_-]{32,43}$/, { error: ACCOUNT_MSG.ticket });

/** A new password that must not contain the account's mobile number. */
const hasMobile = (password: unknown, mobileNumber: unknown) =>
  typeof password === 'string' && typeof mobileNumber === 'string' && mobileNumber.trim() !== '' && password.includes(mobileNumber.trim());

export const registerBody = strictInput({
  mobile,
  password: newPassword,
  name: personName.optional(),
  agreeUser: z.literal(true, { error: ACCOUNT_MSG.agree }),
  agreeRegister: z.literal(true, { error: ACCOUNT_MSG.agree }),
}).refine((v) => !hasMobile(v.password, v.mobile), { error: ACCOUNT_MSG.passwordHasMobile, path: ['password'] });

/** The sign-in challenge's id and the digits typed (lib/register/challenge.ts); checked by the service. */
const challengeFields = {
  challengeId: z.string({ error: '验证信息格式不正确' }).max(80, { error: '验证信息格式不正确' }).optional(),
  challengeAnswer: z.string({ error: '请输入图中的 4 位数字' }).max(16, { error: '请输入图中的 4 位数字' }).optional(),
};

export const loginBody = strictInput({
  // Any text: a malformed number is answered like a wrong password.
  mobile: z.string({ error: ACCOUNT_MSG.mobile }).trim().max(20, { error: ACCOUNT_MSG.mobile }),
  password: loginPassword,
  remember: z.boolean({ error: '须为 true 或 false' }).optional(),
  fingerprint: fingerprint.optional(),
  ...challengeFields,
});

export const changePasswordBody = strictInput({
  mobile: z.string({ error: ACCOUNT_MSG.mobile }).trim().max(20, { error: ACCOUNT_MSG.mobile }),
  oldPassword: loginPassword,
  newPassword,
  ...challengeFields,
}).refine((v) => !hasMobile(v.newPassword, v.mobile), { error: ACCOUNT_MSG.passwordHasMobile, path: ['newPassword'] });

export const fingerprintLoginBody = strictInput({ fingerprint });

export const checkTokenBody = strictInput({ tokenId: tokenOrTicket.optional() });

export const redeemTicketBody = strictInput({ ticket: tokenOrTicket });

export const updateUserInfoBody = strictInput({
  name: personName,
  idNumber: idNumber.optional(),
  email: z
    .string({ error: ACCOUNT_MSG.email })
    .trim()
    .max(100, { error: ACCOUNT_MSG.email })
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), { error: ACCOUNT_MSG.email })
    .optional(),
  address: text(100).optional(),
});

export const saveFamilyMemberBody = strictInput({
  id: id.optional(),
  name: personName,
  relation,
  idNumber: idNumber.optional(),
  phone: phone.optional(),
}).refine((v) => v.id !== undefined || v.idNumber !== undefined, { error: ACCOUNT_MSG.idNumber, path: ['idNumber'] });

export const deleteFamilyMemberBody = strictInput({ id });

export const favouriteInsertBody = strictInput({ contentId: id });
export const favouriteQuery = strictInput({ contentId: id });
export const projectFavouriteBody = strictInput({ projectId: id });
export const projectFavouriteQuery = strictInput({ projectId: id });
export const favouriteBatchBody = strictInput({
  ids: z.array(id, { error: '须为编号数组' }).min(1, { error: '至少选择一项' }).max(100, { error: '一次最多处理 100 项' }),
  deleted: z.boolean({ error: '须为 true 或 false' }),
});
export const favouriteListQuery = strictInput({ ...paging });

/*
 * The account forms (components/account, issue #25 part 1): what the person fills in, checked live
 * in the browser and, for a post without JavaScript, by the server (lib/api/form-route.ts). Each
 * form's output is its API body, built from the same pieces as the body schemas above, so the
 * form and the API cannot drift apart.
 */

/** "" (a field left empty) is a field left out. */
const blankAsMissing = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

/** A ticked box: true from the script, "on" from a plain form post. */
const ticked = (message: string) => z.preprocess((v) => v === true || v === 'on' || v === 'true', z.literal(true, { error: message }));
/** An unticked box is false, a ticked one true. */
const box = z.preprocess((v) => v === true || v === 'on' || v === 'true', z.boolean());

const mobileField = z.string({ error: ACCOUNT_MSG.mobileRequired }).trim().min(1, { error: ACCOUNT_MSG.mobileRequired }).regex(MOBILE_PATTERN, { error: ACCOUNT_MSG.mobile });
const newPasswordField = z.string({ error: ACCOUNT_MSG.passwordRequired }).min(1, { error: ACCOUNT_MSG.passwordRequired }).pipe(newPassword);
const confirmField = z.string({ error: ACCOUNT_MSG.confirmRequired }).min(1, { error: ACCOUNT_MSG.confirmRequired });
const challengeFormFields = {
  challengeId: z.string({ error: '验证信息格式不正确' }).max(80, { error: '验证信息格式不正确' }).optional(),
  challengeAnswer: z.string({ error: ACCOUNT_MSG.challengeRequired }).trim().max(16, { error: ACCOUNT_MSG.challengeRequired }).optional(),
};

type ChallengeValues = { challengeId?: string | undefined; challengeAnswer?: string | undefined };
type Issue = { code: 'custom'; message: string; path: string[] };
/** Once a challenge picture is shown, its digits are required. */
function checkChallenge(v: ChallengeValues, issues: Issue[]) {
  if (v.challengeId && !v.challengeAnswer) issues.push({ code: 'custom', message: ACCOUNT_MSG.challengeRequired, path: ['challengeAnswer'] });
}
const proofOf = (v: ChallengeValues) => (v.challengeId ? { challengeId: v.challengeId, challengeAnswer: v.challengeAnswer ?? '' } : {});

/** 账号登录. `remember` binds this device (the script adds the fingerprint). */
export const loginForm = strictInput({ mobile: mobileField, password: loginPassword, remember: box.optional(), ...challengeFormFields })
  .superRefine((v, ctx) => {
    const issues: Issue[] = [];
    checkChallenge(v, issues);
    issues.forEach((i) => ctx.addIssue(i));
  }, { when: (payload) => typeof payload.value === 'object' && payload.value !== null })
  .transform((v): z.input<typeof loginBody> => ({ mobile: v.mobile, password: v.password, ...(v.remember ? { remember: true } : {}), ...proofOf(v) }));

/** 新用户注册: one agree box for both agreements, the password typed twice. */
export const registerForm = strictInput({ mobile: mobileField, name: blankAsMissing(personName), password: newPasswordField, confirm: confirmField, agree: ticked(ACCOUNT_MSG.agree) })
  .superRefine((v, ctx) => {
    if (hasMobile(v.password, v.mobile)) ctx.addIssue({ code: 'custom', message: ACCOUNT_MSG.passwordHasMobile, path: ['password'] });
    if (v.confirm !== v.password) ctx.addIssue({ code: 'custom', message: ACCOUNT_MSG.mismatch, path: ['confirm'] });
  }, { when: (payload) => typeof payload.value === 'object' && payload.value !== null })
  .transform((v): z.input<typeof registerBody> => ({ mobile: v.mobile, password: v.password, ...(v.name ? { name: v.name } : {}), agreeUser: true, agreeRegister: true }));

/** 修改密码: the new password typed twice. */
export const changePasswordForm = strictInput({
  mobile: mobileField,
  oldPassword: z.string({ error: ACCOUNT_MSG.oldPasswordRequired }).min(1, { error: ACCOUNT_MSG.oldPasswordRequired }).max(64, { error: ACCOUNT_MSG.passwordLength }),
  newPassword: newPasswordField,
  confirm: confirmField,
  ...challengeFormFields,
})
  .superRefine((v, ctx) => {
    const issues: Issue[] = [];
    if (hasMobile(v.newPassword, v.mobile)) issues.push({ code: 'custom', message: ACCOUNT_MSG.passwordHasMobile, path: ['newPassword'] });
    else if (v.newPassword && v.newPassword === v.oldPassword) issues.push({ code: 'custom', message: ACCOUNT_MSG.sameAsOld, path: ['newPassword'] });
    if (v.confirm !== v.newPassword) issues.push({ code: 'custom', message: ACCOUNT_MSG.mismatch, path: ['confirm'] });
    checkChallenge(v, issues);
    issues.forEach((i) => ctx.addIssue(i));
  }, { when: (payload) => typeof payload.value === 'object' && payload.value !== null })
  .transform((v): z.input<typeof changePasswordBody> => ({ mobile: v.mobile, oldPassword: v.oldPassword, newPassword: v.newPassword, ...proofOf(v) }));

/** 基本信息: an empty ID number keeps the stored one. */
export const userInfoForm = strictInput({ name: personName, idNumber: blankAsMissing(idNumber), email: updateUserInfoBody.shape.email, address: updateUserInfoBody.shape.address }).transform(
  (v): z.input<typeof updateUserInfoBody> => ({ name: v.name, ...(v.idNumber ? { idNumber: v.idNumber } : {}), ...(v.email !== undefined ? { email: v.email } : {}), ...(v.address !== undefined ? { address: v.address } : {}) }),
);

/** 家庭成员: no id adds one; an empty ID number keeps the stored one when editing. */
export const familyMemberForm = strictInput({ id: blankAsMissing(id), name: personName, relation, idNumber: blankAsMissing(idNumber), phone: phone.optional() })
  .refine((v) => v.id !== undefined || v.idNumber !== undefined, { error: ACCOUNT_MSG.idNumber, path: ['idNumber'] })
  .transform((v): z.input<typeof saveFamilyMemberBody> => ({
    ...(v.id !== undefined ? { id: v.id } : {}),
    name: v.name,
    relation: v.relation,
    ...(v.idNumber ? { idNumber: v.idNumber } : {}),
    ...(v.phone !== undefined ? { phone: v.phone } : {}),
  }));

export { ACCOUNT_FORM_FIELDS } from './account-fields';
