'use client';

import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { APP_SCHEME_URL, browserOpenAppEnv, OPEN_APP_TEXT, planOpenApp, runOpenApp, type AppDownloadLinks } from '@/lib/app-entry/open-app';
import { deviceFlags } from '@/lib/device/flags';
import { APP_PAGE_TEXT } from './text';
import styles from './AppDownload.module.css';

export type OpenAppButtonProps = AppDownloadLinks;

/**
 * "打开 App". Without scripts the link itself is the scheme link (the download links sit below);
 * with scripts the click follows the spec's fallback rule (lib/app-entry/open-app).
 */
export function OpenAppButton({ android, ios }: OpenAppButtonProps) {
  const [status, setStatus] = useState('');
  const cancel = useRef<() => void>(() => undefined);
  useEffect(() => () => cancel.current(), []);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    cancel.current();
    const plan = planOpenApp(deviceFlags(), { android, ios });
    if (plan.kind === 'try-scheme') setStatus(OPEN_APP_TEXT.trying);
    else setStatus(plan.message);
    cancel.current = runOpenApp(plan, browserOpenAppEnv(), (outcome) => {
      if (outcome === 'app-opened') setStatus('');
      if (outcome === 'no-download') setStatus(OPEN_APP_TEXT.noDownload);
    });
  };

  return (
    <div className={styles.open}>
      <a className={styles.openButton} href={APP_SCHEME_URL} onClick={onClick} data-testid="open-app">
        {APP_PAGE_TEXT.openApp}
      </a>
      <p className={styles.hint}>{APP_PAGE_TEXT.openAppHint}</p>
      <p className={styles.status} role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
