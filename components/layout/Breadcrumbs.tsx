import { breadcrumbs as crumbsOf, type ResolvedNavigation } from '@/lib/navigation/resolve';
import { BreadcrumbsView, type Crumb } from './Breadcrumbs.client';
import { LAYOUT_TEXT } from './text';

export type BreadcrumbsProps = {
  /** Resolved navigation of the page (resolveNavigation(tree, searchParams)). */
  nav: Pick<ResolvedNavigation, 'trail' | 'levels'>;
  /** A last, unlinked crumb after the column trail, e.g. an article title or 正文. */
  current?: string;
};

/** 首页 › column › … trail with schema.org BreadcrumbList microdata; the last crumb is the current page. */
export function Breadcrumbs({ nav, current }: BreadcrumbsProps) {
  const crumbs: Crumb[] = [
    { label: LAYOUT_TEXT.breadcrumbHome, href: '/home' },
    ...crumbsOf(nav)
      .filter((c) => c.href !== '/home' || c.key !== 'home')
      .map((c): Crumb => ({ label: c.label, href: c.href })),
  ];
  if (current) crumbs.push({ label: current });
  return <BreadcrumbsView crumbs={crumbs} />;
}
