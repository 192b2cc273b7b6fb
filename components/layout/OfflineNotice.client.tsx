'use client';

import { useEffect, useRef, useState } from 'react';
import { WifiOffIcon, RefreshIcon } from './icons';
import { HOME_PATH, registerOfflinePage, setBadNetwork } from './network-status';
import { LAYOUT_TEXT } from './text';
import styles from './OfflineNotice.module.css';

export type OfflineNoticeProps = {
  /** `page`: the /404 route itself. `overlay`: drawn by NetworkWatcher when the route cannot be fetched. */
  variant?: 'page' | 'overlay';
};

const T = LAYOUT_TEXT.offline;

/** "网络连接异常" screen of the spec's /404 route. */
export function OfflineNotice({ variant = 'page' }: OfflineNoticeProps) {
  const [stillOffline, setStillOffline] = useState(false);
  const cardRef = useRef<HTMLElement>(null);

  // The overlay appears over whatever had focus; move focus into it so it is announced.
  useEffect(() => {
    if (variant === 'overlay') cardRef.current?.focus();
  }, [variant]);

  useEffect(() => (variant === 'page' ? registerOfflinePage() : undefined), [variant]);

  const reload = () => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setStillOffline(true);
      return;
    }
    setBadNetwork(false);
    // A full load: whatever failed while offline (chunks, data) is fetched afresh.
    window.location.assign(HOME_PATH);
  };

  return (
    <div
      className={variant === 'overlay' ? styles.overlay : styles.page}
      {...(variant === 'overlay' ? { role: 'alertdialog', 'aria-modal': true, 'aria-labelledby': 'offline-title' } : {})}
    >
      <section ref={cardRef} tabIndex={-1} className={styles.card} aria-labelledby="offline-title">
        <span className={styles.icon}>
          <WifiOffIcon size={40} />
        </span>
        <h1 id="offline-title" className={styles.title}>
          {T.title}
        </h1>
        <p className={styles.body}>{T.body}</p>
        <ul className={styles.tips}>
          {T.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <button type="button" className={styles.button} onClick={reload}>
          <RefreshIcon size={20} />
          {T.reload}
        </button>
        <p className={styles.status} role="status" aria-live="polite">
          {stillOffline ? T.stillOffline : ''}
        </p>
      </section>
    </div>
  );
}
