import { PageShell } from '@/components/layout/PageShell';
import { columnLabel } from '@/lib/templates/column-meta';
import type { SubsidiariesData } from '@/lib/templates/subsidiaries';
import { Subsidiaries } from '../Subsidiaries';
import type { TemplateViewProps } from './types';

export function SubsidiariesView({ req, data: { state, subsidiaries } }: TemplateViewProps<SubsidiariesData>) {
  return (
    <PageShell nav={state.nav} tree={state.tree} route={req.routePath} title={columnLabel(req, state)}>
      <Subsidiaries subsidiaries={subsidiaries} />
    </PageShell>
  );
}
