import { z } from './zod';
import { ACCOUNT_MSG, email, hasMobile, idNumber, loginPassword, mobile, newPassword, personName, phone, relation } from './account-base';
import { id, paging, strictInput, text } from './common';

/**
 * The account API's bodies and queries (the route handlers under app/api/bzf-portal-register and the
 * favourites). Server code only: a page's script imports the pieces (./account-base) and its own
 * forms (./sign-in-forms, ./personal-info-forms), never this module, which would bring every body
 * schema into the page's first load (lib/templates/registry.test.ts). The pieces and forms are
 * re-exported here for the route handlers.
 */
export {
  ACCOUNT_MSG,
  CHALLENGE_MSG,
  FAMILY_RELATIONS,
  idNumber,
  isValidResidentId,
  loginPassword,
  mobile,
  MOBILE_PATTERN,
  newPassword,
  phone,
  relation,
} from './account-base';
export { changePasswordForm, loginForm, registerForm } from './sign-in-forms';
export { familyMemberForm, userInfoForm } from './personal-info-forms';
export { ACCOUNT_FORM_FIELDS } from './account-fields';

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
  email: email.optional(),
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
