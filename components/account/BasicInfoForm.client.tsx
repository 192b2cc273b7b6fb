'use client';

import { useRouter } from 'next/navigation';
import { formStyles, TextField } from '@/components/form/fields';
import { FormActions } from '@/components/form/more-fields';
import { useForm } from '@/components/form/use-form';
import { PERSONAL_API } from '@/lib/api-client/personal-center';
import { BASIC_INFO_PAGE } from '@/lib/register/personal-pages';
import { loadAccountRules } from './account-rules';
import { INFO_TEXT as I } from './personal-info-text';
import { PC_TEXT } from './personal-text';

export type Profile = { userMobile: string; name: string; idNumberMasked: string; email: string; address: string };

const loadSchema = () => loadAccountRules().then((m) => m.userInfoForm);

/**
 * 基本信息's form on the kit (the page opens it with ?edit=1): userInfoForm checks it (fetched
 * after the page is interactive, so zod is not in the page's first load), the JSON call saves it,
 * and the page is shown again saying so. Without JavaScript it posts to the same route (303).
 */
export function BasicInfoForm({ initial }: { initial: Profile }) {
  const router = useRouter();
  const form = useForm({
    id: 'basic-info',
    action: PERSONAL_API.updateUserInfo,
    schema: loadSchema,
    initial: { name: initial.name, idNumber: '', email: initial.email, address: initial.address },
    body: (_values, parsed) => parsed,
    leaves: true,
    onSuccess: () => router.replace(`${BASIC_INFO_PAGE}?saved=1`),
  });
  return (
    <form className={formStyles.form} {...form.formProps}>
      <TextField field={form.field('name')} label={I.labels.name} autoComplete="name" maxLength={20} required />
      <TextField
        field={form.field('idNumber')}
        label={I.labels.idNumber}
        hint={initial.idNumberMasked ? I.idRegistered(initial.idNumberMasked, PC_TEXT.idKeep) : undefined}
        autoComplete="off"
        maxLength={18}
      />
      <TextField field={form.field('email')} label={I.labels.email} type="email" inputMode="email" autoComplete="email" maxLength={100} optional />
      <TextField field={form.field('address')} label={I.labels.address} autoComplete="street-address" maxLength={100} optional />
      <FormActions form={form} submit={PC_TEXT.save} sending={PC_TEXT.saving}>
        <a href={BASIC_INFO_PAGE} className={formStyles.secondary}>
          {PC_TEXT.cancel}
        </a>
      </FormActions>
    </form>
  );
}
