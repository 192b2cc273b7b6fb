import type { Metadata } from 'next';
import { ConsoleFrame } from '@/components/admin/ConsoleFrame';
import { requireStaffPage } from '@/lib/staff/current';
import { CONSOLE_SECTIONS } from '@/lib/staff/console-nav';
import { ROLE_LABELS, ROLE_PERMISSIONS, roleCan, STAFF_ACTIONS } from '@/lib/staff/roles';
import styles from '../admin.module.css';

export const metadata: Metadata = { title: '控制台首页' };

/** The dashboard: who you are, your role, what the role may do (the permission table) and where to do it (the sections it may open). */
export default async function ConsoleHomePage() {
  const session = await requireStaffPage('console.enter');
  const actions = ROLE_PERMISSIONS[session.role].filter((a) => a !== 'console.enter');
  const sections = CONSOLE_SECTIONS.filter((s) => s.key !== 'home' && roleCan(session.role, s.action));
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
            <li key={a}>{STAFF_ACTIONS[a]}</li>
          ))}
        </ul>
        {sections.length ? (
          <nav aria-label="常用功能">
            <p>从这里开始：</p>
            <ul>
              {sections.map((s) => (
                <li key={s.key}>
                  <a href={s.href}>{s.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <p className={styles.hint}>会话闲置 30 分钟或登录满 8 小时后须重新登录。</p>
      </section>
    </ConsoleFrame>
  );
}
