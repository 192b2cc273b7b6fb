import { notFound } from 'next/navigation';
import { cachedColumnTree, cachedProject } from '@/lib/cache/reads';
import { projectExists, type ProjectDetail } from '@/lib/data-docking/projects';
import { findPath } from '@/lib/navigation/resolve';
import { pageMetadata } from '@/lib/seo';
import { loadTemplatePage, type TemplatePageState } from '../column-state';
import { defineTemplate } from '../define';
import { idValue } from '../param-keys';
import { toUrlSearchParams, type CacheQuery } from '../types';
import { projectDetailKeys } from './keys';

export type ProjectDetailData = { state: TemplatePageState; project: ProjectDetail };

/** The column a project page sits under: its business's 项目展示. */
const COLUMN_BY_TYPE: Record<ProjectDetail['businessType'], string> = {
  gzf: 'gzf_xmzs',
  bzf: 'bzf_xmzs',
  psx: 'xmzs_special',
  gycq: 'gycqf_xmzs',
};

/** One housing project by projectId; a real 404 for an id that names nothing. */
export const projectDetail = defineTemplate<ProjectDetailData>({
  ...projectDetailKeys,
  shell: (_req, { project }) => ({ title: project.name }),
  async load(req) {
    const id = idValue(toUrlSearchParams(req.searchParams), 'projectId');
    const project = id ? await cachedProject(Number(id)) : null;
    if (!project) notFound();
    const tree = await cachedColumnTree();
    const trail = findPath(tree, COLUMN_BY_TYPE[project.businessType]);
    const query: Record<string, string> = {};
    trail.slice(0, 4).forEach((n, i) => (query[`col${i + 1}`] = n.key));
    const state = await loadTemplatePage(req.routePath, 'project-detail', query);
    return { state, project };
  },
  metadata(_req, { project: p }) {
    const money = p.rentMin !== null ? `月租金 ${p.rentMin}–${p.rentMax} 元` : p.priceMin !== null ? `参考单价 ${p.priceMin}–${p.priceMax} 元/㎡` : '';
    return pageMetadata({
      title: p.name,
      description: `${p.businessLabel}项目，位于${p.address}。${p.statusLabel}，现有 ${p.homesAvailable} 套可申请，共 ${p.homesTotal} 套。${money}`,
      path: `/t1/projectDetail?projectId=${p.id}`,
      image: p.images[0]?.src,
    });
  },
  async canonicalParams(query: CacheQuery) {
    const id = query.projectId ? Number(query.projectId) : 0;
    // Uncached: a stranger's random ids must not each leave a data-cache entry behind.
    if (!id || !(await projectExists(id))) return 'not-found';
    // The page places itself under its business's column: a visitor's trail names nothing here.
    return { projectId: String(id) };
  },
});
