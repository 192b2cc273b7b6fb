import { formatDateTime } from '@/lib/format';
import { T } from './strings';
import styles from './ContentMeta.module.css';

export type ContentMetaProps = {
  source?: string;
  author?: string;
  publishAt: string;
  viewCount?: number;
};

/** 来源 · 发布时间 · 浏览次数 line under an article title. */
export function ContentMeta({ source, author, publishAt, viewCount }: ContentMetaProps) {
  return (
    <dl className={styles.meta}>
      {source ? (
        <div className={styles.item}>
          <dt>{T.source}：</dt>
          <dd>{source}</dd>
        </div>
      ) : null}
      {author ? (
        <div className={styles.item}>
          <dt>{T.author}：</dt>
          <dd>{author}</dd>
        </div>
      ) : null}
      <div className={styles.item}>
        <dt>{T.publishedAt}：</dt>
        <dd>
          <time dateTime={publishAt}>{formatDateTime(publishAt)}</time>
        </dd>
      </div>
      {viewCount !== undefined ? (
        <div className={styles.item}>
          <dt>{T.views}：</dt>
          <dd>{viewCount}</dd>
        </div>
      ) : null}
    </dl>
  );
}
