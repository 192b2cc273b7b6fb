/**
 * The names people read for case kinds and statuses (issue #28). The handling statuses themselves
 * and which may follow which are the transitions' data (lib/cases/handling); this maps a code to its
 * word for the pages that only show one.
 */
import type { CaseKind } from './receipts';

export const CASE_KIND_LABELS: Record<CaseKind, string> = {
  shop_intention: '商铺承租意向登记',
  allotment: '配售型保障性住房意向登记',
  job_application: '岗位投递',
  questionnaire: '问卷调查',
  consultation: '留言咨询',
};

const STATUS_LABELS: Record<string, string> = {
  submitted: '已提交',
  accepted: '已受理',
  contacted: '已联系',
  closed: '已结束',
  reviewing: '审核中',
  approved: '已通过',
  rejected: '未通过',
  screening: '筛选中',
  interview: '面试邀请',
  hired: '已录用',
  withdrawn: '已撤回',
  received: '已收到',
  answered: '已答复',
};

/** A status's word; a job application's first status reads 已投递. */
export function caseStatusLabel(kind: CaseKind, status: string): string {
  if (kind === 'job_application' && status === 'submitted') return '已投递';
  return STATUS_LABELS[status] ?? status;
}
