import { breadcrumbs as crumbsOf, type ResolvedNavigation } from '@/lib/navigation/resolve';
import { BreadcrumbsView, type PackedCrumb } from './Breadcrumbs.client';
import { LAYOUT_TEXT } from './text';

export type BreadcrumbsProps = {
  /** Resolved navigation of the page (resolveNavigation(tree, searchParams)). */
  nav: Pick<ResolvedNavigation, 'trail' | 'levels'>;
  /** A last, unlinked crumb after the column trail, e.g. an article title or 正文. */
  current?: string;
};

/** 首页 › column › … trail with schema.org BreadcrumbList microdata; the last crumb is the current page. */
export function Breadcrumbs({ nav, current }: BreadcrumbsProps) {
  const crumbs: PackedCrumb[] = [
    [LAYOUT_TEXT.breadcrumbHome, '/home'],
    ...crumbsOf(nav)
      .filter((c) => c.href !== '/home' || c.key !== 'home')
      .map((c): PackedCrumb => [c.label, c.href]),
  ];
  if (current) crumbs.push([current]);
  return <BreadcrumbsView crumbs={crumbs} />;
}
