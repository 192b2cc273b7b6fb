import type { ColumnNode } from '@/lib/cms/types';
import { articleHref, toQueryString } from '@/lib/navigation/paths';
import { findPath } from '@/lib/navigation/resolve';

/** col1..col4 (and special, when the trail belongs to a topic) naming exactly this trail. */
export function trailQuery(trail: readonly ColumnNode[]): Record<string, string | undefined> {
  const query: Record<string, string | undefined> = {};
  trail.slice(0, 4).forEach((node, i) => {
    query[`col${i + 1}`] = node.key;
  });
  const special = trail.find((n) => n.specialKey)?.specialKey;
  if (special) query.special = special;
  return query;
}

/**
 * The URL of a column's own page: its route with the trail as col1..colN. Unlike columnHref it
 * does not descend to the first leaf, so a branch (e.g. 新闻中心 showing all news) has its own URL.
 */
export function columnPageHref(trail: readonly ColumnNode[], extra: Record<string, string | number | undefined> = {}): string {
  const last = trail[trail.length - 1];
  if (!last) return '/home';
  if (!last.route.startsWith('/t1/') && !last.route.startsWith('/t3')) return last.route;
  return `${last.route}${toQueryString({ ...trailQuery(trail), ...extra })}`;
}

/** Notices (通知公告 and below, routed under /t3) open in /t3; everything else in /t1. */
export function articleKindOf(trail: readonly ColumnNode[]): 't1' | 't3' {
  return trail.some((n) => n.route.startsWith('/t3')) ? 't3' : 't1';
}

/** Link to a content from anywhere (home page, sitemap): its column's trail is found in the tree. */
export function contentHref(tree: readonly ColumnNode[], columnKey: string, contentId: number): string {
  const trail = findPath(tree, columnKey);
  return articleHref(articleKindOf(trail), { ...trailQuery(trail), contentId });
}
