import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PERSONAL_TEMPLATES } from '@/components/templates/registry-personal';
import { findPersonalCenterRoute } from '@/lib/navigation/routes';
import { PERSONAL_CENTER_PATH } from '@/lib/navigation/paths';
import type { SearchParams, TemplateRequest } from '@/lib/templates/types';

/**
 * The record pages of the personal centre (business records, allotment-sale intentions, job
 * applications): the route names the template (lib/navigation/routes.ts), the registry its module and
 * view, with the rows of the signed-in user only. Any other pair of segments is not a page of the
 * spec and goes home, as every unknown path does.
 */
export const dynamic = 'force-dynamic';

type RecordPageProps = { params: Promise<{ group: string; record: string }>; searchParams: Promise<SearchParams> };

async function recordOf(params: RecordPageProps['params']) {
  const { group, record } = await params;
  const route = findPersonalCenterRoute(`${PERSONAL_CENTER_PATH}/${decodeURIComponent(group)}/${decodeURIComponent(record)}`);
  return route && 'template' in route ? { ...route, routePath: `${PERSONAL_CENTER_PATH}/${route.path}` } : null;
}

export async function generateMetadata({ params, searchParams }: RecordPageProps): Promise<Metadata> {
  const route = await recordOf(params);
  if (!route) return { title: '个人中心', robots: { index: false, follow: false } };
  const req: TemplateRequest = { routePath: route.routePath, routeTitle: route.title, searchParams: await searchParams };
  return PERSONAL_TEMPLATES[route.template].metadata(req);
}

export default async function PersonalRecordPage({ params, searchParams }: RecordPageProps) {
  const route = await recordOf(params);
  if (!route) redirect('/home');
  return PERSONAL_TEMPLATES[route.template].render({ routePath: route.routePath, routeTitle: route.title, searchParams: await searchParams });
}
