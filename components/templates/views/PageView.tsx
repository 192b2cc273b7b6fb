import { columnHref } from '@/lib/navigation/resolve';
import type { PageData } from '@/lib/templates/page';
import { RichPage, type ColumnCard } from '../RichPage';
import type { TemplateViewProps } from './types';

export function PageView({ data: { state, content } }: TemplateViewProps<PageData>) {
  const { nav, column } = state;
  const cards: ColumnCard[] = (column?.children ?? [])
    .filter((c) => !c.navHidden)
    .map((c) => ({ key: c.key, label: c.label, description: c.description, href: columnHref([...nav.trail, c]) }));
  return <RichPage content={content} childColumns={cards} />;
}
