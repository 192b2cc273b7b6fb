import type { MemorabiliaItem } from '@/lib/cms/types';
import { T } from './strings';
import styles from './Timeline.module.css';

export type TimelineProps = {
  /** Years that have events, any order (shown newest first). */
  years: number[];
  currentYear: number | null;
  items: MemorabiliaItem[];
  /** Link of a year tab (keeps the page's col params). */
  yearHref: (year: number) => string;
};

function monthDay(eventDate: string): string {
  const m = /^\d{4}-(\d{2})-(\d{2})/.exec(eventDate);
  return m ? `${Number(m[1])}月${Number(m[2])}日` : eventDate;
}

/** 大事记: years as links (no JavaScript), the chosen year's events as a vertical timeline. */
export function Timeline({ years, currentYear, items, yearHref }: TimelineProps) {
  const sorted = [...years].sort((a, b) => b - a);
  const events = [...items].sort((a, b) => a.eventDate.localeCompare(b.eventDate));
  return (
    <div className={styles.timeline}>
      {sorted.length > 0 ? (
        <nav aria-label={T.timelineYears} className={styles.yearsNav}>
          <ul className={styles.years}>
            {sorted.map((y) => (
              <li key={y}>
                <a
                  href={yearHref(y)}
                  className={`${styles.year} ${y === currentYear ? styles.yearCurrent : ''}`}
                  aria-current={y === currentYear ? 'page' : undefined}
                >
                  {y}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {currentYear !== null ? <h2 className={styles.yearHeading}>{T.yearLabel(currentYear)}</h2> : null}
      {events.length === 0 ? (
        <p className={styles.empty}>{T.timelineEmpty}</p>
      ) : (
        <ol className={styles.events}>
          {events.map((e) => (
            <li key={e.id} className={styles.event}>
              <time className={styles.date} dateTime={e.eventDate}>
                {monthDay(e.eventDate)}
              </time>
              <div className={styles.card}>
                <h3 className={styles.eventTitle}>{e.title}</h3>
                {e.description ? <p className={styles.text}>{e.description}</p> : null}
                {e.imageUrl ? (
                  // eslint-disable-next-line @next/next/no-img-element -- small seeded images with known size
                  <img className={styles.image} src={e.imageUrl} alt={e.title} width={480} height={270} loading="lazy" decoding="async" />
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
