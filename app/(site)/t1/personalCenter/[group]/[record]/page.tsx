import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { loadPersonalCenterPage } from '@/components/account/personal-center';
import { PersonalCenterFrame } from '@/components/account/PersonalCenterFrame';
import { RecordTable } from '@/components/account/RecordTable';
import { PERSONAL_RECORDS } from '@/components/account/records';
import type { NavigationQuery } from '@/lib/navigation/resolve';
import { findPersonalCenterRoute, PERSONAL_CENTER_PATH } from '@/lib/navigation/routes';

/**
 * The record pages of the personal centre (business records, allotment-sale intentions, job
 * applications): one record-table template fed by PERSONAL_RECORDS. Any other pair of segments is
 * not a page of the spec and goes home, as every unknown path does.
 */
export const dynamic = 'force-dynamic';

type RecordPageProps = { params: Promise<{ group: string; record: string }>; searchParams: Promise<NavigationQuery> };

async function recordOf(params: RecordPageProps['params']) {
  const { group, record } = await params;
  const route = findPersonalCenterRoute(`${PERSONAL_CENTER_PATH}/${decodeURIComponent(group)}/${decodeURIComponent(record)}`);
  return route && route.kind === 'record' ? route : null;
}

export async function generateMetadata({ params }: RecordPageProps): Promise<Metadata> {
  const route = await recordOf(params);
  return { title: route?.title ?? '个人中心', robots: { index: false, follow: false } };
}

export default async function PersonalRecordPage({ params, searchParams }: RecordPageProps) {
  const route = await recordOf(params);
  if (!route) redirect('/home');
  const { nav, title } = await loadPersonalCenterPage(route.path, await searchParams);
  const spec = PERSONAL_RECORDS[route.path as keyof typeof PERSONAL_RECORDS];
  return (
    <PersonalCenterFrame nav={nav} title={title}>
      {/* No record service exists yet: each source arrives with its own issue, and until then the table is honestly empty. */}
      <RecordTable columns={spec.columns} rows={[]} source={spec.source} link={spec.link} />
    </PersonalCenterFrame>
  );
}
