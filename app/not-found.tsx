import type { Metadata } from 'next';
import Link from 'next/link';
import { EmblemIcon, FileSearchIcon, HomeIcon } from '@/components/layout/icons';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/SkipLink';
import { LAYOUT_TEXT } from '@/components/layout/text';
import { getEnv } from '@/lib/env';
import styles from '@/components/layout/NotFoundView.module.css';

export const metadata: Metadata = {
  title: LAYOUT_TEXT.notFound.title,
  robots: { index: false, follow: true },
};

const NOTICES_PATH = '/t3/news_list';
const T = LAYOUT_TEXT.notFound;

/**
 * Missing records (notFound() in a page). Rendered inside the root layout only, and without the
 * database: it must also work when the record lookup failed because the store is down.
 */
export default function NotFound() {
  const { SITE_NAME } = getEnv();
  return (
    <div className={styles.page}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <header className={styles.bar}>
        <div className={styles.barInner}>
          <Link className={styles.brand} href="/home" prefetch={false}>
            <EmblemIcon size={44} />
            {SITE_NAME}
          </Link>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <section className={styles.card} aria-labelledby="not-found-title">
          <p className={styles.code} aria-hidden="true">
            404
          </p>
          <h1 id="not-found-title" className={styles.title}>
            {T.title}
          </h1>
          <p className={styles.body}>{T.body}</p>
          <div className={styles.actions}>
            <Link className={styles.primary} href="/home" prefetch={false}>
              <HomeIcon size={20} />
              {T.home}
            </Link>
            <Link className={styles.secondary} href={NOTICES_PATH} prefetch={false}>
              <FileSearchIcon size={20} />
              {T.notices}
            </Link>
          </div>
        </section>
      </main>
      <footer className={styles.foot}>
        © {SITE_NAME} · {LAYOUT_TEXT.footer.demoNote}
      </footer>
    </div>
  );
}
