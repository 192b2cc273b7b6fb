import { LAYOUT_TEXT } from './text';
import styles from './Spinner.module.css';

export type SpinnerProps = {
  /** Announced and shown under the ring; defaults to 加载中… */
  label?: string;
};

/** Accessible loading placeholder (spec §2/§9: spinner in a box at least 500px high). */
export function Spinner({ label = LAYOUT_TEXT.loading }: SpinnerProps) {
  return (
    <div className={styles.box} role="status" aria-live="polite">
      <span className={styles.ring} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
