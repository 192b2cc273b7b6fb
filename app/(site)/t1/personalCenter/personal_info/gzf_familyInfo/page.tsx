import type { Metadata } from 'next';
import { FamilyMembers } from '@/components/account/FamilyMembers';
import { loadPersonalCenterPage } from '@/components/account/personal-center';
import { PersonalCenterFrame } from '@/components/account/PersonalCenterFrame';
import { readFormFailure } from '@/lib/forms/failure-query';
import type { NavigationQuery } from '@/lib/navigation/resolve';
import { listFamilyMembers } from '@/lib/register/family';
import { readFamilyPageState } from '@/lib/register/personal-pages';
import { ACCOUNT_FORM_FIELDS } from '@/lib/validation/account-fields';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: '家庭信息', robots: { index: false, follow: false } };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function FamilyInfoPage({ searchParams }: { searchParams: Promise<NavigationQuery> }) {
  const query = await searchParams;
  const { user, nav, title } = await loadPersonalCenterPage('personal_info/gzf_familyInfo', query);
  const members = await listFamilyMembers(user.userId);
  const get = (name: string) => first(query[name]) ?? null;
  return (
    <PersonalCenterFrame nav={nav} title={title}>
      <FamilyMembers members={members} state={readFamilyPageState(get)} failure={readFormFailure(get, ACCOUNT_FORM_FIELDS.familyMember, ['duplicate'])} />
    </PersonalCenterFrame>
  );
}
