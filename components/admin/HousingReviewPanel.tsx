import { CorrectionForm } from '@/components/admin/CorrectionForm.client';
import type { OpenCorrection } from '@/lib/applications/correction';
import type { MaterialMeta } from '@/lib/applications/materials';
import type { ChecklistItem } from '@/lib/applications/material-checklist';
import { MATERIAL_API, staffMaterialHref } from '@/lib/applications/material-paths';
import type { FieldErrors } from '@/lib/api-client/envelope';
import styles from '@/app/admin/admin.module.css';

export type HousingReviewPanelProps = {
  caseId: number;
  version: number;
  caseHref: string;
  items: (ChecklistItem & { files: MaterialMeta[] })[];
  correction: OpenCorrection | null;
  /** The review stage may ask for 补正 now (受理 / 初审 / 复核). */
  canAsk: boolean;
  deadline: string;
  initialErrors?: FieldErrors;
};

const kb = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

/** A housing application's materials by checklist item, its open 补正, and 要求补正 (housing reviewers only). */
export function HousingReviewPanel({ caseId, version, caseHref, items, correction, canAsk, deadline, initialErrors }: HousingReviewPanelProps) {
  return (
    <>
      <section className={styles.card} aria-labelledby="materials-heading">
        <h2 id="materials-heading" className={styles.subheading}>
          申请材料
        </h2>
        <p>打开材料会记入审计日志。</p>
        <ul data-testid="case-materials">
          {items.map((item) => (
            <li key={item.key}>
              {item.name}：
              {item.files.length === 0
                ? '未上传'
                : item.files.map((f, i) => (
                    <span key={f.id}>
                      {i > 0 ? '、' : ''}
                      <a href={staffMaterialHref(f.id)}>{f.fileName}</a>（{kb(f.size)}）
                    </span>
                  ))}
            </li>
          ))}
        </ul>
      </section>
      {correction ? (
        <section className={styles.card} aria-labelledby="correction-heading">
          <h2 id="correction-heading" className={styles.subheading}>
            补正中
          </h2>
          <p data-testid="case-correction">
            已要求补正：{correction.items.map((i) => i.name).join('、')}；期限 {correction.deadline}
            {correction.overdue ? <strong className={styles.error}>（已逾期，可作出「未通过」决定并写明原因）</strong> : null}
          </p>
          <p>说明：{correction.note}</p>
        </section>
      ) : null}
      {canAsk ? (
        <section className={styles.card} aria-labelledby="ask-correction-heading">
          <h2 id="ask-correction-heading" className={styles.subheading}>
            要求补正
          </h2>
          <CorrectionForm caseId={caseId} version={version} action={MATERIAL_API.requestCorrection} caseHref={caseHref} items={items} deadline={deadline} initialErrors={initialErrors} />
        </section>
      ) : null}
    </>
  );
}
