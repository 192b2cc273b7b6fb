import type { changePasswordBody, loginBody, registerBody } from './account';
import { ACCOUNT_MSG, blankAsMissing, hasMobile, loginPassword, MOBILE_PATTERN, newPassword, personName } from './account-base';
import { strictInput } from './common';
import { z } from './zod';

/*
 * The forms of /login (components/account, issue #25 part 1): what the person fills in, checked live
 * in the browser and, for a post without JavaScript, by the server (lib/api/form-route.ts). Each
 * form's output is its API body (./account), built from the same pieces (./account-base), so the
 * form and the API cannot drift apart. Only these three forms here: /login loads this module with
 * the page, and every schema of it is built then.
 */

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
