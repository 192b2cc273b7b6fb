import Link from 'next/link';
import type { ReactNode } from 'react';
import { EmblemIcon } from '@/components/layout/icons';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/SkipLink';
import { QN_UI } from '@/components/questionnaire/text';
import { getEnv } from '@/lib/env';
import styles from '@/components/questionnaire/Questionnaire.module.css';

/**
 * /questionnaireFilling stands outside the main layout (spec §2 top-level route; questionnaires are
 * also opened from the app and from messages): a plain frame with the site name and a way home.
 */
export default function QuestionnaireLayout({ children }: { children: ReactNode }) {
  const { SITE_NAME } = getEnv();
  return (
    <div className={styles.frame}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <header className={styles.bar}>
        <div className={styles.barInner}>
          <Link className={styles.brand} href="/home">
            <EmblemIcon size={40} />
            <span>{SITE_NAME}</span>
          </Link>
          <Link className={styles.back} href="/home">
            ← {QN_UI.backHome}
          </Link>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
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
