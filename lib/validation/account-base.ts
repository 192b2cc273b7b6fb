import { z } from './zod';
import { text } from './common';
import { FAMILY_RELATIONS } from './family-relations';
import { isShowableName, PERSON_NAME_HIDDEN_MSG } from './person-name';
import { residentIdCheckChar } from './resident-id.mjs';

/**
 * The pieces of every account input: messages and one schema per kind of field (mobile, passwords,
 * name, ID number, phone, e-mail). The API bodies (./account) and the forms that run in the browser
 * (./sign-in-forms on /login, ./personal-info-forms in the personal centre, the résumé, shop and
 * allotment forms) are built from them. No body or form here: a schema is built when its module is
 * loaded, so every schema of a module a page's script imports is in that page's first load.
 */

/** Messages are written for the sign-in and personal-centre forms, which show them as they are (the API prefixes the field name). */
export const ACCOUNT_MSG = {
  mobile: '请输入正确的 11 位手机号码',
  passwordLength: '密码须为 8 到 32 位',
  passwordMix: '密码须同时包含字母和数字，且不能含空格',
  passwordHasMobile: '密码不能包含手机号码',
  agree: '请阅读并同意《用户协议》、《隐私政策》和《注册协议》',
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

export const personName = text(20)
  .transform((v) => v.trim())
  .refine((v) => [...v].length >= 2, { error: ACCOUNT_MSG.name })
  .refine(isShowableName, { error: PERSON_NAME_HIDDEN_MSG });

/** GB 11643-1999: 17 digits, a valid birth date, and the ISO 7064 MOD 11-2 check character. */
export function isValidResidentId(value: string): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  const y = Number(value.slice(6, 10));
  const m = Number(value.slice(10, 12));
  const d = Number(value.slice(12, 14));
  const birth = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d || birth.getTime() > Date.now()) return false;
  return residentIdCheckChar(value) === value[17];
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

/** An e-mail address, or "" to clear it. */
export const email = z
  .string({ error: ACCOUNT_MSG.email })
  .trim()
  .max(100, { error: ACCOUNT_MSG.email })
  .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), { error: ACCOUNT_MSG.email });

/** A new password that must not contain the account's mobile number. */
export const hasMobile = (password: unknown, mobileNumber: unknown) =>
  typeof password === 'string' && typeof mobileNumber === 'string' && mobileNumber.trim() !== '' && password.includes(mobileNumber.trim());

/** "" (a form field left empty) is a field left out. */
export const blankAsMissing = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());
