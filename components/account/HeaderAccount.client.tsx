'use client';

/**
 * The header's account links. The server (and the first client render) always shows the
 * anonymous links — content pages never read the session, so they stay cacheable; after hydration
 * the readable showNumber / login cookies and the start-up login switch it. The bar reserves the
 * width of the wider (signed-in) state, so nothing beside it moves when it switches.
 */
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { LoginIcon, UserIcon } from '@/components/layout/icons';
import { useAccount } from './AccountProvider.client';
import { HEADER_ACCOUNT_TEXT } from './header-text';
import { useLogout } from './use-logout';
import styles from './HeaderAccount.module.css';

export const PERSONAL_CENTER_HREF = '/t1/personalCenter/personal_info/basic_info';
const MESSAGES_HREF = '/t1/personalCenter/message_center/messages';

export type HeaderAccountProps = {
  /** "bar": the utility bar (desktop and phone); "drawer": the phone menu's footer. */
  variant?: 'bar' | 'drawer';
};

const T = HEADER_ACCOUNT_TEXT;

function loginHref(pathname: string | null, type?: 'register'): string {
  const params = new URLSearchParams();
  if (type) params.set('type', type);
  // Come back here afterwards, unless "here" is /login itself.
  if (pathname && pathname !== '/login' && pathname !== '/home') params.set('redirect', pathname);
  const q = params.toString();
  return q ? `/login?${q}` : '/login';
}

export function HeaderAccount({ variant = 'bar' }: HeaderAccountProps) {
  const account = useAccount();
  const pathname = usePathname();
  const { logout, pending, failed } = useLogout();
  const signedIn = account?.status === 'signedIn' && !!account.showNumber;
  const rootClass = variant === 'bar' ? styles.bar : styles.drawer;

  if (!signedIn) {
    return (
      <ul className={rootClass} data-account-state="anonymous">
        <li>
          <Link className={styles.link} href={loginHref(pathname)} prefetch={false}>
            {variant === 'bar' ? <LoginIcon size={16} /> : null}
            {T.login}
          </Link>
        </li>
        <li>
          <Link className={styles.link} href={loginHref(pathname, 'register')} prefetch={false}>
            {T.register}
          </Link>
        </li>
        <li>
          <Link className={styles.link} href={PERSONAL_CENTER_HREF} prefetch={false}>
            {variant === 'bar' ? <UserIcon size={16} /> : null}
            {T.personalCenter}
          </Link>
        </li>
      </ul>
    );
  }

  return (
    <ul className={rootClass} data-account-state="signed-in">
      <li className={styles.who}>
        <span className="visually-hidden">{T.signedInAs('')}</span>
        <span className={styles.number} data-testid={variant === 'bar' ? 'header-show-number' : 'drawer-show-number'}>
          {account.showNumber}
        </span>
      </li>
      {/* On a narrow phone the bar keeps this entry only while there are unread 站内信, as the count alone. */}
      <li className={account.unread > 0 ? `${styles.centre} ${styles.withUnread}` : styles.centre}>
        {/* With unread 站内信 the link opens them: the count says where to look. */}
        <Link className={styles.link} href={account.unread > 0 ? MESSAGES_HREF : PERSONAL_CENTER_HREF} prefetch={false}>
          {variant === 'bar' ? <UserIcon size={16} /> : null}
          <span className={styles.centreLabel}>{T.personalCenter}</span>
          {account.unread > 0 ? (
            <span className={styles.count} data-testid="unread-count">
              {account.unread > 99 ? '99+' : account.unread}
              <span className="visually-hidden">{T.unread}</span>
            </span>
          ) : null}
        </Link>
      </li>
      <li>
        <button type="button" className={styles.logout} onClick={() => void logout()} disabled={pending} aria-busy={pending}>
          {pending ? T.loggingOut : T.logout}
        </button>
        {failed ? (
          <span role="alert" className={styles.error}>
            {T.logoutFailed}
          </span>
        ) : null}
      </li>
    </ul>
  );
}
