'use client';

import { useRouter } from 'next/navigation';
import { formStyles, TextField } from '@/components/form/fields';
import { FormActions } from '@/components/form/more-fields';
import { useForm } from '@/components/form/use-form';
import type { FieldErrors } from '@/lib/api-client/envelope';

/**
 * 搜索推荐与同义词 (issue #27 part 4) on the form kit: the rules are lib/validation/search-console.ts
 * (fetched after hydration); both forms post without JavaScript as well. The service checks what
 * the schema cannot (the result is in the index, the words are words) and names the field.
 */
const schemas = () => import('@/lib/validation/search-console');

const PAGE = '/admin/search';

function reload(router: ReturnType<typeof useRouter>, to: string) {
  if (`${location.pathname}${location.search}` === to) router.refresh();
  else router.push(to);
}

export function BestBetForm({ initialErrors }: { initialErrors?: FieldErrors }) {
  const router = useRouter();
  const form = useForm<{ query: string; target: string }, { id: number }>({
    id: 'best-bet',
    action: '/admin/api/search/best-bets',
    schema: () => schemas().then((m) => m.bestBetForm),
    initial: { query: '', target: '' },
    order: ['query', 'target'],
    initialErrors,
    onSuccess: () => reload(router, `${PAGE}?saved=bet`),
  });
  return (
    <form className={formStyles.form} {...form.formProps}>
      <TextField field={form.field('query')} label="搜索词" required maxLength={50} autoComplete="off" hint="群众输入的词，如 公租房怎么申请；空格不计。" />
      <TextField
        field={form.field('target')}
        label="置顶的结果"
        required
        wide
        maxLength={300}
        autoComplete="off"
        hint="从搜索结果页复制结果的地址（如 /t1/…），或填写结果编号（如 content:12、page:/t1/…）。"
      />
      <FormActions form={form} submit="添加推荐" sending="正在保存…" />
    </form>
  );
}

export function SynonymForm({ initialErrors }: { initialErrors?: FieldErrors }) {
  const router = useRouter();
  const form = useForm<{ words: string }, { id: number }>({
    id: 'synonym',
    action: '/admin/api/search/synonyms',
    schema: () => schemas().then((m) => m.synonymForm),
    initial: { words: '' },
    order: ['words'],
    initialErrors,
    onSuccess: () => reload(router, `${PAGE}?saved=synonym`),
  });
  return (
    <form className={formStyles.form} {...form.formProps}>
      <TextField
        field={form.field('words')}
        label="同义词"
        required
        wide
        maxLength={200}
        autoComplete="off"
        hint="2 到 10 个意思相同的词，用空格、逗号或顿号分隔，如：青年驿站、人才公寓。每个词全为汉字（至少 2 个字）或全为字母数字。"
      />
      <FormActions form={form} submit="添加同义词" sending="正在保存…" />
    </form>
  );
}
