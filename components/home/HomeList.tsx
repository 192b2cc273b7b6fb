import type { ColumnNode, ContentSummary } from '@/lib/cms/types';
import { formatDate } from '@/lib/format';
import { contentHref } from '@/lib/navigation/links';
import { HOME_TEXT } from './text';
import styles from './home.module.css';

export type HomeListProps = {
  tree: ColumnNode[];
  records: ContentSummary[];
  /** Mark pinned items (notices). */
  showPinned?: boolean;
};

/** Compact title + date list of the home blocks; full titles stay in the HTML, CSS clips them. */
export function HomeList({ tree, records, showPinned = false }: HomeListProps) {
  if (records.length === 0) return <p className={styles.empty}>{HOME_TEXT.empty}</p>;
  return (
    <ul className={styles.list}>
      {records.map((r) => (
        <li key={r.id} className={styles.listItem}>
          <a className={styles.listLink} href={contentHref(tree, r.columnKey, r.id)} title={r.title}>
            {showPinned && r.pinned ? <span className={styles.pinned}>置顶</span> : null}
            {r.title}
          </a>
          <time className={styles.listDate} dateTime={r.publishAt}>
            {formatDate(r.publishAt)}
          </time>
        </li>
      ))}
    </ul>
  );
}
