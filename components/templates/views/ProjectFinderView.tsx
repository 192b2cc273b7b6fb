import { ProjectFinder } from '@/components/projects/ProjectFinder';
import { FollowForm } from '@/components/subscriptions/FollowForm';
import { toQueryString } from '@/lib/navigation/paths';
import { finderTrail, type ProjectFinderData } from '@/lib/templates/project-finder';
import type { TemplateViewProps } from './types';

export function ProjectFinderView({ req, data: { state, scope, filter, dropped, page } }: TemplateViewProps<ProjectFinderData>) {
  const trail = finderTrail(state);
  // 订阅此查询: the finder's own codes (type, district, rent/price band), never the keyword.
  const search = { type: filter.type ?? (filter.types.length === 1 ? filter.types[0] : undefined), district: filter.district, rent: filter.rent?.code, price: filter.price?.code };
  return (
    <>
      <FollowForm fields={{ kind: 'project', ...search }} back={`${req.routePath}${toQueryString({ ...trail, ...search })}`} label="订阅此查询" />
      <ProjectFinder routePath={req.routePath} trail={trail} types={scope.types} filter={filter} dropped={dropped} page={page} />
    </>
  );
}
