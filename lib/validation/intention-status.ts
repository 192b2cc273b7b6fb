/**
 * Statuses of an intention registration (shop intention, part 7, and allotment-sale intention,
 * part 8), as data: the code is stored, the label is shown. Only a type-free map is imported, so
 * client leaves may use it.
 */
import { WITHDRAWN_LABEL } from './record-outcome';

export const INTENTION_STATUSES = [
  { code: 'submitted', label: '已提交' },
  { code: 'accepted', label: '已受理' },
  { code: 'contacted', label: '已联系' },
  { code: 'closed', label: '已结束' },
] as const;

export type IntentionStatus = (typeof INTENTION_STATUSES)[number]['code'];

export const INTENTION_STATUS_CODES = INTENTION_STATUSES.map((s) => s.code) as [IntentionStatus, ...IntentionStatus[]];

export function isIntentionStatus(value: unknown): value is IntentionStatus {
  return typeof value === 'string' && (INTENTION_STATUS_CODES as readonly string[]).includes(value);
}

/**
 * The label a citizen sees. A registration the applicant withdrew is stored as `closed` with its
 * withdrawal time and reads 已撤回, as every withdrawn record does (lib/validation/record-outcome.ts);
 * one staff closed reads 已结束.
 */
export function intentionStatusLabel(status: IntentionStatus, withdrawnAt?: Date | string | null): string {
  if (status === 'closed' && withdrawnAt) return WITHDRAWN_LABEL;
  return INTENTION_STATUSES.find((s) => s.code === status)?.label ?? status;
}

/** Once staff have accepted a registration, the applicant can no longer take it back on their own. */
export function canWithdrawIntention(status: IntentionStatus): boolean {
  return status === 'submitted';
}

export type WithdrawDecision = { ok: true; next: IntentionStatus } | { ok: false; message: string };

/** A withdrawn registration is closed (it reads 已撤回); it is kept, so the applicant and staff still see it happened. */
export function withdrawIntention(status: IntentionStatus, withdrawnAt?: Date | string | null): WithdrawDecision {
  if (canWithdrawIntention(status)) return { ok: true, next: 'closed' };
  return { ok: false, message: `只有“已提交”的登记可以撤回，这条登记当前为“${intentionStatusLabel(status, withdrawnAt)}”` };
}

/**
 * An allotment-sale registration's statuses (issue #28 part 8): 已提交 → 审核中 → 已通过 / 未通过;
 * `closed` is a registration the applicant withdrew (it reads 已撤回).
 */
export const ALLOTMENT_STATUSES = [
  { code: 'submitted', label: '已提交' },
  { code: 'reviewing', label: '审核中' },
  { code: 'approved', label: '已通过' },
  { code: 'rejected', label: '未通过' },
  { code: 'closed', label: WITHDRAWN_LABEL },
] as const;

export type AllotmentStatus = (typeof ALLOTMENT_STATUSES)[number]['code'];

export function allotmentStatusLabel(status: AllotmentStatus, withdrawnAt?: Date | string | null): string {
  if (status === 'closed') return withdrawnAt ? WITHDRAWN_LABEL : '已结束';
  return ALLOTMENT_STATUSES.find((s) => s.code === status)?.label ?? status;
}

export type AllotmentWithdrawDecision = { ok: true; next: AllotmentStatus } | { ok: false; message: string };

/** Only a registration still 已提交 can be withdrawn; it becomes closed (已撤回) and is kept. */
export function withdrawAllotment(status: AllotmentStatus, withdrawnAt?: Date | string | null): AllotmentWithdrawDecision {
  if (status === 'submitted') return { ok: true, next: 'closed' };
  return { ok: false, message: `只有“已提交”的登记可以撤回，这条登记当前为“${allotmentStatusLabel(status, withdrawnAt)}”` };
}
