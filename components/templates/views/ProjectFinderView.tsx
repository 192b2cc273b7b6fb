import { PageShell } from '@/components/layout/PageShell';
import { ProjectFinder } from '@/components/projects/ProjectFinder';
import { columnLabel } from '@/lib/templates/column-meta';
import { finderTrail, type ProjectFinderData } from '@/lib/templates/project-finder';
import type { TemplateViewProps } from './types';

export function ProjectFinderView({ req, data: { state, scope, filter, dropped, page } }: TemplateViewProps<ProjectFinderData>) {
  return (
    <PageShell nav={state.nav} tree={state.tree} route={req.routePath} title={columnLabel(req, state)}>
      <ProjectFinder routePath={req.routePath} trail={finderTrail(state)} types={scope.types} filter={filter} dropped={dropped} page={page} />
    </PageShell>
  );
}
