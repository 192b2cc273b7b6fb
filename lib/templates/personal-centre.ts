import { cache } from 'react';
import { notFound } from 'next/navigation';
import { cachedColumnTree } from '@/lib/cache/reads';
import type { ColumnNode } from '@/lib/cms/types';
import { findPath, findPersonalCenterColumn, resolveNavigation, type NavigationQuery, type ResolvedNavigation } from '@/lib/navigation/resolve';
import { findPersonalCenterRoute, PERSONAL_CENTER_ROUTES, type PersonalCenterPath } from '@/lib/navigation/routes';
import { PERSONAL_CENTER_PATH, toQueryString } from '@/lib/navigation/paths';
import { requireUser, type SessionUser } from '@/lib/session';
import type { TemplateRequest } from './types';

/** Search params as Next passes them, flattened to first values for a ?redirect= URL. */
function queryString(searchParams: NavigationQuery): string {
  const flat: Record<string, string> = {};
  for (const [k, v] of Object.entries(searchParams)) {
    const first = Array.isArray(v) ? v[0] : v;
    if (typeof first === 'string') flat[k] = first;
  }
  return toQueryString(flat);
}

/** The deepest column under 个人中心 whose route is this page. */
function columnForRoute(node: ColumnNode, route: string): ColumnNode | null {
  for (const child of node.children) {
    const deeper = columnForRoute(child, route);
    if (deeper) return deeper;
  }
  return node.route === route ? node : null;
}

/**
 * The column tree of this request: the same cached read as the site header (so the side menu and
 * the breadcrumbs never disagree with the header), read once for the layout and the page together.
 * A personal page is rendered per request, and an uncached tree was one query of every column each time.
 */
export const columnTreeOfRequest = cache(() => cachedColumnTree());

export type PersonalCenterPage = { user: SessionUser; nav: ResolvedNavigation; title: string };

/**
 * Every personal-centre page starts here: the session is checked on the server for this very page
 * (the layout checks too, but a layout is not re-run on client navigation), then the navigation
 * (breadcrumbs) comes from the column labelled 个人中心, with the spec §2 token rule on basic_info.
 */
export async function loadPersonalCenterPage(path: PersonalCenterPath, searchParams: NavigationQuery): Promise<PersonalCenterPage> {
  const route = `${PERSONAL_CENTER_PATH}/${path}`;
  const user = await requireUser(`${route}${queryString(searchParams)}`);
  const tree = await columnTreeOfRequest();
  const personalCenter = findPersonalCenterColumn(tree);
  const column = personalCenter ? columnForRoute(personalCenter, route) : null;
  const query: Record<string, string> = {};
  if (column) findPath(tree, column.key).slice(0, 4).forEach((n, i) => (query[`col${i + 1}`] = n.key));
  const nav = resolveNavigation(tree, { ...searchParams, ...query }, { pathname: route });
  return { user, nav, title: column?.label ?? PERSONAL_CENTER_ROUTES[path].title };
}

/** The personal-centre page of a template request (the dispatcher found its route in lib/navigation/routes). */
export function loadPersonalTemplatePage(req: TemplateRequest): Promise<PersonalCenterPage & { path: PersonalCenterPath }> {
  const route = findPersonalCenterRoute(req.routePath);
  if (!route) notFound();
  return loadPersonalCenterPage(route.path, req.searchParams).then((page) => ({ ...page, path: route.path }));
}
