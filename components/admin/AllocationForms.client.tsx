'use client';

import { useRouter } from 'next/navigation';
import { formStyles, HiddenFields, TextField } from '@/components/form/fields';
import { FormActions, SelectField } from '@/components/form/more-fields';
import { useForm } from '@/components/form/use-form';

/**
 * 配租 and 选房 on the form kit (rules: lib/validation/allocation.ts, fetched after hydration). Each
 * posts without JavaScript as well and comes back to the list with ?done=… or ?failed=…; the server
 * checks the role, the queue, the homes left and the version again.
 */

const schemas = () => import('@/lib/validation/allocation');

function showList(router: ReturnType<typeof useRouter>, to: string) {
  if (`${location.pathname}${location.search}` === to) router.refresh();
  else router.push(to);
}

type Common = { action: string; listHref: string; product: string };

/** 配租: one of the product's unit types with homes left. */
export function AllocateForm({ action, listHref, product, caseId, units }: Common & { caseId: number; units: readonly { value: string; label: string }[] }) {
  const router = useRouter();
  const form = useForm<{ caseId: string; unitTypeId: string }, { allocationId: number }>({
    id: `allocate-${caseId}`,
    action,
    schema: () => schemas().then((m) => m.allocateForm),
    initial: { caseId: String(caseId), unitTypeId: '' },
    order: ['unitTypeId'],
    onSuccess: () => showList(router, `${listHref}&done=allocated`),
  });
  return (
    <form className={formStyles.form} {...form.formProps}>
      <HiddenFields values={{ caseId: String(caseId), product }} />
      <SelectField field={form.field('unitTypeId')} label="配租房源" required options={units} placeholder="请选择项目户型" />
      <FormActions form={form} submit="登记配租" sending="正在登记…" />
    </form>
  );
}

/** 选房: the room chosen and the slot it was chosen in. */
export function SelectRoomForm({ action, listHref, product, allocationId, version }: Common & { allocationId: number; version: number }) {
  const router = useRouter();
  const form = useForm<{ allocationId: string; version: string; roomNo: string; slot: string }, { allocationId: number }>({
    id: `select-${allocationId}`,
    action,
    schema: () => schemas().then((m) => m.selectRoomForm),
    initial: { allocationId: String(allocationId), version: String(version), roomNo: '', slot: '' },
    order: ['roomNo', 'slot'],
    onSuccess: () => showList(router, `${listHref}&done=selected`),
  });
  return (
    <form className={formStyles.form} {...form.formProps}>
      <HiddenFields values={{ allocationId: String(allocationId), version: String(version), product }} />
      <TextField field={form.field('roomNo')} label="选定房号" required maxLength={20} placeholder="如 3栋1502室" />
      <TextField field={form.field('slot')} label="选房时段" required type="datetime-local" hint="北京时间，家庭到场选房的时段开始时间。" />
      <FormActions form={form} submit="登记选房" sending="正在登记…" />
    </form>
  );
}
