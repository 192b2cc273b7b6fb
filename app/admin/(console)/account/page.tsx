import type { Metadata } from 'next';
import { ConsoleFrame } from '@/components/admin/ConsoleFrame';
import { ConsoleOutcome } from '@/components/admin/ConsoleOutcome';
import { FormError, firstParam } from '@/components/admin/FormError';
import { StaffOwnPasswordForm } from '@/components/admin/StaffForms.client';
import { FailureSummary } from '@/components/form/FailureSummary';
import { readFormFailure } from '@/lib/forms/failure-query';
import { OWN_PASSWORD_API } from '@/lib/staff/console-writes';
import { requireStaffPage } from '@/lib/staff/current';
import { ROLE_LABELS } from '@/lib/staff/roles';
import { FORM_ERROR_TEXT, STAFF_FAILURE_REASONS } from '@/lib/staff/text';
import { STAFF_FORM_FIELDS, STAFF_MSG } from '@/lib/validation/staff';
import styles from '../../admin.module.css';

export const metadata: Metadata = { title: '我的账号' };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const LABELS = { current: '当前密码', password: '新密码', confirm: '再次输入新密码' } as const;

/** Only field names come back from a post without JavaScript: each says what to check. */
const NO_SCRIPT_MESSAGES: Record<keyof typeof LABELS, string> = {
  current: `${STAFF_MSG.currentPassword}（须为您现在的登录密码）`,
  password: '新密码须为 12 到 64 位，同时包含字母和数字，不含空格和登录名，且不能与当前密码相同',
  confirm: STAFF_MSG.confirm,
};

/** Every member of staff's own page: who they are signed in as, and 修改密码. */
export default async function StaffAccountPage({ searchParams }: PageProps) {
  const session = await requireStaffPage('console.enter');
  const params = await searchParams;
  const failure = readFormFailure((k) => firstParam(params[k]), STAFF_FORM_FIELDS.ownPassword, STAFF_FAILURE_REASONS);
  const initialErrors = Object.fromEntries(failure.fields.map((f) => [f, NO_SCRIPT_MESSAGES[f]]));
  const other = failure.reason && failure.reason !== 'invalid' ? failure.reason : undefined;
  const done = firstParam(params.done) === 'password';
  return (
    <ConsoleFrame session={session} current="account">
      <h1 className={styles.heading}>我的账号</h1>
      <ConsoleOutcome done={done ? '密码已修改。您在其他浏览器或设备上的登录已全部结束，本次登录继续有效。' : null} />
      <section className={styles.card} aria-labelledby="me-heading">
        <h2 id="me-heading" className={styles.subheading}>
          账号信息
        </h2>
        <p>
          {session.displayName}（登录名 {session.login}，{ROLE_LABELS[session.role]}）
        </p>
        <p>姓名、角色和两步验证由管理员在“工作人员”中修改；手机丢失时请联系管理员重置两步验证。</p>
      </section>
      <section className={styles.card} aria-labelledby="password-heading">
        <h2 id="password-heading" className={styles.subheading}>
          修改密码
        </h2>
        <p>修改后，您在其他浏览器或设备上的登录全部结束。</p>
        <FormError id="own-password-error" reason={other} messages={FORM_ERROR_TEXT} />
        <FailureSummary idPrefix="staff-own-password" reason={failure.reason === 'invalid' ? failure.reason : undefined} fields={failure.fields} labels={LABELS} />
        <StaffOwnPasswordForm action={OWN_PASSWORD_API} initialErrors={initialErrors} />
      </section>
    </ConsoleFrame>
  );
}
