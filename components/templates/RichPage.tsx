import type { ContentDetail } from '@/lib/cms/types';
import { Attachments } from './Attachments';
import { T } from './strings';
import { RichText } from './RichText';
import styles from './RichPage.module.css';
import prose from './prose.module.css';

export type ColumnCard = { key: string; label: string; href: string; description?: string };

/** The page's h1 is rendered by the frame around it (PageShell, or the legal-page layout). */
export type RichPageProps = {
  /** The column's own page; null when the column has none. */
  content: ContentDetail | null;
  /** Shown when there is no own content: the child columns, so the page is never a dead end. */
  childColumns?: ColumnCard[];
};

/** A column rendered as one page (business introductions, guides, organisation…). */
export function RichPage({ content, childColumns = [] }: RichPageProps) {
  return (
    <div className={styles.page}>
      {content ? (
        <>
          {/* The summary is the body's opening (meta description); showing it again would repeat the text. */}
          {content.videoUrl ? (
            <video className={styles.video} src={content.videoUrl} controls preload="none" width={960} height={540}>
              <a href={content.videoUrl}>{content.title}</a>
            </video>
          ) : null}
          <RichText className={prose.prose} html={content.bodyHtml} />
          <Attachments attachments={content.attachments} />
        </>
      ) : childColumns.length > 0 ? (
        <nav aria-label={T.subColumns}>
          <ul className={styles.cards}>
            {childColumns.map((c) => (
              <li key={c.key}>
                <a className={styles.card} href={c.href}>
                  <span className={styles.cardTitle}>{c.label}</span>
                  {c.description ? <span className={styles.cardText}>{c.description}</span> : null}
                  <span className={styles.cardMore} aria-hidden="true">
                    {T.enter} →
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <p className={styles.empty}>{T.noPage}</p>
      )}
    </div>
  );
}
