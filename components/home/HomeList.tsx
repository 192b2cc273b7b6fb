import type { ColumnNode, ContentSummary } from '@/lib/cms/types';
import { formatDate } from '@/lib/format';
import { contentHref } from '@/lib/navigation/links';
import { ClippedTitleHints } from './ClippedTitleHints.client';
import { HOME_TEXT } from './text';
import styles from './home.module.css';

export type HomeListProps = {
  tree: ColumnNode[];
  records: ContentSummary[];
  /** Mark pinned items (notices). */
  showPinned?: boolean;
};

/**
 * Compact title + date list of the home blocks; full titles stay in the HTML, CSS clips them (and
 * ClippedTitleHints shows a cut one on hover). No class per item: some 40 items on /home.
 */
export function HomeList({ tree, records, showPinned = false }: HomeListProps) {
  if (records.length === 0) return <p className={styles.empty}>{HOME_TEXT.empty}</p>;
  return (
    <ul className={styles.list} data-clip="">
      {records.map((r) => {
        const day = formatDate(r.publishAt);
        return (
          <li key={r.id}>
            <a href={contentHref(tree, r.columnKey, r.id)}>
              {showPinned && r.pinned ? <span className={styles.pinned}>置顶</span> : null}
              {r.title}
            </a>
            {/* The day shown is the machine-readable value too (a valid date string). */}
            <time dateTime={day}>{day}</time>
          </li>
        );
      })}
      <ClippedTitleHints />
    </ul>
  );
}
