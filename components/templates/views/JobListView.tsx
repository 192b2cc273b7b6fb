import { PageShell } from '@/components/layout/PageShell';
import { JobList } from '@/components/recruitment/JobList';
import { columnLabel } from '@/lib/templates/column-meta';
import type { JobListData } from '@/lib/templates/job-list';
import { finderTrail } from '@/lib/templates/project-finder';
import type { TemplateViewProps } from './types';

export function JobListView({ req, data: { state, filter, dropped, page, companies } }: TemplateViewProps<JobListData>) {
  return (
    <PageShell nav={state.nav} tree={state.tree} route={req.routePath} title={columnLabel(req, state)}>
      <JobList pathname={req.routePath} baseQuery={finderTrail(state)} filter={filter} dropped={dropped} page={page} companies={companies} />
    </PageShell>
  );
}
