import { cachedListProjects } from '@/lib/cache/reads';
import type { Page } from '@/lib/cms/types';
import { listProjects, type ProjectCard } from '@/lib/data-docking/projects';
import { trailQuery } from '@/lib/navigation/links';
import { DEFAULT_PAGE_SIZE } from '@/lib/navigation/pagination';
import { projectFeedPath } from '@/lib/feeds/project-feeds';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { businessLabel, projectFilterQuery, type ProjectFilter } from '@/lib/validation/project-filter';
import { districtByCode } from '@/lib/validation/districts';
import { canonicalPath, columnDescription, columnLabel } from '../column-meta';
import type { TemplatePageState } from '../column-state';
import { defineTemplate } from '../define';
import { canonicalListQuery, loadListRequest, readListPage, type FilteredList } from '../filtered-list';
import type { CacheQuery } from '../types';
import { finderScope, isCachedProjectFilter, projectFinderKeys, readFinderFilter, type FinderScope } from './keys';

export const FINDER_PAGE_SIZE = 12;

export type ProjectFinderData = {
  state: TemplatePageState;
  scope: FinderScope;
  filter: ProjectFilter;
  dropped: string[];
  page: Page<ProjectCard>;
};

const PROJECTS: FilteredList<ProjectFilter, ProjectCard> = {
  template: 'project-finder',
  keys: projectFinderKeys,
  pageSize: FINDER_PAGE_SIZE,
  parse: readFinderFilter,
  query: projectFilterQuery,
  isCached: isCachedProjectFilter,
  cached: cachedListProjects,
  uncached: listProjects,
};

/** The project finder (/t1/project_show*, /t1/xmzs, /t1/project_show_gycqf, /t1/tzgg_04). */
export const projectFinder = defineTemplate<ProjectFinderData>({
  ...projectFinderKeys,
  async load(req) {
    const { state, filter, dropped } = await loadListRequest(PROJECTS, req);
    const page = await readListPage(PROJECTS, filter);
    return { state, scope: finderScope(req.routePath), filter: { ...filter, pageNum: page.pageNum || 1 }, dropped, page };
  },
  metadata(req, { state, filter, page }) {
    const label = columnLabel(req, state);
    const parts = [filter.type ? businessLabel(filter.type) : '', filter.district ? (districtByCode(filter.district)?.label ?? '') : ''].filter(Boolean);
    const pageNum = page.pageNum > 1 ? page.pageNum : undefined;
    const meta = pageMetadata({
      title: `${label}${parts.length ? `：${parts.join(' ')}` : ''}${pageNum ? `（第${pageNum}页）` : ''}`,
      description: `${columnDescription(req, state)}，共 ${page.total} 个项目。`,
      path: canonicalPath(req, state, projectFilterQuery(filter)),
    });
    // The feeds of the business types this list shows (lib/feeds/project-feeds.ts): <link rel="alternate">.
    const types = filter.type ? [filter.type] : filter.types;
    if (page.total === 0 || types.length === 0) return meta;
    const feeds = (kind: 'rss' | 'atom') => types.map((t) => ({ url: absoluteUrl(projectFeedPath(t, kind)), title: `${businessLabel(t)}项目 ${kind === 'rss' ? 'RSS' : 'Atom'}` }));
    return { ...meta, alternates: { ...meta.alternates, types: { 'application/rss+xml': feeds('rss'), 'application/atom+xml': feeds('atom') } } };
  },
  /** Filter codes are checked by the pure half; here a page past the end becomes the last page. */
  async canonicalParams(query: CacheQuery, routePath: string) {
    const { filter } = readFinderFilter(new URLSearchParams(query), routePath);
    return canonicalListQuery(PROJECTS, query, filter);
  },
});

/** The list's links keep the column trail. */
export function finderTrail(state: TemplatePageState): Record<string, string> {
  const q = trailQuery(state.nav.trail);
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(q)) if (typeof v === 'string') out[k] = v;
  return out;
}

export { DEFAULT_PAGE_SIZE };
