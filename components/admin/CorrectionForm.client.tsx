'use client';

import { useRouter } from 'next/navigation';
import { formStyles, HiddenFields, TextField } from '@/components/form/fields';
import { ChoiceGroup, FormActions, TextArea } from '@/components/form/more-fields';
import { useForm } from '@/components/form/use-form';
import type { FieldErrors } from '@/lib/api-client/envelope';

const schemas = () => import('@/lib/validation/application-material');

export type CorrectionFormProps = {
  caseId: number;
  version: number;
  action: string;
  caseHref: string;
  /** The product's checklist items. */
  items: readonly { key: string; name: string }[];
  /** Pre-filled: 10 working days from today. */
  deadline: string;
  initialErrors?: FieldErrors;
};

/** 要求补正: the missing or unclear items, what to do, and the last day (lib/validation/application-material.ts). */
export function CorrectionForm({ caseId, version, action, caseHref, items, deadline, initialErrors }: CorrectionFormProps) {
  const router = useRouter();
  const form = useForm<{ caseId: string; version: string; items: string[]; note: string; deadline: string }, { caseId: number }>({
    id: 'case-correction',
    action,
    schema: () => schemas().then((m) => m.correctionRequestForm),
    initial: { caseId: String(caseId), version: String(version), items: [], note: '', deadline },
    order: ['items', 'note', 'deadline'],
    initialErrors,
    onSuccess: () => {
      const to = `${caseHref}?done=correction`;
      if (`${location.pathname}${location.search}` === to) router.refresh();
      else router.push(to);
    },
  });
  return (
    <form className={formStyles.form} {...form.formProps}>
      <HiddenFields values={{ caseId: String(caseId), version: String(version) }} />
      <ChoiceGroup legend="需要补正的材料" type="checkbox" field={form.field('items')} options={items.map((i) => ({ value: i.key, label: i.name }))} />
      <TextArea field={form.field('note')} label="补正说明（给群众）" required rows={3} maxChars={500} hint="写明缺少或不清晰的内容，群众在办理进度和申请页面中可见。" />
      <TextField field={form.field('deadline')} label="补正期限" type="date" required hint="默认 10 个工作日；逾期未补正的可作出「未通过」决定。" />
      <FormActions form={form} submit="要求补正" sending="正在提交…" />
    </form>
  );
}
