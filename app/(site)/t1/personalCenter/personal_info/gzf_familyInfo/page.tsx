import type { Metadata } from 'next';
import { FamilyMembers } from '@/components/account/FamilyMembers.client';
import { loadPersonalCenterPage } from '@/components/account/personal-center';
import { PersonalCenterFrame } from '@/components/account/PersonalCenterFrame';
import type { NavigationQuery } from '@/lib/navigation/resolve';
import { listFamilyMembers } from '@/lib/register/family';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: '家庭信息', robots: { index: false, follow: false } };

export default async function FamilyInfoPage({ searchParams }: { searchParams: Promise<NavigationQuery> }) {
  const { user, nav, title } = await loadPersonalCenterPage('personal_info/gzf_familyInfo', await searchParams);
  const members = await listFamilyMembers(user.userId);
  return (
    <PersonalCenterFrame nav={nav} title={title}>
      <FamilyMembers initial={members} />
    </PersonalCenterFrame>
  );
}
