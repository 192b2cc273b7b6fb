import type { ColumnNode } from '@/lib/cms/types';
import { columnHref } from '@/lib/navigation/resolve';
import { HOME_TEXT } from './text';
import styles from './home.module.css';

export type TopicEntryProps = { topic: ColumnNode };

/** The special topic (专题) as a banner link; its links carry special=<key> via columnHref. */
export function TopicEntry({ topic }: TopicEntryProps) {
  const children = topic.children;
  return (
    <div className={styles.topic}>
      <span className={styles.topicTag}>{HOME_TEXT.topicTag}</span>
      <p className={styles.topicTitle}>
        <a href={columnHref([topic])} className={styles.topicLink}>
          {topic.label}
        </a>
      </p>
      {topic.description ? <p className={styles.topicText}>{topic.description}</p> : null}
      {children.length > 0 ? (
        <ul className={styles.topicChildren}>
          {children.map((c) => (
            <li key={c.key}>
              <a href={columnHref([topic, c])}>{c.label}</a>
            </li>
          ))}
        </ul>
      ) : null}
      <a href={columnHref([topic])} className={styles.topicButton} aria-hidden="true" tabIndex={-1}>
        {HOME_TEXT.topicEnter} →
      </a>
    </div>
  );
}
