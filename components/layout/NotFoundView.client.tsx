'use client';

import { EmblemIcon, FileSearchIcon, HomeIcon } from './icons';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { LAYOUT_TEXT } from './text';
import styles from './NotFoundView.module.css';

const NOTICES_PATH = '/t3/news_list';
const T = LAYOUT_TEXT.notFound;

/**
 * The 404 view of a page outside the site's frame (the root not-found: its own small header and
 * footer). A client component because Next puts the not-found element into the RSC payload of
 * every page, twice (for the root layout and the site layout): as element JSON that was ≈ 4.5 kB per
 * page, as a client reference it is one short row; the HTML of a 404 is the same. Plain links (a
 * full load out of a 404 is fine): next/link here would add a second copy of it to the first load.
 */
export function NotFoundView({ siteName }: { siteName: string }) {
  return (
    <div className={styles.page}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <header className={styles.bar}>
        <div className={styles.barInner}>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load out of a 404 (see above) */}
          <a className={styles.brand} href="/home">
            <EmblemIcon size={44} />
            {siteName}
          </a>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <Card />
      </main>
      <footer className={styles.foot}>
        © {siteName} · {LAYOUT_TEXT.footer.demoNote}
      </footer>
    </div>
  );
}

/**
 * The card alone, for a missing record inside the site's frame (app/(site)/not-found.tsx): the
 * frame already has the header, the skip link and the main landmark. Drawn with its own header
 * there, the page had two headers and the second skip link sat over the logo.
 */
export function NotFoundCard() {
  return (
    <div className={styles.inFrame}>
      <Card />
    </div>
  );
}

function Card() {
  return (
    <section className={styles.card} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {T.title}
      </h1>
      <p className={styles.body}>{T.body}</p>
      <div className={styles.actions}>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load out of a 404 (see above) */}
        <a className={styles.primary} href="/home">
          <HomeIcon size={20} />
          {T.home}
        </a>
        <a className={styles.secondary} href={NOTICES_PATH}>
          <FileSearchIcon size={20} />
          {T.notices}
        </a>
      </div>
    </section>
  );
}
