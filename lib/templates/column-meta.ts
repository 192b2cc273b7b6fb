/** Pieces the column templates' metadata and views share. */
import { getEnv } from '@/lib/env';
import { trailQuery } from '@/lib/navigation/links';
import { toQueryString } from '@/lib/navigation/paths';
import type { TemplatePageState } from './column-state';
import type { TemplateRequest } from './types';

export function columnLabel(req: TemplateRequest, state: TemplatePageState): string {
  return state.column?.label ?? req.routeTitle;
}

export function columnDescription(req: TemplateRequest, state: TemplatePageState): string {
  return state.column?.description || `${getEnv().SITE_NAME}「${columnLabel(req, state)}」栏目`;
}

/** Canonical path of a column page: its route with the trail (not the visitor's spelling of it). */
export function canonicalPath(req: TemplateRequest, state: TemplatePageState, extra: Record<string, string | number | undefined> = {}): string {
  return `${req.routePath}${toQueryString({ ...trailQuery(state.nav.trail), ...extra })}`;
}

/** Notices live under /t3; other articles keep their /t1 route (article_content, PostDeatil, projectDetail). */
export function articlePath(routePath: string, kind: 't1' | 't3'): string {
  if (kind === 't3') return '/t3/news_list/article_content';
  return routePath.startsWith('/t1/') ? routePath : '/t1/article_content';
}
