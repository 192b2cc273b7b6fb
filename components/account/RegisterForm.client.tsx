'use client';

import { useId, useState } from 'react';
import { formStyles, TextField } from '@/components/form/fields';
import { useForm } from '@/components/form/use-form';
import { ACCOUNT_FORM_API } from '@/lib/api-client/account';
import { safeRedirectPath } from '@/lib/session/redirect';
import { ACCOUNT_FORM_FIELDS } from '@/lib/validation/account-fields';
import { registerForm } from '@/lib/validation/sign-in-forms';
import { CheckField, FormAlert, HiddenFields, MobileField, Password, useFinish, type AccountFormProps } from './AccountFormParts.client';
import { ACCOUNT_TEXT as T } from './text';
import styles from './LoginForm.module.css';

/**
 * 新用户注册 on the form kit: registerForm checks it live (the server's rules: letters and digits,
 * no mobile in the password, typed twice, both agreements) and sends the API body it builds;
 * without JavaScript the same form posts to the register route, which signs in and answers 303.
 */
export function RegisterForm({ redirect, onNavigate, initialMessage, initialMobile, onMobile }: AccountFormProps) {
  const [success, setSuccess] = useState<string | null>(null);
  const finish = useFinish(redirect, onNavigate);
  const form = useForm({
    id: `${useId()}-register`,
    action: ACCOUNT_FORM_API.register,
    schema: registerForm,
    initial: { mobile: initialMobile ?? '', name: '', password: '', confirm: '', agree: false as boolean },
    order: ACCOUNT_FORM_FIELDS.register,
    initialStatus: initialMessage ?? undefined,
    leaves: true,
    body: (_values, parsed) => parsed,
    onSuccess: (data: { userMobile: string }) => {
      setSuccess(T.success.register);
      finish(data);
    },
  });
  return (
    <>
      <FormAlert form={form} success={success} />
      <form className={`${formStyles.form} ${formStyles.large}`} {...form.formProps}>
        <HiddenFields values={{ redirect: safeRedirectPath(redirect) }} />
        <MobileField field={form.field('mobile')} onMobile={onMobile} />
        <TextField field={form.field('name')} label={T.fields.name} autoComplete="name" maxLength={20} />
        <Password field={form.field('password')} label={T.fields.password} hint={T.hints.newPassword} autoComplete="new-password" />
        <Password field={form.field('confirm')} label={T.fields.confirmPassword} autoComplete="new-password" />
        <CheckField
          field={form.field('agree')}
          label={
            <>
              {T.agreePrefix}
              <a href="/privacypolicy/user" target="_blank" rel="noopener">
                {T.userAgreement}
                <span className="visually-hidden">{T.newWindow}</span>
              </a>
              {T.agreeList}
              <a href="/privacypolicy/privacy" target="_blank" rel="noopener">
                {T.privacyPolicy}
                <span className="visually-hidden">{T.newWindow}</span>
              </a>
              {T.agreeJoin}
              <a href="/privacypolicy/register" target="_blank" rel="noopener">
                {T.registerAgreement}
                <span className="visually-hidden">{T.newWindow}</span>
              </a>
            </>
          }
        />
        <button type="submit" className={styles.submit} disabled={form.pending}>
          {form.pending ? T.pending.register : T.submit.register}
        </button>
      </form>
    </>
  );
}
