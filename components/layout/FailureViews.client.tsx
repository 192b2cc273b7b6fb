'use client';

/**
 * What a visitor sees when a page cannot be shown, and the recovery from a failed chunk load:
 * ChunkErrorRecovery (mounted once by the root layout), ErrorView (the body of app/error.tsx,
 * app/(site)/error.tsx and app/global-error.tsx) and NotFoundView / NotFoundCard (app/not-found.tsx,
 * app/(site)/not-found.tsx).
 *
 * One module on purpose: the root layout mounts ChunkErrorRecovery, so this module, with all its
 * views, is in the root layout's chunk, which every page loads first. The error and not-found
 * boundaries then find their view already loaded. As three modules, each boundary's chunk carried
 * its own copy of ErrorView (three on every page of the site) and the 404 card a chunk of its own:
 * ≈ 1.8 kB gzip of script on every page (docs/performance.md "Page weight").
 */
import { useEffect, useState } from 'react';
import { CHUNK_STABLE_AFTER_MS, clearChunkReloadFlag, isChunkLoadError, reloadOnceForChunkError } from './chunk-error';
import { AlertIcon, EmblemIcon, FileSearchIcon, HomeIcon, RefreshIcon } from './icons';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { Spinner } from './Spinner';
import { LAYOUT_TEXT } from './text';
import errorStyles from './ErrorView.module.css';
import notFoundStyles from './NotFoundView.module.css';

export type ChunkErrorRecoveryProps = {
  /** Injected in tests; the page reload by default. */
  reload?: () => void;
};

/**
 * Mounted once in the root layout: a chunk that fails to load (usually a tab left open across a
 * deployment) triggers one reload instead of a broken page.
 */
export function ChunkErrorRecovery({ reload }: ChunkErrorRecoveryProps) {
  useEffect(() => {
    const onError = (event: ErrorEvent | PromiseRejectionEvent) => {
      const reason = 'reason' in event ? event.reason : (event.error ?? event.message);
      reloadOnceForChunkError(reason, reload ? { reload } : {});
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);
    // Still running after a while without a chunk error: the load succeeded, re-arm the guard.
    const stable = window.setTimeout(() => clearChunkReloadFlag(), CHUNK_STABLE_AFTER_MS);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onError);
      window.clearTimeout(stable);
    };
  }, [reload]);

  return null;
}

export type ErrorViewProps = {
  error: unknown;
  retry: () => void;
  /** Injected in tests; the page reload by default. */
  reload?: () => void;
};

const ERROR_TEXT = LAYOUT_TEXT.error;

function digestOf(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'digest' in error) {
    const d = (error as { digest?: unknown }).digest;
    return typeof d === 'string' ? d : null;
  }
  return null;
}

/**
 * Body of app/error.tsx, app/(site)/error.tsx and app/global-error.tsx. A failed chunk load reloads the page once
 * (spec §8); any other error shows a friendly message with 重试 and 返回首页.
 */
export function ErrorView({ error, retry, reload }: ErrorViewProps) {
  const chunkError = isChunkLoadError(error);
  const [showError, setShowError] = useState(!chunkError);

  useEffect(() => {
    if (!chunkError) {
      console.error(error);
      return;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the reload is a browser side effect; the message shows only once it was declined
    if (!reloadOnceForChunkError(error, reload ? { reload } : {})) setShowError(true);
  }, [chunkError, error, reload]);

  if (!showError) return <Spinner label={LAYOUT_TEXT.reloading} />;

  const digest = digestOf(error);
  return (
    <div className={errorStyles.wrap}>
      <section className={errorStyles.card} role="alert" aria-labelledby="error-title">
        <span className={errorStyles.icon}>
          <AlertIcon size={44} />
        </span>
        <h1 id="error-title" className={errorStyles.title}>
          {ERROR_TEXT.title}
        </h1>
        <p className={errorStyles.body}>{ERROR_TEXT.body}</p>
        <div className={errorStyles.actions}>
          <button type="button" className={errorStyles.primary} onClick={() => retry()}>
            <RefreshIcon size={20} />
            {ERROR_TEXT.retry}
          </button>
          {/* A full load, so a broken client state is left behind. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a client navigation would keep the broken state */}
          <a className={errorStyles.secondary} href="/home">
            <HomeIcon size={20} />
            {ERROR_TEXT.home}
          </a>
        </div>
        {digest ? (
          <p className={errorStyles.digest}>
            {ERROR_TEXT.code}：{digest}
          </p>
        ) : null}
      </section>
    </div>
  );
}

const NOTICES_PATH = '/t3/news_list';
const NOT_FOUND_TEXT = LAYOUT_TEXT.notFound;

/**
 * The 404 view of a page outside the site's frame (the root not-found: its own small header and
 * footer). A client component because Next puts the not-found element into the RSC payload of
 * every page, twice (for the root layout and the site layout): as element JSON that was ≈ 4.5 kB per
 * page, as a client reference it is one short row; the HTML of a 404 is the same. Plain links (a
 * full load out of a 404 is fine): next/link here would add a second copy of it to the first load.
 */
export function NotFoundView({ siteName }: { siteName: string }) {
  return (
    <div className={notFoundStyles.page}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <header className={notFoundStyles.bar}>
        <div className={notFoundStyles.barInner}>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load out of a 404 (see above) */}
          <a className={notFoundStyles.brand} href="/home">
            <EmblemIcon size={44} />
            {siteName}
          </a>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} className={notFoundStyles.main} tabIndex={-1}>
        <NotFoundCardBody />
      </main>
      <footer className={notFoundStyles.foot}>
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
    <div className={notFoundStyles.inFrame}>
      <NotFoundCardBody />
    </div>
  );
}

function NotFoundCardBody() {
  return (
    <section className={notFoundStyles.card} aria-labelledby="not-found-title">
      <p className={notFoundStyles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={notFoundStyles.title}>
        {NOT_FOUND_TEXT.title}
      </h1>
      <p className={notFoundStyles.body}>{NOT_FOUND_TEXT.body}</p>
      <div className={notFoundStyles.actions}>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load out of a 404 (see above) */}
        <a className={notFoundStyles.primary} href="/home">
          <HomeIcon size={20} />
          {NOT_FOUND_TEXT.home}
        </a>
        <a className={notFoundStyles.secondary} href={NOTICES_PATH}>
          <FileSearchIcon size={20} />
          {NOT_FOUND_TEXT.notices}
        </a>
      </div>
    </section>
  );
}
