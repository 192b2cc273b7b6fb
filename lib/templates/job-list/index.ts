import { cachedCompanyChoices, cachedListJobPosts } from '@/lib/cache/reads';
import type { Page } from '@/lib/cms/types';
import { listJobPosts, type CompanyChoice, type JobPostCard } from '@/lib/recruitment/posts';
import { pageMetadata } from '@/lib/seo';
import { districtByCode } from '@/lib/validation/districts';
import { isCachedJobFilter, jobFilterQuery, jobStatusLabel, parseJobFilter, recruitTypeLabel, type JobFilter } from '@/lib/validation/job-filter';
import { canonicalPath, columnDescription, columnLabel } from '../column-meta';
import type { TemplatePageState } from '../column-state';
import { defineTemplate } from '../define';
import { canonicalListQuery, loadListRequest, readListPage, type FilteredList } from '../filtered-list';
import type { CacheQuery } from '../types';
import { jobListKeys } from './keys';

export const JOB_PAGE_SIZE = 10;

export type JobListData = {
  state: TemplatePageState;
  filter: JobFilter;
  dropped: string[];
  page: Page<JobPostCard>;
  companies: CompanyChoice[];
};

const JOB_POSTS: FilteredList<JobFilter, JobPostCard> = {
  template: 'job-list',
  keys: jobListKeys,
  pageSize: JOB_PAGE_SIZE,
  parse: (params) => parseJobFilter((n) => params.get(n)),
  query: jobFilterQuery,
  isCached: isCachedJobFilter,
  cached: cachedListJobPosts,
  uncached: listJobPosts,
};

/** /t1/PostInformation: the job posts with their filters. */
export const jobList = defineTemplate<JobListData>({
  ...jobListKeys,
  async load(req) {
    const { state, filter, dropped } = await loadListRequest(JOB_POSTS, req);
    const companies = await cachedCompanyChoices();
    // A company that does not exist names nothing: the list is shown without it (as the cached page's redirect does).
    if (filter.company !== undefined && !companies.some((c) => c.id === filter.company)) {
      delete filter.company;
      dropped.push('company');
    }
    const page = await readListPage(JOB_POSTS, filter);
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
    return canonicalListQuery(JOB_POSTS, query, filter);
  },
});
