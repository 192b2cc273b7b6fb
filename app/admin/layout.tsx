import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { STAFF_TEXT } from '@/lib/staff/text';
import styles from './admin.module.css';

/**
 * The staff console's own frame (not the site's header, column tree and footer). Never indexed:
 * the meta tag here, and middleware's X-Robots-Tag on every /admin response.
 */
export const metadata: Metadata = {
  title: { default: STAFF_TEXT.consoleName, template: `%s - ${STAFF_TEXT.consoleName}` },
  robots: { index: false, follow: false, nocache: true },
};

export const dynamic = 'force-dynamic';

export default function AdminLayout({ children }: { children: ReactNode }) {
  return <div className={styles.shell}>{children}</div>;
}
