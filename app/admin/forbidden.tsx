import Link from 'next/link';
import styles from './admin.module.css';

/** A console page the signed-in role may not open (requireStaffPage → forbidden(): HTTP 403). */
export default function ConsoleForbidden() {
  return (
    <main id="main" className={`${styles.card} ${styles.narrow}`}>
      <h1 className={styles.heading}>无权访问</h1>
      <p>您的角色无权查看此页面。如需此权限，请联系系统管理员。</p>
      <p>
        <Link href="/admin">返回控制台首页</Link>
      </p>
    </main>
  );
}
