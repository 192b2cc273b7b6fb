import { caseHref } from '@/lib/navigation/paths';
import { MESSAGE_TEXT } from './text';
import styles from './Cases.module.css';

/**
 * A receipt number in a record table of the personal centre: it opens the case's page with its
 * timeline (办件详情). A record stored without a case (none are) shows its row number, unlinked.
 */
export function ReceiptLink({ receiptNo, fallback }: { receiptNo: string | null; fallback: string }) {
  if (!receiptNo) return <span className={styles.receipt}>{fallback}</span>;
  return (
    <span className={styles.receiptCell}>
      <span className={styles.receipt}>{receiptNo}</span>
      <a href={caseHref(receiptNo)}>{MESSAGE_TEXT.progressLink}</a>
    </span>
  );
}
