import type { ShopIntentionRecord } from '@/lib/data-docking/shop-intentions';
import { formatDateTime } from '@/lib/format';
import { RECORDS_TEXT as T } from './text';

/** The receipt number, or the row's number for a registration stored without its case (none are). */
export function receiptOf(r: Pick<ShopIntentionRecord, 'id' | 'receiptNo'>): string {
  return r.receiptNo ?? `#${r.id}`;
}

/**
 * One registration as the cells of a record table: receipt number, time, applicant, shops or area,
 * use, status.
 * The registration list uses them, and the personal centre's RecordTable can show
 * `records.map(shopIntentionCells)` under RECORDS_TEXT.personalColumns.
 */
export function shopIntentionCells(r: ShopIntentionRecord): [string, string, string, string, string, string] {
  const applicant = `${r.applicantName}（${r.applicantKind === 'company' ? T.company : T.person}）`;
  const where = [
    ...r.shops.map((s) => `${s.projectName} ${s.unitNo}`),
    ...(r.areaMin !== null && r.areaMax !== null ? [T.areaRange(r.areaMin, r.areaMax)] : []),
  ].join('；');
  const status = r.withdrawnAt ? `${r.statusLabel}（${formatDateTime(r.withdrawnAt)}）` : r.statusLabel;
  return [receiptOf(r), formatDateTime(r.createdAt), applicant, where || '—', r.intendedUseLabel, status];
}
