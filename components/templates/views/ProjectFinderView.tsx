import { ProjectFinder } from '@/components/projects/ProjectFinder';
import { finderTrail, type ProjectFinderData } from '@/lib/templates/project-finder';
import type { TemplateViewProps } from './types';

export function ProjectFinderView({ req, data: { state, scope, filter, dropped, page } }: TemplateViewProps<ProjectFinderData>) {
  return <ProjectFinder routePath={req.routePath} trail={finderTrail(state)} types={scope.types} filter={filter} dropped={dropped} page={page} />;
}
