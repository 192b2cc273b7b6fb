import type { FieldDifference, ParagraphChange } from '@/lib/cms/content-diff';
import styles from '@/app/admin/admin.module.css';
import { VERSION_TEXT as T } from './content-text';

/** Unchanged paragraphs beyond this many in a row fold into one line. */
const KEEP_AROUND = 1;

type Shown = ParagraphChange | { kind: 'folded'; count: number };

/** Long unchanged runs as 「……（n 段未改动）」, keeping one paragraph of context beside each change. */
function fold(changes: readonly ParagraphChange[]): Shown[] {
  const out: Shown[] = [];
  let i = 0;
  while (i < changes.length) {
    if (changes[i]!.kind !== 'same') {
      out.push(changes[i++]!);
      continue;
    }
    let j = i;
    while (j < changes.length && changes[j]!.kind === 'same') j++;
    const run = changes.slice(i, j);
    const head = i === 0 ? 0 : KEEP_AROUND;
    const tail = j === changes.length ? 0 : KEEP_AROUND;
    if (run.length > head + tail + 1) {
      out.push(...run.slice(0, head), { kind: 'folded', count: run.length - head - tail }, ...run.slice(run.length - tail));
    } else {
      out.push(...run);
    }
    i = j;
  }
  return out;
}

/**
 * What differs between a version and the article now: a table of the fields (该版本 / 当前), then the
 * body paragraph by paragraph. Text only — the values are rendered as text, never as markup.
 */
export function VersionCompare({ number, fields, body }: { number: number; fields: FieldDifference[]; body: ParagraphChange[] | null }) {
  const bodyChanged = body?.some((c) => c.kind !== 'same') ?? false;
  return (
    <section className={styles.card} aria-labelledby="compare-heading">
      <h2 id="compare-heading" className={styles.subheading}>
        有差别的项目
      </h2>
      {fields.length === 0 && !body ? <p>{T.compareSame}</p> : null}
      {fields.length ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{T.compareCaption(number)}</caption>
            <thead>
              <tr>
                <th scope="col">项目</th>
                <th scope="col">第 {number} 版</th>
                <th scope="col">当前</th>
              </tr>
            </thead>
            <tbody>
              {fields.map((f) => (
                <tr key={f.field}>
                  <th scope="row">{f.label}</th>
                  <td className={styles.changes}>{f.before}</td>
                  <td className={styles.changes}>{f.after}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {body ? (
        <>
          <h3 className={styles.subheading}>{T.bodyHeading}</h3>
          {bodyChanged ? (
            <ol className={styles.diff} aria-label={`正文从第 ${number} 版到当前的改动`}>
              {fold(body).map((c, i) =>
                c.kind === 'folded' ? (
                  <li key={i} className={styles.diffFolded}>
                    {T.keptRun(c.count)}
                  </li>
                ) : c.kind === 'removed' ? (
                  <li key={i} className={styles.diffRemoved}>
                    <span className={styles.diffMark}>{T.removed}</span>
                    <del>{c.text}</del>
                  </li>
                ) : c.kind === 'added' ? (
                  <li key={i} className={styles.diffAdded}>
                    <span className={styles.diffMark}>{T.added}</span>
                    <ins>{c.text}</ins>
                  </li>
                ) : (
                  <li key={i}>{c.text}</li>
                ),
              )}
            </ol>
          ) : (
            <p>{T.bodyFormatOnly}</p>
          )}
        </>
      ) : null}
    </section>
  );
}
