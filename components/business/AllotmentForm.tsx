import { FailureSummary } from '@/components/form/FailureSummary';
import type { AllotmentFormData } from '@/lib/business/allotment-form';
import { ALLOTMENT_PATHS, allotmentFamilyHref } from '@/lib/business/allotment-paths';
import { FORM_REASON } from '@/lib/forms/failure-query';
import { AllotmentFormClient } from './AllotmentForm.client';
import { ALLOTMENT_TEXT as T } from './text';
import styles from './AllotmentForm.module.css';

export type AllotmentFormProps = AllotmentFormData;

/**
 * The 配售型保障性住房 online registration on /t1/ywbl_01 (the slot of BusinessGuide): sign-in
 * first for a visitor, "no project open" with the next window, else the form. The form is a plain
 * POST that works without JavaScript (a failed one comes back listing the fields to fix); its
 * client half adds live checks with the same schema.
 */
export function AllotmentForm({ applicant, projects, nextWindow, idempotencyKey, invalid, failed, chosenProjectId }: AllotmentFormProps) {
  if (!applicant) {
    return (
      <div className={styles.box}>
        <p>{T.signInHint}</p>
        <a className={styles.primaryLink} href={`/login?redirect=${ALLOTMENT_PATHS.formPage}`}>
          {T.signInFirst}
        </a>
      </div>
    );
  }
  if (projects.length === 0) {
    return (
      <div className={styles.box} role="status">
        <p className={styles.boxTitle}>{T.noOpenProject}</p>
        <p>{nextWindow ? T.nextWindow(nextWindow.name, nextWindow.startsLabel) : T.noNextWindow}</p>
      </div>
    );
  }
  return (
    <div className={styles.wrap}>
      <FailureSummary idPrefix="allotment" reason={invalid.length ? FORM_REASON.invalid : undefined} fields={invalid} labels={T.fieldLabels} />
      <AllotmentFormClient
        action={ALLOTMENT_PATHS.insertApi}
        familyHref={allotmentFamilyHref()}
        prefill={{ applicantName: applicant.name, mobile: applicant.mobile }}
        idNumberMasked={applicant.idNumberMasked}
        projects={projects.map((p) => ({
          id: p.id,
          name: p.name,
          district: p.district,
          window: T.window(p.windowFirstLabel, p.windowLastLabel),
          unitTypes: p.unitTypes.map((u) => ({ id: u.id, label: unitTypeLabel(u) })),
        }))}
        familyMembers={applicant.familyMembers.map((m) => ({ id: m.id, label: `${m.name}（${m.relation}，${m.idNumberMasked}）` }))}
        idempotencyKey={idempotencyKey}
        invalid={invalid}
        failed={failed}
        chosenProjectId={chosenProjectId}
      />
    </div>
  );
}

function unitTypeLabel(u: { layout: string; areaMin: number; areaMax: number; priceMin: number | null; priceMax: number | null }): string {
  const area = u.areaMin === u.areaMax ? `${u.areaMin} 平方米` : `${u.areaMin}–${u.areaMax} 平方米`;
  const yuan = (n: number) => n.toLocaleString('en-US');
  const price =
    u.priceMin !== null && u.priceMax !== null
      ? `约 ${u.priceMin === u.priceMax ? yuan(u.priceMin) : `${yuan(u.priceMin)}–${yuan(u.priceMax)}`} 元/平方米`
      : '';
  return T.unitTypeLabel(u.layout, area, price);
}
