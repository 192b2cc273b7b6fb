'use client';

import { SegmentIconView, type SegmentIconName } from './SegmentIcon';
import { HOME_TEXT } from './text';
import styles from './home.module.css';

/** [link, icon, name, summary] of one business segment. */
export type PackedSegment = [href: string, icon: SegmentIconName, name: string, summary: string];

/** The tiles' markup, from packed segments (the payload carries the data, not element JSON). */
export function QuickEntriesView({ segments }: { segments: PackedSegment[] }) {
  return (
    <section className={styles.quick} aria-labelledby="home-quick">
      <h2 id="home-quick" className="visually-hidden">
        {HOME_TEXT.quickEntriesTitle}
      </h2>
      <ul className={styles.quickList}>
        {segments.map(([href, icon, name, summary], i) => (
          <li key={i} className={styles.quickItem}>
            <a className={styles.quickLink} href={href}>
              <span className={styles.quickIcon}>
                <SegmentIconView name={icon} />
              </span>
              <span className={styles.quickName}>{name}</span>
              {summary ? <span className={styles.quickSummary}>{summary}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
