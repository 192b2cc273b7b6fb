import { Pagination } from '@/components/templates/Pagination';
import { TableHead } from '@/components/ui/TableHead';
import type { MyQuestionsData } from '@/lib/templates/my-questions';
import { formatDateTime } from '@/lib/format';
import { ASK_QUESTION_PATH, CONSULTATION_PATH, MY_QUESTIONS_PATH } from '@/lib/navigation/paths';
import { ReceiptLink } from './ReceiptLink';
import { QUESTION_TEXT as T } from './text';
import styles from './Questions.module.css';

/** 我的咨询: each question with its receipt (its page shows the answer), status and whether it is public. */
export function MyQuestions({ questions, asked }: Pick<MyQuestionsData, 'questions' | 'asked'>) {
  return (
    <div className={styles.page}>
      {asked ? (
        <p role="status" className={styles.success}>
          {T.asked(asked.receiptNo)}
        </p>
      ) : null}
      <p className={styles.actions}>
        <a className={styles.primary} href={ASK_QUESTION_PATH}>
          {T.ask}
        </a>
        <a href={CONSULTATION_PATH}>查看公开的咨询答复</a>
      </p>
      {questions.records.length === 0 ? (
        <p className={styles.muted}>{T.noneMine}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{T.mine}</caption>
            <TableHead columns={T.columns} />
            <tbody>
              {questions.records.map((q) => (
                <tr key={q.id}>
                  <td data-label={T.columns[0]}>
                    <ReceiptLink receiptNo={q.receiptNo} fallback={`#${q.id}`} />
                  </td>
                  <td data-label={T.columns[1]}>
                    <time dateTime={q.createdAt}>{formatDateTime(q.createdAt)}</time>
                  </td>
                  <td data-label={T.columns[2]}>{q.categoryLabel}</td>
                  <td data-label={T.columns[3]}>{q.title}</td>
                  <td data-label={T.columns[4]}>
                    {q.statusLabel}
                    {q.overdue ? <span className={styles.overdue}>（{T.overdue}）</span> : null}
                  </td>
                  <td data-label={T.columns[5]}>{q.published ? T.publishedYes : q.consent && !q.answered ? T.publishedConsent : T.publishedNo}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination pageNum={questions.pageNum} pages={questions.pages} total={questions.total} pathname={MY_QUESTIONS_PATH} query={{}} />
    </div>
  );
}
