import type { ApplicationsFlash } from '@/components/recruitment/JobRecords';
import type { Page } from '@/lib/cms/types';
import { readRecordsFailure } from '@/lib/recruitment/links';
import { getApplication, listApplications, type ApplicationRecord } from '@/lib/recruitment/applications';
import { definePersonalTemplate } from '../define';
import { loadPersonalTemplatePage, type PersonalCenterPage } from '../personal-centre';
import { first, idParam, pagingOf, PERSONAL_PAGE_SIZE } from '../personal-query';
import type { SearchParams } from '../types';
import { jobApplicationsKeys } from './keys';

export type JobApplicationsData = { page: PersonalCenterPage; applications: Page<ApplicationRecord>; flash: ApplicationsFlash; keep: Record<string, string | undefined> };

/** The notice after applying or withdrawing, naming only the user's own application. */
async function applicationsFlash(userId: number, query: SearchParams): Promise<ApplicationsFlash> {
  for (const kind of ['applied', 'withdrawn'] as const) {
    const id = idParam(query[kind]);
    if (id === null) continue;
    const own = await getApplication(userId, id);
    if (own) return { kind, postTitle: own.postTitle, receiptNo: own.receiptNo };
  }
  return readRecordsFailure((name) => first(query[name]));
}

/** 求职记录: the user's job applications with their state, paged. */
export const jobApplications = definePersonalTemplate<JobApplicationsData>({
  ...jobApplicationsKeys,
  async load(req) {
    const page = await loadPersonalTemplatePage(req);
    const { pageNum, keep } = pagingOf(req.searchParams);
    const applications = await listApplications(page.user.userId, { pageNum, pageSize: PERSONAL_PAGE_SIZE });
    return { page, applications, flash: await applicationsFlash(page.user.userId, req.searchParams), keep };
  },
});
