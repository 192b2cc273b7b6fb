import type { HousingBusinessCode } from '@/lib/eligibility/businesses';
import { parseProjectFilter, projectFilterQuery, PROJECT_FILTER_PARAMS, PROJECT_NARROWING_PARAMS, type ProjectFilter } from '@/lib/validation/project-filter';
import { withinCachedFilters } from '@/lib/validation/cached-filters';
import type { TemplateKeys } from '../types';

/** Which projects each finder route lists. */
export type FinderScope = { types: readonly HousingBusinessCode[]; availableOnly?: boolean };

export const FINDER_SCOPES: Readonly<Record<string, FinderScope>> = {
  '/t1/project_show': { types: ['gzf', 'bzf', 'psx', 'gycq'] },
  /** 普通项目: the rental homes (公租房, 保租房). */
  '/t1/project_show/common': { types: ['gzf', 'bzf'] },
  /** 专项项目: homes sold under the special programmes (配售型, 共有产权). */
  '/t1/project_show/special': { types: ['psx', 'gycq'] },
  '/t1/xmzs': { types: ['gzf', 'bzf'] },
  '/t1/project_show_gycqf': { types: ['gycq'] },
  /** 优质房源: shared-ownership homes on sale with homes left. */
  '/t1/tzgg_04': { types: ['gycq'], availableOnly: true },
};

export function finderScope(routePath: string): FinderScope {
  return FINDER_SCOPES[routePath] ?? { types: ['gzf', 'bzf', 'psx', 'gycq'] };
}

export function readFinderFilter(params: URLSearchParams, routePath: string): { filter: ProjectFilter; dropped: string[] } {
  const scope = finderScope(routePath);
  const parsed = parseProjectFilter((n) => params.get(n), scope.types);
  if (scope.availableOnly) parsed.filter.availableOnly = true;
  return parsed;
}

/**
 * Whether this list is cached (page and data): no keyword, and at most one filter (param-keys'
 * MAX_CACHED_FILTERS). Anything else is rendered per request and never stored.
 */
export function isCachedProjectFilter(filter: ProjectFilter): boolean {
  return !filter.keyword && withinCachedFilters(projectFilterQuery(filter), PROJECT_NARROWING_PARAMS);
}

/**
 * The project finder: every filter is a code from a finite list. The unfiltered and single-filter
 * lists own cache entries; a keyword search or two filters and more are rendered per request.
 */
export const projectFinderKeys = {
  cacheable: true,
  params: PROJECT_FILTER_PARAMS.filter((p) => p !== 'keyword'),
  cacheQuery: (params: URLSearchParams, routePath: string) => {
    const { filter } = readFinderFilter(params, routePath);
    return isCachedProjectFilter(filter) ? projectFilterQuery(filter) : null;
  },
} as const satisfies TemplateKeys;
