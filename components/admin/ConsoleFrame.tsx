import type { ReactNode } from 'react';
import type { StaffSession } from '@/lib/staff/roles';
import styles from '@/app/admin/admin.module.css';
import { ConsoleHeader, type ConsoleHeaderProps } from './ConsoleHeader';

export type ConsoleFrameProps = { session: StaffSession; current: ConsoleHeaderProps['current']; children: ReactNode };

/** A signed-in console page: skip link, header, and the page's own content. */
export function ConsoleFrame({ session, current, children }: ConsoleFrameProps) {
  return (
    <>
      <a href="#main" className={styles.skip}>
        跳到主要内容
      </a>
      <ConsoleHeader session={session} current={current} />
      <main id="main" className={styles.main}>
        {children}
      </main>
    </>
  );
}
