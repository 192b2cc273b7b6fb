import { FavouriteButton } from '@/components/account/FavouriteButton.client';
import type { ContentDetail } from '@/lib/cms/types';
import { articleHref } from '@/lib/navigation/paths';
import { ArticleTools } from './ArticleTools.client';
import { Attachments } from './Attachments';
import { ContentMeta } from './ContentMeta';
import { T } from './strings';
import { ViewBeacon } from './ViewBeacon.client';
import { RichText } from './RichText';
import styles from './Article.module.css';
import prose from './prose.module.css';

export type ArticleProps = {
  content: ContentDetail;
  kind: 't1' | 't3';
  /** Navigation kept on the 上一篇/下一篇 links (col1..col4, special). */
  linkQuery?: Record<string, string | undefined>;
  /** The column list the article belongs to. */
  listHref?: string;
};

/** One content: title, meta, sanitized body, attachments, neighbours. */
export function Article({ content, kind, linkQuery = {}, listHref }: ArticleProps) {
  const bodyId = `article-body-${content.id}`;
  const neighbour = (label: string, item: ContentDetail['previous'], rel: 'prev' | 'next') => (
    <li className={styles.neighbour}>
      <span className={styles.neighbourLabel}>{label}：</span>
      {item ? (
        <a href={articleHref(kind, { ...linkQuery, contentId: item.id })} rel={rel}>
          {item.title}
        </a>
      ) : (
        <span className={styles.none}>{T.none}</span>
      )}
    </li>
  );

  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <h1 className={styles.title}>{content.title}</h1>
        <div className={styles.slot}>
          <FavouriteButton contentId={content.id} title={content.title} />
        </div>
        <ContentMeta
          source={content.source}
          author={content.author}
          publishAt={content.publishAt}
          viewCount={content.viewCount}
        />
        <ArticleTools targetId={bodyId} />
        <ViewBeacon contentId={content.id} />
      </header>

      {content.policy ? (
        <p className={styles.policy} role="note">
          <strong>{content.policy.state === 'repealed' ? T.policyRepealed : T.policyAmended}</strong>
          {content.policy.replacedBy ? (
            <>
              {'　'}
              {T.policyReplacedBy}
              <a href={articleHref(kind, { ...linkQuery, contentId: content.policy.replacedBy.id })}>{content.policy.replacedBy.title}</a>
            </>
          ) : null}
        </p>
      ) : null}

      {content.videoUrl ? (
        <video className={styles.video} src={content.videoUrl} controls preload="none" width={960} height={540}>
          <a href={content.videoUrl}>{content.title}</a>
        </video>
      ) : null}

      <RichText id={bodyId} className={`${prose.prose} ${styles.body}`} html={content.bodyHtml} />

      <Attachments attachments={content.attachments} />

      <nav className={styles.neighbours} aria-label={`${T.previousArticle}/${T.nextArticle}`}>
        <ul>
          {neighbour(T.previousArticle, content.previous, 'prev')}
          {neighbour(T.nextArticle, content.next, 'next')}
        </ul>
        {listHref ? (
          <a className={styles.back} href={listHref}>
            {T.backToList}
          </a>
        ) : null}
      </nav>
    </article>
  );
}
