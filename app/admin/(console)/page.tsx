import type { Metadata } from 'next';
import Link from 'next/link';
import { ConsoleFrame } from '@/components/admin/ConsoleFrame';
import { requireStaffPage } from '@/lib/staff/current';
import { ROLE_LABELS, ROLE_PERMISSIONS, STAFF_ACTIONS } from '@/lib/staff/roles';
import styles from '../admin.module.css';

export const metadata: Metadata = { title: '控制台首页' };

/** The dashboard: who you are, your role, and what the role may do (from the permission table). */
export default async function ConsoleHomePage() {
  const session = await requireStaffPage('console.enter');
  const actions = ROLE_PERMISSIONS[session.role].filter((a) => a !== 'console.enter');
  return (
    <ConsoleFrame session={session} current="home">
      <h1 className={styles.heading}>控制台首页</h1>
      <section className={styles.card} aria-labelledby="role-heading">
        <h2 id="role-heading" className={styles.subheading}>
          您好，{session.displayName}
        </h2>
        <p>
          登录名：{session.login}　角色：<strong>{ROLE_LABELS[session.role]}</strong>
        </p>
        <p>您的角色可以：</p>
        <ul>
          {actions.map((a) => (
            <li key={a}>
              {a === 'audit.read' ? <Link href="/admin/audit">{STAFF_ACTIONS[a]}</Link> : a === 'content.read' ? <Link href="/admin/content">{STAFF_ACTIONS[a]}</Link> : STAFF_ACTIONS[a]}
            </li>
          ))}
        </ul>
        <p className={styles.hint}>栏目和站点设置等功能正在建设中，上线后将出现在此处。会话闲置 30 分钟或登录满 8 小时后须重新登录。</p>
      </section>
    </ConsoleFrame>
  );
}
