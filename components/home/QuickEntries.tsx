import type { BusinessSegment } from '@/lib/cms/types';
import { SegmentIcon } from './SegmentIcon';
import { HOME_TEXT } from './text';
import styles from './home.module.css';

export type QuickEntriesProps = { segments: BusinessSegment[] };

/** The housing businesses (and commercial services) as large tiles: the portal's main doors. */
export function QuickEntries({ segments }: QuickEntriesProps) {
  if (segments.length === 0) return null;
  return (
    <section className={styles.quick} aria-labelledby="home-quick">
      <h2 id="home-quick" className="visually-hidden">
        {HOME_TEXT.quickEntriesTitle}
      </h2>
      <ul className={styles.quickList}>
        {segments.map((s) => (
          <li key={s.id} className={styles.quickItem}>
            <a className={styles.quickLink} href={s.linkUrl}>
              <span className={styles.quickIcon}>
                <SegmentIcon icon={s.icon} columnKey={s.columnKey} />
              </span>
              <span className={styles.quickName}>{s.name}</span>
              {s.summary ? <span className={styles.quickSummary}>{s.summary}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
