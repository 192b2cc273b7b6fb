import type { Metadata } from 'next';
import { BasicInfoForm } from '@/components/account/BasicInfoForm.client';
import { loadPersonalCenterPage } from '@/components/account/personal-center';
import { PersonalCenterFrame } from '@/components/account/PersonalCenterFrame';
import type { NavigationQuery } from '@/lib/navigation/resolve';
import { profileOfSession } from '@/lib/register/profile';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: '基本信息', robots: { index: false, follow: false } };

export default async function BasicInfoPage({ searchParams }: { searchParams: Promise<NavigationQuery> }) {
  const { user, nav, title } = await loadPersonalCenterPage('personal_info/basic_info', await searchParams);
  return (
    <PersonalCenterFrame nav={nav} title={title}>
      <BasicInfoForm initial={profileOfSession(user)} />
    </PersonalCenterFrame>
  );
}
