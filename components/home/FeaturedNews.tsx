import type { ColumnNode, ContentSummary } from '@/lib/cms/types';
import { formatDate } from '@/lib/format';
import { contentHref } from '@/lib/navigation/links';
import { HomeList } from './HomeList';
import styles from './home.module.css';

export type FeaturedNewsProps = { tree: ColumnNode[]; records: ContentSummary[] };

/** 公司要闻: the newest item as a picture card, the rest as a list. */
export function FeaturedNews({ tree, records }: FeaturedNewsProps) {
  const [first, ...rest] = records;
  if (!first) return <HomeList tree={tree} records={[]} />;
  const href = contentHref(tree, first.columnKey, first.id);
  return (
    <div className={styles.featured}>
      <a className={styles.featuredCard} href={href}>
        {first.coverUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- demo covers are SVG with known size
          <img
            className={styles.featuredImage}
            src={first.coverUrl}
            alt={first.title}
            width={800}
            height={450}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <span className={styles.featuredBody}>
          <span className={styles.featuredTitle}>{first.title}</span>
          {first.summary ? <span className={styles.summary}>{first.summary}</span> : null}
          <time className={styles.featuredDate} dateTime={first.publishAt}>
            {formatDate(first.publishAt)}
          </time>
        </span>
      </a>
      <HomeList tree={tree} records={rest} />
    </div>
  );
}
