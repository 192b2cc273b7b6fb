import { LAYOUT_TEXT } from './text';
import styles from './SkipLink.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: keyboard and screen-reader users jump past the menu. */
export function SkipLink({ targetId = MAIN_CONTENT_ID }: { targetId?: string }) {
  return (
    <a className={styles.skip} href={`#${targetId}`}>
      {LAYOUT_TEXT.skipLink}
    </a>
  );
}
