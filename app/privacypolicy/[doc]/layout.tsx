import Link from 'next/link';
import type { ReactNode } from 'react';
import { EmblemIcon } from '@/components/layout/icons';
import { getEnv } from '@/lib/env';
import styles from './legal.module.css';

/**
 * Legal documents stand outside the main layout (spec §2: they open from the app and from sign-up
 * forms): a plain frame with the site name and a way back to the home page.
 */
export default function LegalLayout({ children }: { children: ReactNode }) {
  const { SITE_NAME } = getEnv();
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link className={styles.brand} href="/home">
            <EmblemIcon size={40} />
            <span>{SITE_NAME}</span>
          </Link>
          <Link className={styles.back} href="/home">
            ← 返回首页
          </Link>
        </div>
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <p>
          © {new Date().getFullYear()} {SITE_NAME}
        </p>
      </footer>
    </div>
  );
}
