'use client';

import { useRouter } from 'next/navigation';
import { formStyles, HiddenFields } from '@/components/form/fields';
import { FormActions, TextArea } from '@/components/form/more-fields';
import { useForm } from '@/components/form/use-form';

export const FOLLOW_UP_API = '/admin/api/cases/follow-up';

/** 回访 of one low rating on the form kit (lib/validation/rating.ts followUpForm); posts without JavaScript too. */
export function FollowUpForm({ receiptNo }: { receiptNo: string }) {
  const router = useRouter();
  const form = useForm<{ receiptNo: string; note: string }, { receiptNo: string }>({
    id: `follow-up-${receiptNo}`,
    action: FOLLOW_UP_API,
    schema: () => import('@/lib/validation/rating').then((m) => m.followUpForm),
    initial: { receiptNo, note: '' },
    order: ['note'],
    onSuccess: () => router.refresh(),
  });
  return (
    <form className={formStyles.form} {...form.formProps}>
      <HiddenFields values={{ receiptNo }} />
      <TextArea field={form.field('note')} label="回访情况" hint="联系了谁、说明了什么、问题如何解决" required rows={2} />
      <FormActions form={form} submit="记录回访" sending="正在保存…" />
    </form>
  );
}
