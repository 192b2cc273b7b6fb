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

export const registerBody = strictInput({
  mobile,
  password: newPassword,
  name: personName.optional(),
  agreeUser: z.literal(true, { error: ACCOUNT_MSG.agree }),
  agreeRegister: z.literal(true, { error: ACCOUNT_MSG.agree }),
}).refine((v) => !v.password.includes(v.mobile), { error: ACCOUNT_MSG.passwordHasMobile, path: ['password'] });

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
}).refine((v) => !v.newPassword.includes(v.mobile), { error: ACCOUNT_MSG.passwordHasMobile, path: ['newPassword'] });

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
