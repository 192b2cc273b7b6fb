import { JobList } from '@/components/recruitment/JobList';
import type { JobListData } from '@/lib/templates/job-list';
import { finderTrail } from '@/lib/templates/project-finder';
import type { TemplateViewProps } from './types';

export function JobListView({ req, data: { state, filter, dropped, page, companies } }: TemplateViewProps<JobListData>) {
  return <JobList pathname={req.routePath} baseQuery={finderTrail(state)} filter={filter} dropped={dropped} page={page} companies={companies} />;
}
