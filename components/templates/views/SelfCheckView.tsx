import { PageShell } from '@/components/layout/PageShell';
import { SelfCheck } from '@/components/business/SelfCheck';
import { columnLabel } from '@/lib/templates/column-meta';
import type { SelfCheckData } from '@/lib/templates/self-check';
import type { TemplateViewProps } from './types';

export function SelfCheckView({ req, data: { state, typed, errors, results } }: TemplateViewProps<SelfCheckData>) {
  return (
    <PageShell nav={state.nav} tree={state.tree} route={req.routePath} title={columnLabel(req, state)}>
      <SelfCheck action={req.routePath} typed={typed} errors={errors} results={results} />
    </PageShell>
  );
}
