/**
 * How each kind of case is handled, as data (issue #28 part 2): its statuses with their words, the
 * moves staff may make from each, the service pledge (working days until the next step is due) and
 * the status its submission table stores. Nothing here touches the database, so pages and tests
 * read the same rules the service applies.
 */
import type { CASE_KINDS, CASE_STATUSES } from '@/lib/db/schema/cases';

export type CaseKind = (typeof CASE_KINDS)[number];
export type CaseStatus = (typeof CASE_STATUSES)[number];

export const CASE_KIND_LABELS: Record<CaseKind, string> = {
  shop_intention: '商铺意向登记',
  allotment: '配售型保障性住房意向登记',
  job_application: '岗位投递',
  questionnaire: '问卷',
  consultation: '留言咨询',
  housing_application: '住房保障申请',
};

export const CASE_STATUS_LABELS: Record<CaseStatus, string> = {
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
  first_review: '初审',
  second_review: '复核',
  publicized: '公示',
  queued: '轮候',
  correction: '待补正',
};

type Flow = {
  /** The status a new case opens in. */
  initial: CaseStatus;
  /** The moves staff may make: from → the statuses it may go to. A status with none is final. */
  moves: Partial<Record<CaseStatus, readonly CaseStatus[]>>;
  /** Working days (Mon–Fri) the next step may take from each status; absent = no pledge. */
  pledgeDays: Partial<Record<CaseStatus, number>>;
  /** The case's status as the submission table stores it (only where they differ). */
  subjectStatus: Partial<Record<CaseStatus, string>>;
  /** Words that differ from CASE_STATUS_LABELS for this kind (a job application's 已投递). */
  labels?: Partial<Record<CaseStatus, string>>;
};

export const CASE_FLOWS: Record<CaseKind, Flow> = {
  shop_intention: {
    initial: 'submitted',
    moves: { submitted: ['accepted'], accepted: ['contacted', 'closed'], contacted: ['closed'] },
    pledgeDays: { submitted: 5, accepted: 5 },
    // A withdrawn shop intention is stored closed with its withdrawal time (it reads 已撤回).
    subjectStatus: { withdrawn: 'closed' },
  },
  allotment: {
    initial: 'submitted',
    moves: { submitted: ['reviewing'], reviewing: ['approved', 'rejected'] },
    pledgeDays: { submitted: 5, reviewing: 10 },
    subjectStatus: { withdrawn: 'closed' },
  },
  job_application: {
    initial: 'submitted',
    moves: { submitted: ['screening', 'rejected'], screening: ['interview', 'rejected'], interview: ['hired', 'rejected'] },
    pledgeDays: { submitted: 5, screening: 10, interview: 10 },
    subjectStatus: {},
    labels: { submitted: '已投递' },
  },
  questionnaire: {
    initial: 'received',
    moves: {},
    pledgeDays: {},
    subjectStatus: {},
  },
  // 留言咨询 (lib/cases/questions.ts): answered within 5 working days of arriving, or of being accepted.
  consultation: {
    initial: 'submitted',
    moves: { submitted: ['accepted', 'answered'], accepted: ['answered'] },
    pledgeDays: { submitted: 5, accepted: 5 },
    subjectStatus: {},
  },
  // 公租房 / 保租房（个人）申请 (lib/applications): 已提交 → 受理 → 初审 → 复核 → 公示 → 轮候, or 未通过
  // (with the reason) from any stage before 公示 ends; moving to 轮候 gives the 轮候序号 (lib/allocations).
  housing_application: {
    initial: 'submitted',
    moves: {
      submitted: ['accepted', 'rejected'],
      accepted: ['first_review', 'rejected'],
      first_review: ['second_review', 'rejected'],
      second_review: ['publicized', 'rejected'],
      publicized: ['queued', 'rejected'],
      // 补正 is entered only by requestCorrection (lib/applications/correction.ts), never by a plain move.
      correction: ['rejected'],
    },
    pledgeDays: { submitted: 5, accepted: 5, first_review: 15, second_review: 10, publicized: 7 },
    subjectStatus: {},
    labels: { submitted: '已提交', accepted: '受理', first_review: '初审', second_review: '复核', publicized: '公示', queued: '轮候', rejected: '未通过', correction: '补正' },
  },
};

export function statusLabel(kind: CaseKind, status: CaseStatus): string {
  return CASE_FLOWS[kind].labels?.[status] ?? CASE_STATUS_LABELS[status];
}

/** The statuses staff may move a case of this kind to from `from` (none when it is final). */
export function allowedMoves(kind: CaseKind, from: CaseStatus): readonly CaseStatus[] {
  return CASE_FLOWS[kind].moves[from] ?? [];
}

/** Every status a case of this kind can be in, in flow order (the inbox's status filter). */
export function statusesOf(kind: CaseKind): CaseStatus[] {
  const flow = CASE_FLOWS[kind];
  const out: CaseStatus[] = [flow.initial];
  for (const [from, tos] of Object.entries(flow.moves)) for (const s of [from, ...(tos ?? [])] as CaseStatus[]) if (!out.includes(s)) out.push(s);
  if (kind !== 'questionnaire') out.push('withdrawn');
  return out;
}

/** A final status: nothing more happens (no move from it, or withdrawn). */
export function isFinal(kind: CaseKind, status: CaseStatus): boolean {
  return status === 'withdrawn' || allowedMoves(kind, status).length === 0;
}

/** The value the submission table stores for a case status. */
export function subjectStatusOf(kind: CaseKind, status: CaseStatus): string {
  return CASE_FLOWS[kind].subjectStatus[status] ?? status;
}

/**
 * `days` working days after `from`: Monday to Friday count, weekends do not; public holidays are
 * not known to the portal (a pledge over a holiday reads due earlier than it is, never later).
 * The time of day is kept.
 */
export function addWorkingDays(from: Date, days: number): Date {
  const at = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    at.setTime(at.getTime() + 86_400_000);
    // The weekday in Beijing (UTC+8), where the office is.
    const weekday = new Date(at.getTime() + 8 * 3600 * 1000).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return at;
}

/** When the next step of a case now in `status` is due, or null when the status carries no pledge. */
export function dueFrom(kind: CaseKind, status: CaseStatus, from: Date): Date | null {
  const days = CASE_FLOWS[kind].pledgeDays[status];
  return days ? addWorkingDays(from, days) : null;
}
