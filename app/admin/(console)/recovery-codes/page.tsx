import type { Metadata } from 'next';
import Link from 'next/link';
import { ConsoleFrame } from '@/components/admin/ConsoleFrame';
import { requireStaffPage } from '@/lib/staff/current';
import { takeRecoveryCodesToShow } from '@/lib/staff/sign-in';
import styles from '../../admin.module.css';

export const metadata: Metadata = { title: '恢复码' };

/** Right after enrolment: the ten recovery codes, shown this once (reading them erases them from the session). */
export default async function RecoveryCodesPage() {
  const session = await requireStaffPage('console.enter');
  const codes = await takeRecoveryCodesToShow(session);
  return (
    <ConsoleFrame session={session} current={null}>
      <h1 className={styles.heading}>恢复码</h1>
      <section className={styles.card}>
        {codes ? (
          <>
            <p>
              验证器已绑定。以下 {codes.length} 个恢复码<strong>只显示这一次</strong>：手机丢失时，每个恢复码可代替动态验证码登录一次。请打印或存入密码管理器，不要与密码放在一起。
            </p>
            <ol className={styles.codes}>
              {codes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ol>
          </>
        ) : (
          <p>恢复码只在绑定验证器后显示一次，现已不能再次查看。恢复码用完或遗失时，请联系系统管理员重置两步验证。</p>
        )}
        <p>
          <Link href="/admin">进入控制台首页</Link>
        </p>
      </section>
    </ConsoleFrame>
  );
}
