import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { FormError, firstParam } from '@/components/admin/FormError';
import { readFormFailure } from '@/lib/forms/failure-query';
import { STAFF_FAILURE_REASONS } from '@/lib/staff/text';
import { STAFF_FORM_FIELDS } from '@/lib/validation/staff';
import { getPendingStaff } from '@/lib/staff/current';
import { CODE_ERROR_TEXT } from '@/lib/staff/text';
import styles from '../../../admin.module.css';

export const metadata: Metadata = { title: '两步验证' };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Step two: the 6-digit code of the authenticator app, or one recovery code. */
export default async function StaffVerifyPage({ searchParams }: PageProps) {
  const pending = await getPendingStaff();
  if (!pending) redirect('/admin/login?failed=expired');
  if (!pending.enrolled) redirect('/admin/enrol');
  const params = await searchParams;
  const error = readFormFailure((k) => firstParam(params[k]), STAFF_FORM_FIELDS.code, STAFF_FAILURE_REASONS).reason;
  return (
    <main id="main" className={`${styles.card} ${styles.narrow}`}>
      <h1 className={styles.heading}>两步验证</h1>
      <p>{pending.displayName}，请输入验证器应用中显示的 6 位动态验证码。</p>
      <FormError id="code-error" reason={error} messages={CODE_ERROR_TEXT} />
      <form method="post" action="/admin/api/verify">
        <div className={styles.field}>
          <label htmlFor="code">动态验证码或恢复码</label>
          <input
            id="code"
            name="code"
            autoComplete="one-time-code"
            required
            maxLength={24}
            aria-describedby={error ? 'code-error code-hint' : 'code-hint'}
            aria-invalid={error ? true : undefined}
          />
          <p id="code-hint" className={styles.hint}>
            手机不在身边时，可输入一个恢复码（如 abcde-23456），每个恢复码只能使用一次。
          </p>
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.button}>
            登录
          </button>
        </div>
      </form>
      <form method="post" action="/admin/api/sign-out">
        <button type="submit" className={styles.linkButton}>
          取消，返回登录页
        </button>
      </form>
    </main>
  );
}
