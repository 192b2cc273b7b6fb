'use client';

import { formStyles, TextField } from '@/components/form/fields';
import { FormActions } from '@/components/form/more-fields';
import { useForm } from '@/components/form/use-form';
import { CASE_LOOKUP_FIELDS } from '@/lib/validation/case-lookup';
import { CASE_TEXT } from './text';

const T = CASE_TEXT.query;
const API = '/api/bzf-portal-case/lookup';

export type CaseLookupFormProps = {
  /** The fields a plain post came back with, and their messages (the page reads ?failed=). */
  initialErrors?: Record<string, string>;
  /** The form-level message of a plain post that came back (not found, too many tries). */
  initialStatus?: string;
};

/**
 * 办件进度查询's form on the kit: the schema checks it live (loaded once the page is interactive,
 * so zod is not in the first load); the answer's `href` is the page that shows the case, which the
 * plain form post reaches by its 303. The name is posted, never put in a URL.
 */
export function CaseLookupForm({ initialErrors, initialStatus }: CaseLookupFormProps) {
  const form = useForm({
    id: 'case-lookup',
    action: API,
    schema: () => import('@/lib/validation/case-lookup').then((m) => m.caseLookupBody),
    initial: { receiptNo: '', who: '' },
    order: CASE_LOOKUP_FIELDS,
    initialErrors,
    initialStatus,
    leaves: true,
    onSuccess: (data: { href: string }) => window.location.assign(data.href),
  });
  return (
    <form className={formStyles.form} {...form.formProps}>
      <TextField field={form.field('receiptNo')} label={T.receiptNo} hint={T.receiptHint} required autoComplete="off" maxLength={30} />
      <TextField field={form.field('who')} label={T.who} hint={T.whoHint} required autoComplete="off" maxLength={20} />
      <FormActions form={form} submit={T.submit} sending={T.pending} />
    </form>
  );
}
