'use client';

import { useRouter } from 'next/navigation';
import { CheckField, formStyles, HiddenFields, TextField } from '@/components/form/fields';
import { FormActions, SelectField, TextArea } from '@/components/form/more-fields';
import { useForm } from '@/components/form/use-form';
import { MY_QUESTIONS_PATH } from '@/lib/navigation/paths';
import { QUESTION_CATEGORIES, QUESTION_FIELDS, QUESTION_LIMITS } from '@/lib/validation/question';
import { QUESTION_TEXT } from './text';

const T = QUESTION_TEXT.form;
export const QUESTION_API = '/api/bzf-portal-case/question/insert';
const CATEGORY_OPTIONS = QUESTION_CATEGORIES.map((c) => ({ value: c.code, label: c.label }));

export type QuestionFormProps = { idempotencyKey: string; initialErrors?: Record<string, string>; initialStatus?: string };

/** 我要留言 on the form kit; without JavaScript it posts to the same route and comes back to 我的咨询. */
export function QuestionForm({ idempotencyKey, initialErrors, initialStatus }: QuestionFormProps) {
  const router = useRouter();
  const form = useForm({
    id: 'question',
    action: QUESTION_API,
    schema: () => import('@/lib/validation/question').then((m) => m.questionBody),
    initial: { category: '', title: '', body: '', consent: false as boolean, idempotencyKey },
    order: QUESTION_FIELDS,
    initialErrors,
    initialStatus,
    leaves: true,
    onSuccess: (data: { id: number }) => router.push(`${MY_QUESTIONS_PATH}?asked=${data.id}`),
  });
  return (
    <form className={formStyles.form} {...form.formProps}>
      <HiddenFields values={{ idempotencyKey }} />
      <SelectField field={form.field('category')} label={T.category} placeholder={T.categoryPlaceholder} options={CATEGORY_OPTIONS} required />
      <TextField field={form.field('title')} label={T.title} hint={T.titleHint} required maxLength={QUESTION_LIMITS.title.max} />
      <TextArea field={form.field('body')} label={T.body} hint={T.bodyHint} required rows={8} maxChars={QUESTION_LIMITS.body.max} live />
      <CheckField field={form.field('consent')} label={T.consent} hint={T.consentHint} />
      <FormActions form={form} submit={T.submit} sending={T.pending} />
    </form>
  );
}
