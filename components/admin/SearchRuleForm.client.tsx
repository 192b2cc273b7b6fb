'use client';

import { useRouter } from 'next/navigation';
import { CheckField, formStyles, HiddenFields, TextField } from '@/components/form/fields';
import { FormActions, TextArea } from '@/components/form/more-fields';
import { useForm, type BoundField } from '@/components/form/use-form';
import type { FieldErrors } from '@/lib/api-client/envelope';
import { NEW_SEARCH_RULE_FIELDS, newSearchRuleForm, SEARCH_RULE_FIELDS, searchRuleForm } from '@/lib/validation/search-rule';

const TRIGGERS_HINT = '搜索词中出现其中任何一个即可触发；用空格、逗号或顿号分隔。不填：对每个查询都适用（如按记录状态排序）。';
const BOOSTS_HINT = '如“办事指南 1.6，在线服务 1.4”：该类结果的相关度乘以倍数（0.1 到 10）；“已结束 0.5”“往年 0.7”按记录状态（已出租、已满租、已截止、已废止；一年前的通知和新闻）。';

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
      <TextArea field={form.field('triggers')} label="触发词" rows={3} optional hint={TRIGGERS_HINT} />
      <TextField field={form.field('withWords')} label="同时需要的词" optional hint="填写时，搜索词还须含其中一个（如“商铺”）；不填则只看触发词。" />
      <TextField field={form.field('boosts')} label="类别倍数" hint={BOOSTS_HINT} />
      <CheckField field={form.field('enabled') as BoundField<boolean>} label="启用此规则" />
      <TextField field={form.field('note')} label="说明" optional />
      <FormActions form={form} submit="审核并保存" />
    </form>
  );
}

/** A new rule: its name and the same fields; whoever adds it has reviewed it. */
export function NewSearchRuleForm({ initialErrors }: { initialErrors?: FieldErrors }) {
  const router = useRouter();
  const form = useForm({
    id: 'rule-new-form',
    action: '/admin/api/search-rules/new',
    schema: newSearchRuleForm,
    initial: { name: '', triggers: '', withWords: '', boosts: '', enabled: true, note: '' },
    order: [...NEW_SEARCH_RULE_FIELDS],
    initialErrors,
    onSuccess: () => router.refresh(),
  });
  return (
    <form className={formStyles.form} {...form.formProps} aria-label="新增规则">
      <TextField field={form.field('name')} label="名称" maxLength={40} hint="一类问题的名称，如“投诉举报：联系方式”。" />
      <TextArea field={form.field('triggers')} label="触发词" rows={3} optional hint={TRIGGERS_HINT} />
      <TextField field={form.field('withWords')} label="同时需要的词" optional hint="填写时，搜索词还须含其中一个；不填则只看触发词。" />
      <TextField field={form.field('boosts')} label="类别倍数" hint={BOOSTS_HINT} />
      <CheckField field={form.field('enabled') as BoundField<boolean>} label="启用此规则" />
      <TextField field={form.field('note')} label="说明" optional />
      <FormActions form={form} submit="审核并添加" />
    </form>
  );
}
