import { FORM_REASON } from '@/lib/forms/failure-query';
import type { CaseQueryData } from '@/lib/templates/case-query';
import { CASE_LOOKUP_MSG } from '@/lib/validation/case-lookup';
import { CASE_QUERY_PATH } from '@/lib/navigation/paths';
import { CaseLookupForm } from './CaseLookupForm.client';
import { CaseFacts } from './CaseFacts';
import { CaseSteps } from './CaseSteps';
import { CASE_TEXT } from './text';
import styles from './Cases.module.css';

const T = CASE_TEXT.query;
const FIELD_MSG = { receiptNo: CASE_LOOKUP_MSG.receiptNo, who: CASE_LOOKUP_MSG.who } as const;

/** /t1/caseQuery: the form, or the case a fresh ticket names with its masked steps. */
export function CaseQuery({ found, stale, failure }: Pick<CaseQueryData, 'found' | 'stale' | 'failure'>) {
  if (found) {
    return (
      <div className={styles.page}>
        <section className={styles.panel} aria-labelledby="case-result-title">
          <h2 id="case-result-title" className={styles.panelTitle}>
            {T.resultTitle}
          </h2>
          <CaseFacts receiptNo={found.receiptNo} kindLabel={found.kindLabel} subject={found.subject} applicant={found.applicant} submittedAt={found.submittedAt} statusLabel={found.statusLabel} />
        </section>
        <section className={styles.panel} aria-label={CASE_TEXT.stepsLabel}>
          <CaseSteps steps={found.steps.map((s, i) => ({ key: i, label: s.label, at: s.at }))} label={CASE_TEXT.stepsLabel} />
          <p className={styles.hint}>{T.detailsHint}</p>
        </section>
        <p>
          <a href={CASE_QUERY_PATH}>{T.again}</a>
        </p>
      </div>
    );
  }
  const status = stale ? T.stale : failure.reason === 'notFound' ? T.notFound : failure.reason === 'limited' ? T.limited : failure.reason === FORM_REASON.busy ? '系统繁忙，请稍后重试' : undefined;
  const initialErrors = Object.fromEntries(failure.fields.map((f) => [f, FIELD_MSG[f]]));
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{T.intro}</p>
      <section className={styles.panel}>
        {status ? (
          <p role="alert" className={styles.note}>
            {status}
          </p>
        ) : null}
        <CaseLookupForm initialErrors={initialErrors} />
      </section>
    </div>
  );
}
