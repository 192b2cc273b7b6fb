import type { Metadata } from 'next';
import { BasicInfo } from '@/components/account/BasicInfo';
import { loadPersonalCenterPage } from '@/components/account/personal-center';
import { PersonalCenterFrame } from '@/components/account/PersonalCenterFrame';
import { readFormFailure } from '@/lib/forms/failure-query';
import type { NavigationQuery } from '@/lib/navigation/resolve';
import { profileOfSession } from '@/lib/register/profile';
import { ACCOUNT_FORM_FIELDS } from '@/lib/validation/account-fields';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: '基本信息', robots: { index: false, follow: false } };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function BasicInfoPage({ searchParams }: { searchParams: Promise<NavigationQuery> }) {
  const query = await searchParams;
  const { user, nav, title } = await loadPersonalCenterPage('personal_info/basic_info', query);
  const get = (name: string) => first(query[name]) ?? null;
  return (
    <PersonalCenterFrame nav={nav} title={title}>
      <BasicInfo
        profile={profileOfSession(user)}
        editing={get('edit') === '1'}
        saved={get('saved') === '1'}
        failure={readFormFailure(get, ACCOUNT_FORM_FIELDS.userInfo)}
      />
    </PersonalCenterFrame>
  );
}
