import type { ContentSummary } from '@/lib/cms/types';
import { articleHref } from '@/lib/navigation/routes';
import { formatDate } from '@/lib/format';
import { T } from './strings';
import styles from './NewsList.module.css';

export type NewsListProps = {
  records: ContentSummary[];
  /** /t3 notices link to /t3/news_list/article_content, everything else to /t1/article_content. */
  kind: 't1' | 't3';
  /** Navigation kept on the article links (col1..col4, special). */
  linkQuery?: Record<string, string | undefined>;
  /** Show thumbnails for records that have a cover image (news), off for notices. */
  showCovers?: boolean;
  emptyText?: string;
  /** Heading level of each title: h2 under the page's h1, h3 inside a titled section. */
  itemHeading?: 'h2' | 'h3';
};

/** Titles with date, 置顶 badge and, on wide screens, the summary. Plain links: zero JavaScript. */
export function NewsList({
  records,
  kind,
  linkQuery = {},
  showCovers = false,
  emptyText = T.emptyList,
  itemHeading: Heading = 'h2',
}: NewsListProps) {
  if (records.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ul className={styles.list} data-grow-list="">
      {records.map((item) => {
        const href = articleHref(kind, { ...linkQuery, contentId: item.id });
        const cover = showCovers && item.coverUrl ? item.coverUrl : null;
        return (
          <li key={item.id} className={`${styles.item} ${cover ? styles.withCover : ''}`}>
            {cover ? (
              // eslint-disable-next-line @next/next/no-img-element -- demo covers are small SVGs; next/image adds nothing here
              <img className={styles.cover} src={cover} alt="" width={176} height={110} loading="lazy" decoding="async" />
            ) : null}
            <div className={styles.body}>
              <Heading className={styles.title}>
                {item.pinned ? <span className={styles.pinned}>{T.pinned}</span> : null}
                <a href={href}>{item.title}</a>
              </Heading>
              {item.summary ? <p className={styles.summary}>{item.summary}</p> : null}
              <p className={styles.meta}>
                <time dateTime={item.publishAt}>{formatDate(item.publishAt)}</time>
                {item.columnLabel ? <span className={styles.column}>{item.columnLabel}</span> : null}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
