import { JobList } from '@/components/recruitment/JobList';
import { FollowForm } from '@/components/subscriptions/FollowForm';
import { toQueryString } from '@/lib/navigation/paths';
import type { JobListData } from '@/lib/templates/job-list';
import { finderTrail } from '@/lib/templates/project-finder';
import type { TemplateViewProps } from './types';

export function JobListView({ req, data: { state, filter, dropped, page, companies } }: TemplateViewProps<JobListData>) {
  const trail = finderTrail(state);
  return (
    <>
      <FollowForm fields={{ kind: 'job', type: filter.type, place: filter.place }} back={`${req.routePath}${toQueryString({ ...trail, type: filter.type, place: filter.place })}`} label="订阅此类岗位" />
      <JobList pathname={req.routePath} baseQuery={trail} filter={filter} dropped={dropped} page={page} companies={companies} />
    </>
  );
}
