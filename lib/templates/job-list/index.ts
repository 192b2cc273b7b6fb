import { cachedCompanyChoices, cachedListJobPosts } from '@/lib/cache/reads';
import type { Page } from '@/lib/cms/types';
import { listJobPosts, type CompanyChoice, type JobPostCard } from '@/lib/recruitment/posts';
import { pageMetadata } from '@/lib/seo';
import { districtByCode } from '@/lib/validation/districts';
import { isCachedJobFilter, jobFilterQuery, jobStatusLabel, parseJobFilter, recruitTypeLabel, type JobFilter } from '@/lib/validation/job-filter';
import { canonicalPath, columnDescription, columnLabel } from '../column-meta';
import { loadTemplatePage, type TemplatePageState } from '../column-state';
import { defineTemplate } from '../define';
import { toUrlSearchParams, type CacheQuery } from '../types';
import { jobListKeys } from './keys';

export const JOB_PAGE_SIZE = 10;

export type JobListData = {
  state: TemplatePageState;
  filter: JobFilter;
  dropped: string[];
  page: Page<JobPostCard>;
  companies: CompanyChoice[];
};

/** Only the lists whose page is cached read through the data cache; the rest go to the database. */
function readPage(filter: JobFilter): Promise<Page<JobPostCard>> {
  return isCachedJobFilter(filter) ? cachedListJobPosts(filter, JOB_PAGE_SIZE) : listJobPosts(filter, { pageSize: JOB_PAGE_SIZE });
}

/** /t1/PostInformation: the job posts with their filters. */
export const jobList = defineTemplate<JobListData>({
  ...jobListKeys,
  async load(req) {
    const state = await loadTemplatePage(req.routePath, 'job-list', req.searchParams);
    const params = toUrlSearchParams(req.searchParams);
    const { filter, dropped } = parseJobFilter((n) => params.get(n));
    const companies = await cachedCompanyChoices();
    // A company that does not exist names nothing: the list is shown without it (as the cached page's redirect does).
    if (filter.company !== undefined && !companies.some((c) => c.id === filter.company)) {
      delete filter.company;
      dropped.push('company');
    }
    const page = await readPage(filter);
    return { state, filter: { ...filter, pageNum: page.pageNum || 1 }, dropped, page, companies };
  },
  metadata(req, { state, filter, page, companies }) {
    const parts = [
      filter.company !== undefined ? (companies.find((c) => c.id === filter.company)?.name ?? '') : '',
      filter.type ? recruitTypeLabel(filter.type) : '',
      filter.place ? (districtByCode(filter.place)?.label ?? '') : '',
      filter.status ? jobStatusLabel(filter.status) : '',
    ].filter(Boolean);
    return pageMetadata({
      title: `${columnLabel(req, state)}${parts.length ? `：${parts.join(' ')}` : ''}${page.pageNum > 1 ? `（第${page.pageNum}页）` : ''}`,
      description: `${columnDescription(req, state)}，共 ${page.total} 个岗位。`,
      path: canonicalPath(req, state, jobFilterQuery(filter)),
    });
  },
  /** A company that does not exist is dropped; a page past the end becomes the last page. */
  async canonicalParams(query: CacheQuery) {
    const { filter } = parseJobFilter((n) => query[n] ?? null);
    if (filter.company !== undefined && !(await cachedCompanyChoices()).some((c) => c.id === filter.company)) delete filter.company;
    const first = await cachedListJobPosts({ ...filter, pageNum: 1 }, JOB_PAGE_SIZE);
    const pageNum = Math.min(filter.pageNum, Math.max(first.pages, 1));
    const out: CacheQuery = {};
    for (const [k, v] of Object.entries(query)) if (!(jobListKeys.params as readonly string[]).includes(k)) out[k] = v;
    return { ...out, ...jobFilterQuery({ ...filter, pageNum }) };
  },
});
