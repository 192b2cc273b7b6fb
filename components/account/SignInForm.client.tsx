'use client';

import { useId, useState } from 'react';
import { formStyles } from '@/components/form/fields';
import { useForm } from '@/components/form/use-form';
import { ACCOUNT_FORM_API } from '@/lib/api-client/account';
import { fingerprintWithin, getFingerprint, peekFingerprint } from '@/lib/api-client/fingerprint';
import { safeRedirectPath } from '@/lib/session/redirect';
import { ACCOUNT_FORM_FIELDS } from '@/lib/validation/account-fields';
import { loginForm } from '@/lib/validation/sign-in-forms';
import { afterChallengeFailure, ChallengeField, CheckField, FormAlert, HiddenFields, MobileField, Password, useFinish, type AccountFormProps } from './AccountFormParts.client';
import { ACCOUNT_TEXT as T } from './text';
import styles from './LoginForm.module.css';

export type SignInFormProps = AccountFormProps & {
  /** A challenge picture to answer, when a sign-in posted without JavaScript came back asking for one. */
  initialChallenge: string | null;
};

/**
 * 账号登录 on the form kit: loginForm (lib/validation/account.ts) checks it live and, for a post
 * without JavaScript, on the server (the login route answers 303 onward or back to /login).
 * 「保持登录」 adds the device fingerprint to the JSON call; the server may ask for the challenge
 * picture's digits (4011), which this form then shows and sends.
 */
export function SignInForm({ redirect, onNavigate, initialChallenge, initialMessage, initialMobile, onMobile }: SignInFormProps) {
  const [success, setSuccess] = useState<string | null>(null);
  const finish = useFinish(redirect, onNavigate);
  const form = useForm({
    id: `${useId()}-login`,
    action: ACCOUNT_FORM_API.login,
    schema: loginForm,
    initial: { mobile: initialMobile ?? '', password: '', remember: false as boolean, challengeId: initialChallenge ?? '', challengeAnswer: '' },
    order: [...ACCOUNT_FORM_FIELDS.login, 'remember'],
    initialStatus: initialMessage ?? undefined,
    leaves: true,
    // The fingerprint binds this device only when asked to remember it; a slow phone gets 5 s.
    body: async (values, parsed) => {
      const fingerprint = values.remember ? (peekFingerprint() ?? (await fingerprintWithin(5000))) : undefined;
      return { ...(parsed as object), ...(fingerprint ? { fingerprint } : {}) };
    },
    onSuccess: (data: { userMobile: string }) => {
      setSuccess(T.success.login);
      finish(data);
    },
    onFailure: (failure, self) => afterChallengeFailure(self, failure),
  });
  return (
    <>
      <FormAlert form={form} success={success} />
      {/* method="post": a submit before the script has loaded never puts a password in the address. */}
      <form className={`${formStyles.form} ${formStyles.large}`} {...form.formProps}>
        <HiddenFields values={{ redirect: safeRedirectPath(redirect) }} />
        <MobileField field={form.field('mobile')} onMobile={onMobile} />
        <Password field={form.field('password')} label={T.fields.password} autoComplete="current-password" />
        <ChallengeField form={form} />
        <CheckField
          field={form.field('remember')}
          label={T.remember}
          hint={T.hints.remember}
          onTick={(on) => {
            // Computed now, so it is ready when the form is sent.
            if (on) void getFingerprint();
          }}
        />
        <button type="submit" className={styles.submit} disabled={form.pending}>
          {form.pending ? T.pending.login : T.submit.login}
        </button>
      </form>
    </>
  );
}
