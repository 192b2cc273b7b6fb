import type { ContentSummary } from '@/lib/cms/types';
import { articleHref } from '@/lib/navigation/paths';
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

/**
 * Titles with date, 置顶 badge and, on wide screens, the summary. Plain links: zero JavaScript.
 * Items carry no class of their own (CSS selects by structure): a list page shows up to 20 of them,
 * each in the HTML and again in the RSC payload.
 */
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
        const day = formatDate(item.publishAt);
        return (
          <li key={item.id} className={cover ? styles.withCover : undefined}>
            {cover ? (
              // eslint-disable-next-line @next/next/no-img-element -- demo covers are small SVGs; next/image adds nothing here
              <img className={styles.cover} src={cover} alt="" width={176} height={110} loading="lazy" decoding="async" />
            ) : null}
            <div>
              <Heading>
                {item.pinned ? <span className={styles.pinned}>{T.pinned}</span> : null}
                <a href={href}>{item.title}</a>
              </Heading>
              {item.summary ? <p>{item.summary}</p> : null}
              <p className={styles.meta}>
                {/* The day shown is the machine-readable value too (a valid date string). */}
                <time dateTime={day}>{day}</time>
                {item.columnLabel ? <span>{item.columnLabel}</span> : null}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
