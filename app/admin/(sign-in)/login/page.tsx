import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ConsoleOutcome } from '@/components/admin/ConsoleOutcome';
import { FormError, firstParam } from '@/components/admin/FormError';
import { readFormFailure } from '@/lib/forms/failure-query';
import { STAFF_FAILURE_REASONS } from '@/lib/staff/text';
import { STAFF_FORM_FIELDS } from '@/lib/validation/staff';
import { CHALLENGE_ID_PATTERN } from '@/lib/register/challenge';
import { getCurrentStaff } from '@/lib/staff/current';
import { FORM_ERROR_TEXT, STAFF_TEXT } from '@/lib/staff/text';
import styles from '../../admin.module.css';

export const metadata: Metadata = { title: '工作人员登录' };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Step one of signing in: login name and password (a plain form post: works without JavaScript). */
export default async function StaffSignInPage({ searchParams }: PageProps) {
  if (await getCurrentStaff()) redirect('/admin');
  const params = await searchParams;
  const error = readFormFailure((k) => firstParam(params[k]), STAFF_FORM_FIELDS.signIn, STAFF_FAILURE_REASONS).reason;
  const challenge = firstParam(params.challenge);
  const showChallenge = challenge && CHALLENGE_ID_PATTERN.test(challenge) ? challenge : null;
  const describedBy = error ? 'signin-error' : undefined;
  return (
    <main id="main" className={`${styles.card} ${styles.narrow}`}>
      <h1 className={styles.heading}>{STAFF_TEXT.consoleName} · 工作人员登录</h1>
      <ConsoleOutcome done={firstParam(params.signedOut) === '1' && !error ? '您已安全退出。' : null} />
      <FormError id="signin-error" reason={error} messages={FORM_ERROR_TEXT} />
      <form method="post" action="/admin/api/sign-in">
        <div className={styles.field}>
          <label htmlFor="login">登录名</label>
          <input id="login" name="login" autoComplete="username" required maxLength={64} aria-describedby={describedBy} aria-invalid={error === 'wrong' || undefined} />
        </div>
        <div className={styles.field}>
          <label htmlFor="password">密码</label>
          <input id="password" name="password" type="password" autoComplete="current-password" required maxLength={128} aria-describedby={describedBy} />
        </div>
        {showChallenge ? (
          <div className={styles.field}>
            <label htmlFor="challengeAnswer">图片中的数字</label>
            {/* The citizens' challenge picture (lib/register/challenge.ts), drawn on our server. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={`/api/bzf-portal-register/portal/loginChallenge?id=${encodeURIComponent(showChallenge)}`} alt="验证图片：请输入图中的数字" width={160} height={56} />
            <input type="hidden" name="challengeId" value={showChallenge} />
            <input id="challengeAnswer" name="challengeAnswer" inputMode="numeric" autoComplete="off" required maxLength={20} />
          </div>
        ) : null}
        <button type="submit" className={styles.button}>
          下一步
        </button>
      </form>
      <p className={styles.hint}>忘记密码或丢失验证器时，请联系系统管理员。</p>
    </main>
  );
}
