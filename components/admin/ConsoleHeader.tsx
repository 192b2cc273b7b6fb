import Link from 'next/link';
import { CONSOLE_SECTIONS, type ConsoleSectionKey } from '@/lib/staff/console-nav';
import { ROLE_LABELS, roleCan, type StaffSession } from '@/lib/staff/roles';
import { STAFF_TEXT } from '@/lib/staff/text';
import styles from '@/app/admin/admin.module.css';

export type ConsoleHeaderProps = { session: StaffSession; current: ConsoleSectionKey | 'account' | null };

/** The console's header: where you are, who you are, and the way out. Links follow the role (the server checks again). */
export function ConsoleHeader({ session, current }: ConsoleHeaderProps) {
  const links = CONSOLE_SECTIONS.filter((l) => roleCan(session.role, l.action));
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link href="/admin" className={styles.brand}>
          {STAFF_TEXT.consoleName}
        </Link>
        <nav aria-label="控制台导航" className={styles.nav}>
          <ul>
            {links.map((l) => (
              <li key={l.key}>
                <Link href={l.href} aria-current={current === l.key ? 'page' : undefined}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.who}>
          <span>
            {session.displayName}（{ROLE_LABELS[session.role]}）
          </span>
          <Link href="/admin/account" aria-current={current === 'account' ? 'page' : undefined}>
            我的账号
          </Link>
          <form method="post" action="/admin/api/sign-out">
            <button type="submit" className={styles.linkButton}>
              退出登录
            </button>
          </form>
        </div>
      </div>
    </header>
  );
}
