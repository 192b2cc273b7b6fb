import { formatDateTime } from '@/lib/format';
import styles from './Cases.module.css';

export type CaseStep = { key: string | number; label: string; at: string; note?: string | null };

/**
 * A case's steps, oldest first, the latest marked as where it stands (aria-current). The public
 * lookup shows statuses and times only; the personal centre adds the notes written to the citizen.
 */
export function CaseSteps({ steps, label }: { steps: readonly CaseStep[]; label: string }) {
  return (
    <ol className={styles.steps} aria-label={label}>
      {steps.map((s, i) => {
        const current = i === steps.length - 1;
        return (
          <li key={s.key} className={current ? `${styles.step} ${styles.current}` : styles.step} aria-current={current ? 'step' : undefined}>
            <div className={styles.stepHead}>
              <span className={styles.stepLabel}>{s.label}</span>
              <time className={styles.stepTime} dateTime={s.at}>
                {formatDateTime(s.at)}
              </time>
            </div>
            {s.note ? <p className={styles.note}>{s.note}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
