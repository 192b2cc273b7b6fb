import { T } from './strings';
import { RichText } from './RichText';
import styles from './QA.module.css';
import prose from './prose.module.css';

export type QAItem = { id: number; question: string; answerHtml: string };

export type QAProps = {
  items: QAItem[];
  total: number;
  keyword: string;
  /** No question holds every word of the keyword; the list holds those with some of them. */
  partial?: boolean;
  /** Path the search form submits to (GET, served by the server). */
  action: string;
  /** Navigation the search keeps (col1..col4, special): sent as hidden fields. */
  hidden: Record<string, string | undefined>;
  /** Link that clears the keyword. */
  resetHref: string;
};

/** Questions as <details>: readable, searchable and openable without JavaScript. */
export function QA({ items, total, keyword, partial = false, action, hidden, resetHref }: QAProps) {
  return (
    <div>
      <div className={styles.search}>
        <form method="get" action={action} role="search" aria-label={T.qaSearch} className={styles.form}>
          {Object.entries(hidden).map(([name, value]) =>
            value ? <input key={name} type="hidden" name={name} value={value} /> : null,
          )}
          <label htmlFor="qa-keyword" className={styles.label}>
            {T.qaKeywordLabel}
          </label>
          <input
            id="qa-keyword"
            className={styles.input}
            type="search"
            name="keyword"
            defaultValue={keyword}
            placeholder={T.qaKeywordPlaceholder}
            maxLength={50}
            enterKeyHint="search"
          />
          <button type="submit" className={styles.submit}>
            {T.qaSubmit}
          </button>
          {keyword ? (
            <a href={resetHref} className={styles.reset}>
              {T.qaReset}
            </a>
          ) : null}
        </form>
      </div>
      {keyword ? (
        <p className={styles.results} role="status">
          {T.qaResults(keyword, total)}
        </p>
      ) : null}
      {keyword && partial && total > 0 ? <p className={styles.partial}>{T.qaPartial}</p> : null}
      {items.length === 0 ? (
        <p className={styles.empty}>{keyword ? T.qaEmpty : T.emptyList}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item, i) => (
            <li key={item.id}>
              <details className={styles.item} open={i === 0 && Boolean(keyword)}>
                <summary className={styles.question}>
                  <span className={styles.badgeQ} aria-hidden="true">
                    {T.question}
                  </span>
                  <span className={styles.questionText}>{item.question}</span>
                </summary>
                <div className={styles.answer}>
                  <span className={styles.badgeA} aria-hidden="true">
                    {T.answer}
                  </span>
                  <RichText className={`${prose.prose} ${styles.answerBody}`} html={item.answerHtml} />
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
