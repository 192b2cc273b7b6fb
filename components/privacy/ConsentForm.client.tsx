'use client';

import { CheckField, formStyles, HiddenFields } from '@/components/form/fields';
import { FormActions } from '@/components/form/more-fields';
import { useForm } from '@/components/form/use-form';
import { PRIVACY_API } from '@/lib/privacy/routes';
import { PRIVACY_TEXT as T } from '@/lib/privacy/text';

/** The interstitial's one box and button (form kit); without JavaScript a plain post that goes on to `redirect`. */
export function ConsentForm({ redirect, initialErrors }: { redirect: string; initialErrors?: Record<string, string> }) {
  const form = useForm({
    id: 'consent',
    action: PRIVACY_API.acceptAgreements,
    schema: () => import('@/lib/validation/privacy').then((m) => m.agreeBody),
    initial: { agree: false as boolean, redirect },
    order: ['agree'] as const,
    initialErrors,
    leaves: true,
    onSuccess: () => location.assign(redirect),
  });
  return (
    <form className={formStyles.form} {...form.formProps}>
      <HiddenFields values={{ redirect }} />
      <CheckField field={form.field('agree')} label={T.consentAgree} />
      <FormActions form={form} submit={T.consentSubmit} />
    </form>
  );
}
