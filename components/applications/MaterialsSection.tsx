import { formStyles } from '@/components/form/form-styles';
import { formatDate, formatFileSize } from '@/lib/format';
import { MATERIAL_API, materialDownloadHref } from '@/lib/applications/material-paths';
import { MATERIALS_TEXT as T, type MaterialsView } from '@/lib/applications/materials-view';
import { ACCEPTED_EXTENSIONS } from '@/lib/recruitment/file-rules';
import styles from './Apply.module.css';
import own from './Materials.module.css';

const ACCEPT = [...ACCEPTED_EXTENSIONS.photo, ...ACCEPTED_EXTENSIONS.attachment].map((e) => `.${e}`).join(',');

/**
 * The application's materials checklist: each item's files (download, 删除 while they may change),
 * an upload per item, and the open 补正 with its items, note, deadline and 提交补正. Plain
 * multipart forms: they work without JavaScript and with it (the server answers 303 back here).
 */
export function MaterialsSection({ view }: { view: MaterialsView }) {
  const { correction } = view;
  const asked = new Set(correction?.items.map((i) => i.key) ?? []);
  const since = correction ? new Date(correction.requestedAt).getTime() : 0;
  return (
    <section className={styles.box} aria-labelledby="apply-materials">
      <h2 id="apply-materials" className={styles.heading}>
        {T.heading}
      </h2>
      {view.notice ? (
        <p role="status" className={styles.notice}>
          {view.notice}
        </p>
      ) : null}
      {view.error && !view.error.item ? (
        <p role="alert" className={styles.alert}>
          {view.error.message}
        </p>
      ) : null}
      {correction ? (
        <div className={styles.alert} data-testid="correction-request">
          <h3>{T.correctionHeading}</h3>
          <p>{T.correctionDeadline(correction.deadline)}</p>
          <ul>
            {correction.items.map((i) => (
              <li key={i.key}>{i.name}</li>
            ))}
          </ul>
          <p>说明：{correction.note}</p>
          {correction.overdue ? <p>{T.correctionOverdue}</p> : null}
          <form method="post" action={MATERIAL_API.submitCorrection}>
            <input type="hidden" name="id" value={view.applicationId} />
            <input type="hidden" name="back" value={view.back} />
            <button type="submit" className={styles.primary}>
              {T.submitCorrection}
            </button>
          </form>
        </div>
      ) : null}
      <p className={styles.intro}>{view.canUpload ? T.intro : T.closedIntro}</p>
      <ol className={own.materials}>
        {view.items.map((item) => {
          const inputId = `material-${item.key}`;
          const error = view.error?.item === item.key ? view.error.message : null;
          return (
            <li key={item.key} data-item={item.key}>
              <strong>{item.name}</strong>
              {asked.has(item.key) ? <span className={own.asked}>（需补正）</span> : null}
              {item.note ? <span className={own.hint}> {item.note}</span> : null}
              {item.files.length === 0 ? (
                <p className={own.hint}>{T.none}</p>
              ) : (
                <ul>
                  {item.files.map((f) => (
                    <li key={f.id}>
                      <a href={materialDownloadHref(f.id)}>{f.fileName}</a> {formatFileSize(f.size)} · {formatDate(f.uploadedAt)}
                      {view.canUpload && (!correction || new Date(f.uploadedAt).getTime() >= since) ? (
                        <form method="post" action={MATERIAL_API.remove} className={own.inline}>
                          <input type="hidden" name="id" value={f.id} />
                          <input type="hidden" name="back" value={view.back} />
                          <button type="submit" className={styles.secondary} aria-label={`${T.remove} ${f.fileName}`}>
                            {T.remove}
                          </button>
                        </form>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
              {view.canUpload ? (
                <form method="post" action={MATERIAL_API.upload} encType="multipart/form-data" className={formStyles.form}>
                  <input type="hidden" name="applicationId" value={view.applicationId} />
                  <input type="hidden" name="itemKey" value={item.key} />
                  <input type="hidden" name="back" value={view.back} />
                  <label htmlFor={inputId}>选择{item.name}文件</label>
                  <input id={inputId} type="file" name="file" accept={ACCEPT} required aria-invalid={error ? true : undefined} aria-describedby={error ? `${inputId}-error` : undefined} />
                  <button type="submit" className={styles.secondary}>
                    {T.upload}
                  </button>
                  {error ? (
                    <p id={`${inputId}-error`} role="alert" className={styles.alert}>
                      {error}
                    </p>
                  ) : null}
                </form>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
