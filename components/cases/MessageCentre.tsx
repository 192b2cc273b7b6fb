import { Pagination } from '@/components/templates/Pagination';
import { caseHref, MESSAGES_PATH } from '@/lib/navigation/paths';
import { formatDateTime } from '@/lib/format';
import type { MessagesData } from '@/lib/templates/messages';
import { MESSAGE_TEXT as T } from './text';
import styles from './Messages.module.css';

/** A subscription reminder's one-click 退订 link (lib/subscriptions), shown as a link of its own. */
const UNSUBSCRIBE_LINK = /\/api\/bzf-portal-register\/subscriptions\/oneClick\?t=[0-9]+\.[A-Za-z0-9_-]{43}/;

const messageHref = (id: number, pageNum: number) => `${MESSAGES_PATH}?messageId=${id}${pageNum > 1 ? `&pageNum=${pageNum}` : ''}`;

/**
 * 站内信: newest first, unread ones marked in words (not colour alone). Opening one (?messageId=)
 * shows it whole above the list and marks it read; plain links, so it works without JavaScript.
 */
export function MessageCentre({ messages, opened, missing }: Pick<MessagesData, 'messages' | 'opened' | 'missing'>) {
  return (
    <div className={styles.centre}>
      {missing ? (
        <p role="alert" className={styles.alert}>
          {T.missing}
        </p>
      ) : null}
      {opened ? (
        <article className={styles.opened} aria-labelledby="message-title">
          <h2 id="message-title" className={styles.openedTitle}>
            {opened.title}
          </h2>
          <p className={styles.meta}>
            <time dateTime={opened.createdAt}>{formatDateTime(opened.createdAt)}</time>
          </p>
          <p className={styles.body}>{opened.body}</p>
          <p className={styles.actions}>
            {opened.receiptNo ? <a href={caseHref(opened.receiptNo)}>{T.viewCase}</a> : null}
            {UNSUBSCRIBE_LINK.exec(opened.body) ? <a href={UNSUBSCRIBE_LINK.exec(opened.body)![0]}>一键退订</a> : null}
            <a href={MESSAGES_PATH}>{T.back}</a>
          </p>
        </article>
      ) : null}
      {messages.records.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{T.none}</p>
          <p>{T.noneHint}</p>
        </div>
      ) : (
        <ul className={styles.list} aria-label={T.listLabel}>
          {messages.records.map((m) => (
            <li key={m.id} className={m.readAt ? styles.item : `${styles.item} ${styles.unread}`} aria-current={opened?.id === m.id ? 'true' : undefined}>
              <a className={styles.link} href={messageHref(m.id, messages.pageNum)}>
                <span className={m.readAt ? styles.readMark : styles.unreadMark}>{m.readAt ? T.read : T.unread}</span>
                <span className={styles.title}>{m.title}</span>
              </a>
              <time className={styles.time} dateTime={m.createdAt}>
                {formatDateTime(m.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
      <Pagination pageNum={messages.pageNum} pages={messages.pages} total={messages.total} pathname={MESSAGES_PATH} query={{}} />
    </div>
  );
}
