import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { FormError, firstParam } from '@/components/admin/FormError';
import { StaffPasswordForm } from '@/components/admin/StaffForms.client';
import { FailureSummary } from '@/components/form/FailureSummary';
import { readFormFailure } from '@/lib/forms/failure-query';
import { getRenewingStaff } from '@/lib/staff/current';
import { FORM_ERROR_TEXT, STAFF_FAILURE_REASONS } from '@/lib/staff/text';
import { STAFF_FORM_FIELDS, STAFF_MSG } from '@/lib/validation/staff';
import styles from '../../admin.module.css';

export const metadata: Metadata = { title: '设置新密码' };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const LABELS = { password: '新密码', confirm: '再次输入新密码' } as const;

/** Only field names come back from a post without JavaScript: each says what to check. */
const NO_SCRIPT_MESSAGES: Record<keyof typeof LABELS, string> = {
  password: '新密码须为 12 到 64 位，同时包含字母和数字，不含空格和登录名，且不能与一次性密码相同',
  confirm: STAFF_MSG.confirm,
};

/**
 * The last step of a sign-in with a one-time password (given by an administrator): both factors are
 * done; the member of staff chooses their own password before the console opens.
 */
export default async function StaffNewPasswordPage({ searchParams }: PageProps) {
  const renewing = await getRenewingStaff();
  if (!renewing) redirect('/admin/login?failed=expired');
  const params = await searchParams;
  const failure = readFormFailure((k) => firstParam(params[k]), STAFF_FORM_FIELDS.newPassword, STAFF_FAILURE_REASONS);
  const initialErrors = Object.fromEntries(failure.fields.map((f) => [f, NO_SCRIPT_MESSAGES[f]]));
  const other = failure.reason && failure.reason !== 'invalid' ? failure.reason : undefined;
  return (
    <main id="main" className={`${styles.card} ${styles.narrow}`}>
      <h1 className={styles.heading}>设置新密码</h1>
      <p>{renewing.displayName}，您使用的是管理员提供的一次性密码。请设置只有您自己知道的新密码，之后用新密码登录。</p>
      <FormError id="password-error" reason={other} messages={FORM_ERROR_TEXT} />
      <FailureSummary idPrefix="staff-password" reason={failure.reason === 'invalid' ? failure.reason : undefined} fields={failure.fields} labels={LABELS} />
      <StaffPasswordForm action="/admin/api/password" initialErrors={initialErrors} />
      <form method="post" action="/admin/api/sign-out">
        <button type="submit" className={styles.linkButton}>
          取消，返回登录页
        </button>
      </form>
    </main>
  );
}
