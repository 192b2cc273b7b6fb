import { readDraftsNotice } from '@/lib/recruitment/links';
import { listDrafts, type DraftListItem } from '@/lib/recruitment/drafts';
import { definePersonalTemplate } from '../define';
import { loadPersonalTemplatePage, type PersonalCenterPage } from '../personal-centre';
import { first } from '../personal-query';
import { jobDraftsKeys } from './keys';

export type JobDraftsData = { page: PersonalCenterPage; drafts: DraftListItem[]; removed: boolean; removeError: boolean };

/** 登记表草稿: the user's unsent resume and quick-application drafts, and the outcome of removing one. */
export const jobDrafts = definePersonalTemplate<JobDraftsData>({
  ...jobDraftsKeys,
  async load(req) {
    const page = await loadPersonalTemplatePage(req);
    const drafts = await listDrafts(page.user.userId);
    return { page, drafts, ...readDraftsNotice((name) => first(req.searchParams[name])) };
  },
});
