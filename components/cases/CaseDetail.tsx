import type { CaseDetailData } from '@/lib/templates/case-detail';
import { RATING_MSG, ratingLabel } from '@/lib/validation/rating';
import { RatingForm } from './RatingForm.client';
import { CaseFacts } from './CaseFacts';
import { CaseSteps } from './CaseSteps';
import { CASE_TEXT, MESSAGE_TEXT as T, RATING_TEXT as R } from './text';
import styles from './Cases.module.css';
import { applicationFormHref } from '@/lib/applications/paths';


/** 办件详情: one of the citizen's own cases, its facts and every step with the notes written to them. */
export function CaseDetail({ found, rated, failure }: Pick<CaseDetailData, 'found' | 'rated' | 'failure'>) {
  if (!found) {
    return (
      <p role="alert" className={styles.note}>
        {T.caseMissing}
      </p>
    );
  }
  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby="case-facts-title">
        <h2 id="case-facts-title" className={styles.panelTitle}>
          {found.kindLabel}
        </h2>
        <CaseFacts receiptNo={found.receiptNo} subject={found.subject} submittedAt={found.submittedAt} statusLabel={found.statusLabel} />
        {found.kind === 'housing_application' && found.status === 'correction' ? (
          // 补正: what is asked and by when is the latest step's note; the files are uploaded on the application page.
          <p role="status" className={styles.note}>
            需要补正材料：请查看下方办理记录中的补正说明，并<a href={applicationFormHref(found.receiptNo.startsWith('BZ-') ? 'bzf' : 'gzf')}>到申请页面上传材料并提交补正</a>。
          </p>
        ) : null}
      </section>
      <section className={styles.panel} aria-labelledby="case-steps-title">
        <h2 id="case-steps-title" className={styles.panelTitle}>
          {CASE_TEXT.query.resultTitle}
        </h2>
        <CaseSteps steps={found.steps.map((s) => ({ key: s.id, label: s.label, at: s.at, note: s.note }))} label={CASE_TEXT.stepsLabel} />
        <p className={styles.hint}>{T.caseStepsNote}</p>
      </section>
      {found.ended ? (
        <section className={styles.panel} aria-labelledby="case-rating-title">
          <h2 id="case-rating-title" className={styles.panelTitle}>
            {R.title}
          </h2>
          {rated ? (
            <p role="status" className={styles.note}>
              {R.thanks}
            </p>
          ) : null}
          {failure.reason && failure.reason in R.refused ? (
            <p role="alert" className={styles.note}>
              {R.refused[failure.reason as keyof typeof R.refused]}
            </p>
          ) : null}
          {found.rating ? (
            <p>
              {R.yours(ratingLabel(found.rating.score))}
              {found.rating.comment ? `；${found.rating.comment}` : ''}
            </p>
          ) : (
            <>
              <p className={styles.intro}>{R.intro}</p>
              <RatingForm receiptNo={found.receiptNo} initialErrors={Object.fromEntries(failure.fields.map((f) => [f, f === 'score' ? RATING_MSG.score : RATING_MSG.comment]))} />
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}
