'use client';

import { useRouter } from 'next/navigation';
import { formStyles, TextField } from '@/components/form/fields';
import { ChoiceGroup, FormActions } from '@/components/form/more-fields';
import { useForm } from '@/components/form/use-form';
import type { FieldErrors } from '@/lib/api-client/envelope';
import { MOURNING_FIELDS, mourningForm } from '@/lib/validation/mourning';

export type MourningFormProps = {
  initial: { mode: 'off' | 'now' | 'window'; from: string; until: string };
  /** The fields a post without JavaScript came back with, worded by the page. */
  initialErrors?: FieldErrors;
  initialStatus?: string;
};

const MODE_OPTIONS = [
  { value: 'off', label: '关闭（网站正常显示彩色）' },
  { value: 'now', label: '立即开启，直到手动关闭' },
  { value: 'window', label: '按时段开启（北京时间）' },
] as const;

/**
 * 哀悼模式 on the form kit: off, on now, or from a time until a time. Saving reloads the page so
 * the staff member sees the stored setting (and the audit row is written with it).
 */
export function MourningForm({ initial, initialErrors, initialStatus }: MourningFormProps) {
  const router = useRouter();
  const form = useForm({
    id: 'mourning',
    action: '/admin/api/skin',
    schema: mourningForm,
    initial: { mode: initial.mode as string, from: initial.from, until: initial.until },
    order: [...MOURNING_FIELDS],
    linked: [['from', 'until']],
    initialErrors,
    initialStatus,
    // Not `leaves`: the page stays mounted after a save (same route), so the form must take the next one.
    // Saved twice in a row, the address is already this one: a push alone would not render it again.
    onSuccess: () => (location.search === '?saved=1' ? router.refresh() : router.push('/admin/skin?saved=1')),
  });
  const windowed = form.values.mode === 'window';
  return (
    <form className={formStyles.form} {...form.formProps}>
      <ChoiceGroup type="radio" legend="哀悼模式" field={form.field('mode')} options={MODE_OPTIONS} hint="开启后全站以灰色显示，首屏即为灰色，不会先闪现彩色。" />
      <TextField
        type="datetime-local"
        field={form.field('from')}
        label="开始时间"
        optional={!windowed}
        required={windowed}
        hint="仅在“按时段开启”时使用，北京时间。"
      />
      <TextField type="datetime-local" field={form.field('until')} label="结束时间" optional={!windowed} required={windowed} hint="到此时间网站自动恢复彩色。" />
      <FormActions form={form} submit="保存设置" />
    </form>
  );
}
