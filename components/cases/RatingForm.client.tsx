'use client';

import { useRouter } from 'next/navigation';
import { formStyles, HiddenFields } from '@/components/form/fields';
import { ChoiceGroup, FormActions, TextArea } from '@/components/form/more-fields';
import { useForm } from '@/components/form/use-form';
import { caseHref } from '@/lib/navigation/paths';
import { RATING_COMMENT_MAX, RATING_FIELDS, RATING_LEVELS } from '@/lib/validation/rating';
import { RATING_TEXT as T } from './text';

export const RATING_API = '/api/bzf-portal-case/rating/insert';

/** 好差评 on the form kit: five levels and an optional comment; without JavaScript a plain post, back to the case. */
export function RatingForm({ receiptNo, initialErrors }: { receiptNo: string; initialErrors?: Record<string, string> }) {
  const router = useRouter();
  const form = useForm({
    id: 'rating',
    action: RATING_API,
    schema: () => import('@/lib/validation/rating').then((m) => m.ratingBody),
    initial: { receiptNo, score: '', comment: '' },
    order: RATING_FIELDS,
    initialErrors,
    leaves: true,
    onSuccess: () => {
      router.push(`${caseHref(receiptNo)}&rated=1`);
      router.refresh();
    },
  });
  return (
    <form className={formStyles.form} {...form.formProps}>
      <HiddenFields values={{ receiptNo }} />
      <ChoiceGroup legend={T.legend} type="radio" field={form.field('score')} options={RATING_LEVELS} required />
      <TextArea field={form.field('comment')} label={T.comment} hint={T.commentHint} optional rows={3} maxChars={RATING_COMMENT_MAX} live />
      <FormActions form={form} submit={T.submit} sending={T.pending} />
    </form>
  );
}
