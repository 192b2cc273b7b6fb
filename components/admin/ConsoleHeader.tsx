import { CONSOLE_SECTIONS, type ConsoleSectionKey } from '@/lib/staff/console-nav';
import { ROLE_LABELS, roleCan, type StaffSession } from '@/lib/staff/roles';
import { STAFF_TEXT } from '@/lib/staff/text';
import styles from '@/app/admin/admin.module.css';

export type ConsoleHeaderProps = { session: StaffSession; current: ConsoleSectionKey | 'account' | null };

/**
 * The console's header: where you are, who you are, and the way out. Links follow the role (the
 * server checks again). Plain <a>, not <Link>: every console page is rendered on the server for
 * each request anyway (force-dynamic, the session checked per page), so a client-side navigation
 * saves nothing, while each <Link> is a client component in every page's flight data and HTML.
 */
export function ConsoleHeader({ session, current }: ConsoleHeaderProps) {
  const links = CONSOLE_SECTIONS.filter((l) => roleCan(session.role, l.action));
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <a href="/admin" className={styles.brand}>
          {STAFF_TEXT.consoleName}
        </a>
        <nav aria-label="控制台导航" className={styles.nav}>
          <ul>
            {links.map((l) => (
              <li key={l.key}>
                <a href={l.href} aria-current={current === l.key ? 'page' : undefined}>
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.who}>
          <span>
            {session.displayName}（{ROLE_LABELS[session.role]}）
          </span>
          <a href="/admin/account" aria-current={current === 'account' ? 'page' : undefined}>
            我的账号
          </a>
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
