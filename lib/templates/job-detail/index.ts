import { notFound } from 'next/navigation';
import { cachedColumnTree, cachedJobPost } from '@/lib/cache/reads';
import type { ColumnNode } from '@/lib/cms/types';
import { firstColumnWithRoute } from '@/lib/navigation/content-cache-rules';
import { trailQuery } from '@/lib/navigation/links';
import { findPath } from '@/lib/navigation/resolve';
import { jobPostExists, type JobPostDetail } from '@/lib/recruitment/posts';
import { formatSalary, jobPostPath, JOB_LIST_PATH } from '@/lib/recruitment/post-links';
import { pageMetadata } from '@/lib/seo';
import { loadTemplatePage, type TemplatePageState } from '../column-state';
import { defineTemplate } from '../define';
import { idValue } from '../param-keys';
import { toUrlSearchParams, type CacheQuery } from '../types';
import { jobDetailKeys } from './keys';

export type JobDetailData = { state: TemplatePageState; post: JobPostDetail };

/** The list's column, as deep as the tree names it (加入我们 → 招聘信息): the post's breadcrumbs. */
function listTrail(tree: ColumnNode[]): ColumnNode[] {
  let node = firstColumnWithRoute(tree, JOB_LIST_PATH);
  if (!node) return [];
  for (let child = node.children.find((c) => c.route === JOB_LIST_PATH); child; child = child.children.find((c) => c.route === JOB_LIST_PATH)) node = child;
  return findPath(tree, node.key);
}

/** One job post by postId; a real 404 for an id that names nothing. */
export const jobDetail = defineTemplate<JobDetailData>({
  ...jobDetailKeys,
  shell: (_req, { post }) => ({ title: post.title }),
  async load(req) {
    const id = idValue(toUrlSearchParams(req.searchParams), 'postId');
    const post = id ? await cachedJobPost(Number(id)) : null;
    if (!post) notFound();
    const tree = await cachedColumnTree();
    const query: Record<string, string> = {};
    for (const [k, v] of Object.entries(trailQuery(listTrail(tree)))) if (v) query[k] = v;
    const state = await loadTemplatePage(req.routePath, 'job-detail', query);
    return { state, post };
  },
  metadata(_req, { post: p }) {
    const salary = formatSalary(p.salaryMin, p.salaryMax);
    return pageMetadata({
      title: `${p.title}（${p.companyName}）`,
      description: `${p.companyName}${p.department}招聘${p.title}${p.headcount}人，${p.recruitTypeLabel}，工作地点${p.place}，${p.educationLabel}，月薪${salary}，报名截止${p.deadline}（${p.statusLabel}）。`,
      path: jobPostPath(p.id),
    });
  },
  async canonicalParams(query: CacheQuery) {
    const id = query.postId ? Number(query.postId) : 0;
    // Uncached: a stranger's random ids must not each leave a data-cache entry behind.
    if (!id || !(await jobPostExists(id))) return 'not-found';
    // The page places itself under the list's column: a visitor's trail names nothing here.
    return { postId: String(id) };
  },
});
