'use client';

import { useEffect, useState } from 'react';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-error';
import { AlertIcon, HomeIcon, RefreshIcon } from './icons';
import { Spinner } from './Spinner';
import { LAYOUT_TEXT } from './text';
import styles from './ErrorView.module.css';

export type ErrorViewProps = {
  error: unknown;
  retry: () => void;
  /** Injected in tests; the page reload by default. */
  reload?: () => void;
};

const T = LAYOUT_TEXT.error;

function digestOf(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'digest' in error) {
    const d = (error as { digest?: unknown }).digest;
    return typeof d === 'string' ? d : null;
  }
  return null;
}

/**
 * Body of app/error.tsx and app/global-error.tsx. A failed chunk load reloads the page once
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
    <div className={styles.wrap}>
      <section className={styles.card} role="alert" aria-labelledby="error-title">
        <span className={styles.icon}>
          <AlertIcon size={44} />
        </span>
        <h1 id="error-title" className={styles.title}>
          {T.title}
        </h1>
        <p className={styles.body}>{T.body}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => retry()}>
            <RefreshIcon size={20} />
            {T.retry}
          </button>
          {/* A full load, so a broken client state is left behind. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a client navigation would keep the broken state */}
          <a className={styles.secondary} href="/home">
            <HomeIcon size={20} />
            {T.home}
          </a>
        </div>
        {digest ? (
          <p className={styles.digest}>
            {T.code}：{digest}
          </p>
        ) : null}
      </section>
    </div>
  );
}
