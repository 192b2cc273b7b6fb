import type { ColumnNode, HomePageBlock } from '@/lib/cms/types';
import { columnHref } from '@/lib/navigation/resolve';
import { formatDate } from '@/lib/format';
import { contentHref } from '@/lib/navigation/links';
import { T } from './strings';
import styles from './NoticeOverview.module.css';

export type NoticeOverviewProps = {
  tree: ColumnNode[];
  /** The notices column (通知公告) and its children's newest items, in menu order. */
  root: ColumnNode;
  blocks: HomePageBlock[];
};

/** /t3: every notice column with its newest notices and a link to the full list. */
export function NoticeOverview({ tree, root, blocks }: NoticeOverviewProps) {
  const trailOf = (key: string) => {
    const child = root.children.find((c) => c.key === key);
    return child ? [root, child] : [root];
  };
  return (
    <div>
      {root.description ? <p className={styles.intro}>{root.description}</p> : <p className={styles.intro}>{T.noticeOverviewIntro}</p>}
      <div className={styles.grid}>
        {blocks.map((block) => {
          const href = columnHref(trailOf(block.columnKey));
          const headingId = `notice-${block.columnKey}`;
          return (
            <section key={block.columnKey} className={styles.block} aria-labelledby={headingId}>
              <header className={styles.header}>
                <h2 id={headingId} className={styles.title}>
                  <a href={href}>{block.columnLabel}</a>
                </h2>
                <a className={styles.more} href={href}>
                  {T.more}
                  <span className="visually-hidden">{block.columnLabel}</span> ›
                </a>
              </header>
              {block.records.length === 0 ? (
                <p className={styles.empty}>{T.emptyList}</p>
              ) : (
                <ul className={styles.list}>
                  {block.records.map((r) => (
                    <li key={r.id} className={styles.item}>
                      <a className={styles.link} href={contentHref(tree, r.columnKey, r.id)} title={r.title}>
                        {r.pinned ? <span className={styles.pinned}>{T.pinned}</span> : null}
                        {r.title}
                      </a>
                      <time className={styles.date} dateTime={r.publishAt}>
                        {formatDate(r.publishAt)}
                      </time>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
}
