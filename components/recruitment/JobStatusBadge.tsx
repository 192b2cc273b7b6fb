import type { JobStatus } from '@/lib/validation/job-filter';
import styles from './Jobs.module.css';

/** 报名中 / 已截止 / 已结束 as a badge: the word carries the meaning, the colour only repeats it. */
export function JobStatusBadge({ status, label }: { status: JobStatus; label: string }) {
  return (
    <span className={styles.badge} data-status={status}>
      {label}
    </span>
  );
}
