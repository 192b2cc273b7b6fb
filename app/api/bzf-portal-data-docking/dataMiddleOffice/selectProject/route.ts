import { getRoute } from '@/lib/api/route';
import { notFoundError } from '@/lib/api/respond';
import { getProject, listProjects } from '@/lib/data-docking/projects';
import { projectListQuery, toProjectFilter } from '@/lib/validation/project-query';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Spec §7 selectProject: a filtered page of housing projects, or one project with its unit types by projectId. */
export const GET = getRoute('dataDocking.selectProject', projectListQuery, async (q) => {
  if (q.projectId !== undefined) {
    const project = await getProject(q.projectId);
    if (!project) throw notFoundError('项目');
    return project;
  }
  return listProjects(toProjectFilter(q), { pageSize: q.pageSize });
});
