import { notFound } from 'next/navigation';
import { cachedCommercialProject, cachedCommercialProjects } from '@/lib/cache/reads';
import { commercialProjectExists, type CommercialProjectDetail, type CommercialProjectOption } from '@/lib/data-docking/shops';
import { commercialProjectHref } from '@/lib/data-docking/shop-links';
import { pageMetadata } from '@/lib/seo';
import { canonicalPath, columnDescription, columnLabel } from '../column-meta';
import { loadTemplatePage, type TemplatePageState } from '../column-state';
import { defineTemplate } from '../define';
import { idValue } from '../param-keys';
import { toUrlSearchParams, type CacheQuery } from '../types';
import { shopProjectKeys } from './keys';

export type ShopProjectData = { state: TemplatePageState; project: CommercialProjectDetail | null; projects: CommercialProjectOption[] };

/** One commercial project with its shops and occupancy; the bare route lists every commercial project. */
export const shopProject = defineTemplate<ShopProjectData>({
  ...shopProjectKeys,
  shell: (req, { state, project }) => ({ title: project ? project.name : columnLabel(req, state) }),
  async load(req) {
    const state = await loadTemplatePage(req.routePath, 'shop-project', req.searchParams);
    const id = idValue(toUrlSearchParams(req.searchParams), 'projectId');
    if (!id) {
      if (req.searchParams.projectId !== undefined) notFound();
      return { state, project: null, projects: await cachedCommercialProjects() };
    }
    const project = await cachedCommercialProject(Number(id));
    if (!project) notFound();
    return { state, project, projects: [] };
  },
  metadata(req, { state, project }) {
    if (!project) return pageMetadata({ title: columnLabel(req, state), description: columnDescription(req, state), path: canonicalPath(req, state) });
    return pageMetadata({
      title: project.name,
      description: project.description.slice(0, 150) || `${project.name}（${project.district}）`,
      path: commercialProjectHref(project.id),
      image: project.images[0]?.src,
    });
  },
  async canonicalParams(query: CacheQuery) {
    if (!query.projectId) return query;
    // Uncached: a stranger's random ids must not each leave a data-cache entry behind.
    return (await commercialProjectExists(Number(query.projectId))) ? query : 'not-found';
  },
});
