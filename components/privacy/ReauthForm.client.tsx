'use client';

import { useRouter } from 'next/navigation';
import { formStyles, PasswordField } from '@/components/form/fields';
import { FormActions } from '@/components/form/more-fields';
import { useForm } from '@/components/form/use-form';
import { PRIVACY_API } from '@/lib/privacy/routes';
import { PRIVACY_TEXT as T } from '@/lib/privacy/text';
import { REAUTH_FIELDS } from '@/lib/validation/privacy';

/** The password typed again before the export or 注销 (on the form kit; without JavaScript a plain post back to the page). */
export function ReauthForm({ initialErrors }: { initialErrors?: Record<string, string> }) {
  const router = useRouter();
  const form = useForm({
    id: 'reauth',
    action: PRIVACY_API.reauth,
    schema: () => import('@/lib/validation/privacy').then((m) => m.reauthBody),
    initial: { password: '' },
    order: REAUTH_FIELDS,
    initialErrors,
    leaves: true,
    onSuccess: () => router.refresh(),
  });
  return (
    <form className={formStyles.form} {...form.formProps}>
      <PasswordField field={form.field('password')} label={T.password} hint={T.reauthHint} required autoComplete="current-password" />
      <FormActions form={form} submit={T.verify} sending={`${T.verify}…`} />
    </form>
  );
}
