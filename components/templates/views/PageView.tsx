import { PageShell } from '@/components/layout/PageShell';
import { columnHref } from '@/lib/navigation/resolve';
import { columnLabel } from '@/lib/templates/column-meta';
import type { PageData } from '@/lib/templates/page';
import { RichPage, type ColumnCard } from '../RichPage';
import type { TemplateViewProps } from './types';

export function PageView({ req, data: { state, content } }: TemplateViewProps<PageData>) {
  const { nav, tree, column } = state;
  const cards: ColumnCard[] = (column?.children ?? [])
    .filter((c) => !c.navHidden)
    .map((c) => ({ key: c.key, label: c.label, description: c.description, href: columnHref([...nav.trail, c]) }));
  return (
    <PageShell nav={nav} tree={tree} route={req.routePath} title={columnLabel(req, state)}>
      <RichPage content={content} childColumns={cards} />
    </PageShell>
  );
}
