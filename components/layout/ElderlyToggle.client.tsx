'use client';

import { setElderlyMode } from './elderly-mode';
import { LAYOUT_TEXT } from './text';
import { useElderlyMode } from './use-elderly-mode';
import styles from './SiteFrame.module.css';

/** The header's 长者模式 switch: a toggle button whose pressed state is the mode, said in its text too. */
export function ElderlyToggle() {
  const on = useElderlyMode();
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={on}
      title={on ? LAYOUT_TEXT.elderly.offHint : LAYOUT_TEXT.elderly.onHint}
      onClick={() => setElderlyMode(!on)}
    >
      <svg className={styles.icon} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M3 5h11v3h-4v11H7V8H3zm12 5h7v3h-2v6h-3v-6h-2z" />
      </svg>
      {on ? (
        <span className={styles.text}>
          {LAYOUT_TEXT.elderly.onState}
          <span className={styles.leave}>（{LAYOUT_TEXT.elderly.leave}）</span>
        </span>
      ) : (
        LAYOUT_TEXT.elderly.label
      )}
    </button>
  );
}
