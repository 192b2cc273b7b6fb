import type { Attachment } from '@/lib/cms/types';
import { fileExtension, formatFileSize } from '@/lib/format';
import { T } from './strings';
import styles from './Attachments.module.css';

export type AttachmentsProps = { attachments: Attachment[] };

/** Downloadable files of a content, with type and size so visitors know what they fetch. */
export function Attachments({ attachments }: AttachmentsProps) {
  if (attachments.length === 0) return null;
  return (
    <section className={styles.attachments} aria-labelledby="attachments-heading">
      <h2 id="attachments-heading" className={styles.heading}>
        {T.attachments}（{attachments.length}）
      </h2>
      <ul className={styles.list}>
        {attachments.map((file, i) => {
          const ext = fileExtension(file.name) || fileExtension(file.url);
          const size = formatFileSize(file.size);
          return (
            <li key={`${file.url}-${i}`} className={styles.item}>
              <span className={styles.ext} aria-hidden="true">
                {ext || '文件'}
              </span>
              <a className={styles.name} href={file.url} download>
                {file.name}
              </a>
              <span className={styles.info}>
                {[ext, size].filter(Boolean).join(' · ')}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
