/**
 * Receipt numbers as text (issue #28 part 1): SY-20261126-0123 — the kind's prefix, the Beijing
 * date of the submission, the day's sequence for that kind. Pure (no database), so forms and their
 * schemas in the browser can read and check one; numbering is lib/cases/receipts.ts.
 */
import type { CASE_KINDS } from '@/lib/db/schema/cases';

export type CaseKind = (typeof CASE_KINDS)[number];

/** 商业 意向, 配售, 招聘, 问卷, 咨询. */
export const RECEIPT_PREFIX: Record<CaseKind, string> = {
  shop_intention: 'SY',
  allotment: 'PS',
  job_application: 'ZP',
  questionnaire: 'WJ',
  consultation: 'ZX',
  // 公租房 GZ; a 保租房 application is numbered BZ (APPLICATION_RECEIPT_PREFIX).
  housing_application: 'GZ',
};

/** A housing application's receipt prefix by product: 公租房 GZ, 保租房（个人） BZ, 保租房（企业） BZQ, 共有产权 申购 GC. */
export const APPLICATION_RECEIPT_PREFIX = { gzf: 'GZ', bzf: 'BZ', bzf_company: 'BZQ', gycq: 'GC' } as const;

/** A receipt number as people type it: prefix, eight digits of date, four or more of sequence. */
export const RECEIPT_PATTERN = /^(SY|PS|ZP|WJ|ZX|GZ|BZQ|BZ|GC)-(\d{8})-(\d{4,6})$/;

/** 2026-11-26, the Beijing calendar day of an instant (UTC+8, no daylight saving). */
export function beijingDay(at: Date): string {
  return new Date(at.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10);
}

export function formatReceipt(kind: CaseKind, day: string, sequence: number, prefix: string = RECEIPT_PREFIX[kind]): string {
  return `${prefix}-${day.replaceAll('-', '')}-${String(sequence).padStart(4, '0')}`;
}

/** Upper-cases and trims what someone typed; null when it cannot be a receipt number. */
export function normaliseReceipt(input: string): string | null {
  const value = input.trim().toUpperCase().replace(/\s+/g, '');
  return RECEIPT_PATTERN.test(value) ? value : null;
}
