import { Pagination } from '@/components/templates/Pagination';
import { TableHead } from '@/components/ui/TableHead';
import type { ConsultationData } from '@/lib/templates/consultation';
import { formatDate } from '@/lib/format';
import { ASK_QUESTION_PATH, CONSULTATION_PATH, MY_QUESTIONS_PATH } from '@/lib/navigation/paths';
import { QUESTION_TEXT as T } from './text';
import styles from './Questions.module.css';

/** /t1/consultation: what the service is, the monthly figures, and the published answers. */
export function Consultation({ questions, figures }: Pick<ConsultationData, 'questions' | 'figures'>) {
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{T.intro}</p>
      <p className={styles.actions}>
        <a className={styles.primary} href={ASK_QUESTION_PATH}>
          {T.ask}
        </a>
        <a href={MY_QUESTIONS_PATH}>{T.mine}</a>
      </p>

      <section aria-labelledby="figures-title">
        <h2 id="figures-title" className={styles.heading}>
          {T.figuresTitle}
        </h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{T.figuresCaption}</caption>
            <TableHead columns={T.figureColumns} />
            <tbody>
              {figures.map((f) => (
                <tr key={f.month}>
                  <td data-label={T.figureColumns[0]}>{f.month}</td>
                  <td data-label={T.figureColumns[1]}>{f.received}</td>
                  <td data-label={T.figureColumns[2]}>{f.answered}</td>
                  <td data-label={T.figureColumns[3]}>{T.days(f.averageDays)}</td>
                  <td data-label={T.figureColumns[4]}>{f.overdue}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="questions-title">
        <h2 id="questions-title" className={styles.heading}>
          {T.listTitle}
        </h2>
        {questions.records.length === 0 ? (
          <p className={styles.muted}>{T.none}</p>
        ) : (
          <ol className={styles.list}>
            {questions.records.map((q) => (
              <li key={q.id} id={`question-${q.id}`} className={styles.item}>
                <h3 className={styles.title}>
                  <span className={styles.category}>{q.categoryLabel}</span>
                  {q.title}
                </h3>
                <p className={styles.body}>{q.body}</p>
                <dl className={styles.meta}>
                  <dt>{T.asker}</dt>
                  <dd>{q.asker}</dd>
                  <dt>{T.received}</dt>
                  <dd>
                    <time dateTime={q.receivedAt}>{formatDate(q.receivedAt)}</time>
                  </dd>
                  <dt>{T.answered}</dt>
                  <dd>
                    <time dateTime={q.answeredAt}>{formatDate(q.answeredAt)}</time>
                  </dd>
                </dl>
                <div className={styles.answer}>
                  <p className={styles.answerLabel}>{T.answer}</p>
                  <p className={styles.body}>{q.answer}</p>
                </div>
              </li>
            ))}
          </ol>
        )}
        <Pagination pageNum={questions.pageNum} pages={questions.pages} total={questions.total} pathname={CONSULTATION_PATH} query={{}} />
      </section>
    </div>
  );
}
