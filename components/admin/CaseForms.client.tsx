'use client';

import { useRouter } from 'next/navigation';
import { formStyles, HiddenFields } from '@/components/form/fields';
import { FormActions, SelectField, TextArea } from '@/components/form/more-fields';
import { useForm } from '@/components/form/use-form';
import type { FieldErrors } from '@/lib/api-client/envelope';

/**
 * The case page's forms on the form kit: the rules are lib/validation/cases.ts (fetched after
 * hydration); each posts without JavaScript as well and comes back to the case's page with
 * ?done=… or ?failed=…. The server checks the role, the flow and the version again.
 */

const caseSchemas = () => import('@/lib/validation/cases');

/** The case's page with its notice; a push alone would not render it again when the address is the same. */
function showCasePage(router: ReturnType<typeof useRouter>, to: string) {
  if (`${location.pathname}${location.search}` === to) router.refresh();
  else router.push(to);
}

type Base = { caseId: number; version: number; action: string; caseHref: string; initialErrors?: FieldErrors };

/** One allowed status change: a button with what the citizen is told and what only staff see. */
export function CaseMoveForm({ caseId, version, action, caseHref, initialErrors, to, label }: Base & { to: string; label: string }) {
  const router = useRouter();
  const form = useForm<{ caseId: string; version: string; to: string; noteToCitizen: string; internalNote: string }, { caseId: number }>({
    id: `case-move-${to}`,
    action,
    schema: () => caseSchemas().then((m) => m.caseMoveForm),
    initial: { caseId: String(caseId), version: String(version), to, noteToCitizen: '', internalNote: '' },
    order: ['noteToCitizen', 'internalNote'],
    initialErrors,
    onSuccess: () => showCasePage(router, `${caseHref}?done=moved`),
  });
  return (
    <form className={formStyles.form} {...form.formProps}>
      <HiddenFields values={{ caseId: String(caseId), version: String(version), to }} />
      <TextArea field={form.field('noteToCitizen')} label="给群众的说明" optional rows={2} maxChars={500} hint="群众登录后在办理进度中可见；站内信只提示有更新，不含此内容。" />
      <TextArea field={form.field('internalNote')} label="内部备注" optional rows={2} maxChars={500} hint="仅工作人员可见。" />
      <FormActions form={form} submit={`变更为「${label}」`} sending="正在提交…" />
    </form>
  );
}

/** A note without a status change. */
export function CaseNoteForm({ caseId, version, action, caseHref, initialErrors }: Base) {
  const router = useRouter();
  const form = useForm<{ caseId: string; version: string; noteToCitizen: string; internalNote: string }, { caseId: number }>({
    id: 'case-note',
    action,
    schema: () => caseSchemas().then((m) => m.caseNoteForm),
    initial: { caseId: String(caseId), version: String(version), noteToCitizen: '', internalNote: '' },
    order: ['noteToCitizen', 'internalNote'],
    initialErrors,
    onSuccess: () => showCasePage(router, `${caseHref}?done=noted`),
  });
  return (
    <form className={formStyles.form} {...form.formProps}>
      <HiddenFields values={{ caseId: String(caseId), version: String(version) }} />
      <TextArea field={form.field('noteToCitizen')} label="给群众的说明" optional rows={2} maxChars={500} />
      <TextArea field={form.field('internalNote')} label="内部备注" optional rows={2} maxChars={500} />
      <FormActions form={form} submit="添加备注" sending="正在保存…" />
    </form>
  );
}

/** Give the case to a handler (or to nobody). */
export function CaseAssignForm({ caseId, version, action, caseHref, initialErrors, handlerId, handlers }: Base & { handlerId: number | null; handlers: readonly { value: string; label: string }[] }) {
  const router = useRouter();
  const form = useForm<{ caseId: string; version: string; handlerId: string }, { caseId: number }>({
    id: 'case-assign',
    action,
    schema: () => caseSchemas().then((m) => m.caseAssignForm),
    initial: { caseId: String(caseId), version: String(version), handlerId: handlerId ? String(handlerId) : '' },
    order: ['handlerId'],
    initialErrors,
    onSuccess: () => showCasePage(router, `${caseHref}?done=assigned`),
  });
  return (
    <form className={formStyles.form} {...form.formProps}>
      <HiddenFields values={{ caseId: String(caseId), version: String(version) }} />
      <SelectField field={form.field('handlerId')} label="经办人" optional options={handlers} placeholder="（无人经办）" />
      <FormActions form={form} submit="分派" sending="正在保存…" />
    </form>
  );
}

/** 分派给我: one button. */
export function CaseTakeForm({ caseId, version, action, caseHref, me }: Base & { me: number }) {
  const router = useRouter();
  const form = useForm<{ caseId: string; version: string; handlerId: string }, { caseId: number }>({
    id: 'case-take',
    action,
    schema: () => caseSchemas().then((m) => m.caseAssignForm),
    initial: { caseId: String(caseId), version: String(version), handlerId: String(me) },
    onSuccess: () => showCasePage(router, `${caseHref}?done=assigned`),
  });
  return (
    <form className={formStyles.form} {...form.formProps}>
      <HiddenFields values={{ caseId: String(caseId), version: String(version), handlerId: String(me) }} />
      <FormActions form={form} submit="分派给我" sending="正在保存…" />
    </form>
  );
}
