'use client';

import { useRouter } from 'next/navigation';
import { CheckField, formStyles, HiddenFields, TextField } from '@/components/form/fields';
import { FormActions, TextArea } from '@/components/form/more-fields';
import { useForm, type BoundField } from '@/components/form/use-form';
import { SEARCH_RULE_FIELDS, searchRuleForm } from '@/lib/validation/search-rule';

export type SearchRuleFormProps = {
  id: number;
  name: string;
  initial: { triggers: string; withWords: string; boosts: string; enabled: boolean; note: string };
};

/**
 * One search intent rule on the form kit: its trigger words, the words it also needs, its factors per
 * result kind and whether it is on. Saving records the reviewer and reloads the page (the preview
 * then ranks with the saved rules).
 */
export function SearchRuleForm({ id, name, initial }: SearchRuleFormProps) {
  const router = useRouter();
  const form = useForm({
    id: `rule-${id}-form`,
    action: '/admin/api/search-rules',
    schema: searchRuleForm,
    initial: { id: String(id), triggers: initial.triggers, withWords: initial.withWords, boosts: initial.boosts, enabled: initial.enabled, note: initial.note },
    order: [...SEARCH_RULE_FIELDS],
    onSuccess: () => router.refresh(),
  });
  return (
    <form className={formStyles.form} {...form.formProps} aria-label={`规则：${name}`}>
      <HiddenFields values={{ id: String(id) }} />
      <TextArea field={form.field('triggers')} label="触发词" rows={3} hint="搜索词中出现其中任何一个即可触发；用空格、逗号或顿号分隔。" />
      <TextField field={form.field('withWords')} label="同时需要的词" optional hint="填写时，搜索词还须含其中一个（如“商铺”）；不填则只看触发词。" />
      <TextField field={form.field('boosts')} label="类别倍数" hint="如“办事指南 1.6，在线服务 1.4”：该类结果的相关度乘以倍数（0.1 到 10）。" />
      <CheckField field={form.field('enabled') as BoundField<boolean>} label="启用此规则" />
      <TextField field={form.field('note')} label="说明" optional />
      <FormActions form={form} submit="审核并保存" />
    </form>
  );
}
