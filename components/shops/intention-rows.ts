import type { ShopIntentionRecord } from '@/lib/data-docking/shop-intentions';
import { formatDateTime } from '@/lib/format';
import { RECORDS_TEXT as T } from './text';

/**
 * One registration as the cells of a record table: time, applicant, shops or area, use, status.
 * The registration list uses them, and the personal centre's RecordTable can show
 * `records.map(shopIntentionCells)` under RECORDS_TEXT.personalColumns.
 */
export function shopIntentionCells(r: ShopIntentionRecord): [string, string, string, string, string] {
  const applicant = `${r.applicantName}（${r.applicantKind === 'company' ? T.company : T.person}）`;
  const where = [
    ...r.shops.map((s) => `${s.projectName} ${s.unitNo}`),
    ...(r.areaMin !== null && r.areaMax !== null ? [T.areaRange(r.areaMin, r.areaMax)] : []),
  ].join('；');
  const status = r.withdrawnAt ? `${r.statusLabel}（${formatDateTime(r.withdrawnAt)}）` : r.statusLabel;
  return [formatDateTime(r.createdAt), applicant, where || '—', r.intendedUseLabel, status];
}
