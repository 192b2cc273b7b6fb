'use client';

import { useId, useState } from 'react';
import { formStyles } from '@/components/form/fields';
import { useForm } from '@/components/form/use-form';
import { ACCOUNT_FORM_API } from '@/lib/api-client/account';
import { safeRedirectPath } from '@/lib/session/redirect';
import { ACCOUNT_FORM_FIELDS } from '@/lib/validation/account-fields';
import { changePasswordForm } from '@/lib/validation/sign-in-forms';
import { afterChallengeFailure, ChallengeField, FormAlert, HiddenFields, MobileField, Password, useFinish, type AccountFormProps } from './AccountFormParts.client';
import { ACCOUNT_TEXT as T } from './text';
import styles from './LoginForm.module.css';

export type PasswordFormProps = AccountFormProps & { initialChallenge: string | null };

/**
 * 修改密码 on the form kit: changePasswordForm checks it live and builds the API body; the server
 * may ask for the challenge picture (4011), as for a sign-in. Without JavaScript the same form
 * posts to the changePassword route (303 onward, or back with the reason).
 */
export function PasswordForm({ redirect, onNavigate, initialChallenge, initialMessage, initialMobile, onMobile }: PasswordFormProps) {
  const [success, setSuccess] = useState<string | null>(null);
  const finish = useFinish(redirect, onNavigate);
  const form = useForm({
    id: `${useId()}-password`,
    action: ACCOUNT_FORM_API.changePassword,
    schema: changePasswordForm,
    initial: { mobile: initialMobile ?? '', oldPassword: '', newPassword: '', confirm: '', challengeId: initialChallenge ?? '', challengeAnswer: '' },
    order: ACCOUNT_FORM_FIELDS.password,
    initialStatus: initialMessage ?? undefined,
    leaves: true,
    body: (_values, parsed) => parsed,
    onSuccess: (data: { userMobile: string }) => {
      setSuccess(T.success.password);
      finish(data);
    },
    onFailure: (failure, self) => afterChallengeFailure(self, failure),
  });
  return (
    <>
      <FormAlert form={form} success={success} />
      <form className={`${formStyles.form} ${formStyles.large}`} {...form.formProps}>
        <HiddenFields values={{ redirect: safeRedirectPath(redirect) }} />
        <MobileField field={form.field('mobile')} onMobile={onMobile} />
        <Password field={form.field('oldPassword')} label={T.fields.oldPassword} autoComplete="current-password" />
        <Password field={form.field('newPassword')} label={T.fields.newPassword} hint={T.hints.newPassword} autoComplete="new-password" />
        <Password field={form.field('confirm')} label={T.fields.confirmNewPassword} autoComplete="new-password" />
        <ChallengeField form={form} />
        <button type="submit" className={styles.submit} disabled={form.pending}>
          {form.pending ? T.pending.password : T.submit.password}
        </button>
      </form>
    </>
  );
}
