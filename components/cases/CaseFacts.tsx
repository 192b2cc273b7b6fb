import { formatDateTime } from '@/lib/format';
import { CASE_TEXT } from './text';
import styles from './Cases.module.css';

const F = CASE_TEXT.facts;

export type CaseFactsProps = {
  receiptNo: string;
  subject: string;
  submittedAt: string;
  statusLabel: string;
  /** The public lookup says the kind and the masked applicant too; the owner's page names the kind in its heading. */
  kindLabel?: string;
  applicant?: string;
};

/** A case in facts (受理编号, 业务类型, 办理事项, 申请人, 提交时间, 当前状态): the case page and the public lookup. */
export function CaseFacts({ receiptNo, subject, submittedAt, statusLabel, kindLabel, applicant }: CaseFactsProps) {
  return (
    <dl className={styles.facts}>
      <dt>{F.receiptNo}</dt>
      <dd className={styles.receipt}>{receiptNo}</dd>
      {kindLabel ? (
        <>
          <dt>{F.kind}</dt>
          <dd>{kindLabel}</dd>
        </>
      ) : null}
      {subject ? (
        <>
          <dt>{F.subject}</dt>
          <dd>{subject}</dd>
        </>
      ) : null}
      {applicant ? (
        <>
          <dt>{F.applicant}</dt>
          <dd>{applicant}</dd>
        </>
      ) : null}
      <dt>{F.submittedAt}</dt>
      <dd>
        <time dateTime={submittedAt}>{formatDateTime(submittedAt)}</time>
      </dd>
      <dt>{F.status}</dt>
      <dd>
        <span className={styles.status}>{statusLabel}</span>
      </dd>
    </dl>
  );
}
