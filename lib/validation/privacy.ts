/** 我的数据 (issue #30): the password typed again, the agreements' answer, the e-mail/SMS switch. */
import { z } from './zod';
import { strictInput } from './common';
import { loginPassword } from './account-base';

export const PRIVACY_MSG = {
  agree: '请阅读并同意以上协议',
  switch: '请选择同意或撤回',
} as const;

export const REAUTH_FIELDS = ['password'] as const;
export const reauthBody = strictInput({ password: loginPassword });

/** A ticked box: true from the script, "on" from a plain form post. */
const ticked = z.preprocess((v) => v === true || v === 'on' || v === 'true', z.literal(true, { error: PRIVACY_MSG.agree }));
export const agreeBody = strictInput({ agree: ticked, redirect: z.string().max(2000).optional() });

export const contactConsentBody = strictInput({
  on: z.preprocess((v) => (v === 'true' || v === true ? true : v === 'false' || v === false ? false : v), z.boolean({ error: PRIVACY_MSG.switch })),
});

export const confirmDeleteBody = strictInput({});
