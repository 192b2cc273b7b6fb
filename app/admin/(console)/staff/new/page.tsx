import type { Metadata } from 'next';
import Link from 'next/link';
import { ConsoleFrame } from '@/components/admin/ConsoleFrame';
import { firstParam } from '@/components/admin/FormError';
import { StaffCreateForm } from '@/components/admin/StaffForms.client';
import { FailureSummary } from '@/components/form/FailureSummary';
import { readFormFailure } from '@/lib/forms/failure-query';
import { staffRoleOptions } from '@/lib/staff/accounts';
import { requireStaffPage } from '@/lib/staff/current';
import { STAFF_ACTION, STAFF_API, STAFF_PAGES } from '@/lib/staff/staff-routes';
import { STAFF_FORM_FIELDS, STAFF_MSG } from '@/lib/validation/staff';
import styles from '../../../admin.module.css';
import own from '../staff.module.css';

export const metadata: Metadata = { title: '新建工作人员账号' };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const LABELS = { login: '登录名', displayName: '姓名', role: '角色' } as const;

/** What a field says after a post without JavaScript came back naming it (only names travel). */
const NO_SCRIPT_MESSAGES: Record<keyof typeof LABELS, string> = {
  login: `${STAFF_MSG.login}，且不能与已有账号相同`,
  displayName: STAFF_MSG.displayName,
  role: STAFF_MSG.roleChoose,
};

/** 新建工作人员账号: login, name and role; the next page shows the one-time password once. */
export default async function NewStaffPage({ searchParams }: PageProps) {
  const session = await requireStaffPage(STAFF_ACTION);
  const query = await searchParams;
  const failure = readFormFailure((n) => firstParam(query[n]) ?? null, STAFF_FORM_FIELDS.create);
  const initialErrors = Object.fromEntries(failure.fields.map((f) => [f, NO_SCRIPT_MESSAGES[f]]));
  return (
    <ConsoleFrame session={session} current="staff">
      <p>
        <Link href={STAFF_PAGES.list}>工作人员</Link> › 新建工作人员账号
      </p>
      <h1 className={styles.heading}>新建工作人员账号</h1>
      <section className={styles.card} aria-label="新建工作人员账号">
        <p className={`${styles.hint} ${own.lead}`}>
          创建后将显示一次性初始密码（只显示一次，请当面或通过安全渠道交给本人）。此人首次登录时须用自己的手机绑定验证器，并设置自己的密码。
        </p>
        <FailureSummary idPrefix="staff-create" reason={failure.reason} fields={failure.fields} labels={LABELS} />
        <StaffCreateForm action={STAFF_API.create} listHref={STAFF_PAGES.list} roles={staffRoleOptions()} initialErrors={initialErrors} />
      </section>
    </ConsoleFrame>
  );
}
