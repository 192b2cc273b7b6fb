import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { FormError, firstParam } from '@/components/admin/FormError';
import { readFormFailure } from '@/lib/forms/failure-query';
import { STAFF_FAILURE_REASONS } from '@/lib/staff/text';
import { STAFF_FORM_FIELDS } from '@/lib/validation/staff';
import { qrCodeFor } from '@/lib/app-entry/qr';
import { getPendingStaff } from '@/lib/staff/current';
import { startStaffEnrolment } from '@/lib/staff/sign-in';
import { ENROL_ERROR_TEXT } from '@/lib/staff/text';
import styles from '../../admin.module.css';

export const metadata: Metadata = { title: '绑定验证器' };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * First sign-in (or after a reset): the authenticator's secret as a QR code drawn on our server
 * (an inline SVG: no script, no outside service) and as text, confirmed with one code.
 */
export default async function StaffEnrolPage({ searchParams }: PageProps) {
  const pending = await getPendingStaff();
  if (!pending) redirect('/admin/login?failed=expired');
  if (pending.enrolled) redirect('/admin/login/verify');
  const { secret, uri } = await startStaffEnrolment(pending);
  const qr = qrCodeFor(uri);
  const params = await searchParams;
  const error = readFormFailure((k) => firstParam(params[k]), STAFF_FORM_FIELDS.code, STAFF_FAILURE_REASONS).reason;
  const grouped = secret.match(/.{1,4}/g)?.join(' ') ?? secret;
  return (
    <main id="main" className={`${styles.card} ${styles.narrow}`}>
      <h1 className={styles.heading}>绑定验证器</h1>
      <p>{pending.displayName}，您的账号还没有绑定验证器。登录管理控制台须同时使用密码和验证器中的动态验证码。</p>
      <ol>
        <li>在手机上打开验证器应用（如 Microsoft Authenticator、FreeOTP、Google 身份验证器）。</li>
        <li>扫描下方二维码；无法扫描时，选择手动输入密钥。</li>
        <li>输入应用中显示的 6 位动态验证码，完成绑定。</li>
      </ol>
      <svg className={styles.qr} viewBox={`0 0 ${qr.size} ${qr.size}`} role="img" aria-label="验证器二维码" shapeRendering="crispEdges">
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path d={qr.path} fill="#000" />
      </svg>
      <p>
        密钥：<span className={styles.secret}>{grouped}</span>
      </p>
      <FormError id="enrol-error" reason={error} messages={ENROL_ERROR_TEXT} />
      <form method="post" action="/admin/api/enrol">
        <div className={styles.field}>
          <label htmlFor="code">6 位动态验证码</label>
          <input
            id="code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            maxLength={8}
            aria-describedby={error ? 'enrol-error' : undefined}
            aria-invalid={error ? true : undefined}
          />
        </div>
        <button type="submit" className={styles.button}>
          完成绑定并登录
        </button>
      </form>
    </main>
  );
}
