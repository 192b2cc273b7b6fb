import type { saveFamilyMemberBody, updateUserInfoBody } from './account';
import { ACCOUNT_MSG, blankAsMissing, email, idNumber, personName, phone, relation } from './account-base';
import { id, strictInput, text } from './common';
import type { z } from './zod';

/*
 * The personal centre's forms (基本信息, 家庭成员), checked in the browser once the page has loaded
 * them (components/account/account-rules.ts) and, for a post without JavaScript, by the server.
 * Each form's output is its API body (./account), built from the same pieces (./account-base).
 */

/** 基本信息: an empty ID number keeps the stored one. */
export const userInfoForm = strictInput({ name: personName, idNumber: blankAsMissing(idNumber), email: email.optional(), address: text(100).optional() }).transform(
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
