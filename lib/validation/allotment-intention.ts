import { z } from './zod';
import { ACCOUNT_MSG, idNumber, mobile } from './account-base';
import { id, paging, strictInput, text } from './common';
import { chosenId, idempotencyKey, idList, readFormFields } from './form-input';
import { isShowableName, PERSON_NAME_HIDDEN_MSG } from './person-name';

/**
 * 配售型保障性住房 在线意向登记 (/t1/ywbl_01): the form schema and the registration-window rule.
 * The server also checks what a schema cannot: the project is in its window, the unit type belongs
 * to the project, and every family member belongs to the signed-in user's 家庭信息.
 */

export const ALLOTMENT_LIMITS = { familyMembers: 10 } as const;

export const ALLOTMENT_MSG = {
  applicantName: ACCOUNT_MSG.name,
  idNumber: ACCOUNT_MSG.idNumber,
  mobile: ACCOUNT_MSG.mobile,
  projectId: '请选择登记的项目',
  unitTypeId: '请选择意向户型',
  familyInvalid: '所选家庭成员不存在，请到“家庭信息”中核对',
  familyTooMany: `最多选择 ${ALLOTMENT_LIMITS.familyMembers} 位家庭成员`,
  familyRepeated: '家庭成员不能重复选择',
  notStarted: (start: string) => `本项目意向登记尚未开始（${start}开始）`,
  ended: (end: string) => `本项目意向登记已结束（${end}截止）`,
} as const;

const applicantName = z
  .string({ error: ALLOTMENT_MSG.applicantName })
  .trim()
  .pipe(text(Number.MAX_SAFE_INTEGER))
  .refine((v) => [...v].length >= 2 && [...v].length <= 20, { error: ALLOTMENT_MSG.applicantName })
  .refine(isShowableName, { error: PERSON_NAME_HIDDEN_MSG });

/** The form's fields, in order: the form post reads these, and `?fields=` may name only these. */
export const ALLOTMENT_FORM_FIELDS = ['applicantName', 'idNumber', 'mobile', 'projectId', 'unitTypeId', 'familyMemberIds', 'idempotencyKey'] as const;

export const allotmentIntentionBody = strictInput({
  applicantName,
  idNumber,
  mobile,
  projectId: chosenId(ALLOTMENT_MSG.projectId),
  /** The preferred layout: one of the project's unit types. */
  unitTypeId: chosenId(ALLOTMENT_MSG.unitTypeId),
  familyMemberIds: idList(ALLOTMENT_LIMITS.familyMembers, {
    invalid: ALLOTMENT_MSG.familyInvalid,
    tooMany: ALLOTMENT_MSG.familyTooMany,
    repeated: ALLOTMENT_MSG.familyRepeated,
  }),
  idempotencyKey,
});

export type AllotmentIntentionInput = z.output<typeof allotmentIntentionBody>;

/** The fields of the no-JavaScript form post, ready for allotmentIntentionBody. */
export function readAllotmentIntentionForm(form: Pick<FormData, 'getAll'>) {
  return readFormFields(form, ALLOTMENT_FORM_FIELDS, ['familyMemberIds']);
}

/* ---- Registration window: start ≤ t < end, dates as people in Shanghai read them ---- */

/** China has kept UTC+8 without daylight saving since 1991, so a fixed offset is exact. */
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type RegistrationWindow = { readonly startsAt: Date; readonly endsAt: Date };

export type WindowState = { open: true } | { open: false; reason: 'not_started' | 'ended'; message: string };

/** Midnight in Shanghai at the start of a YYYY-MM-DD day. */
export function shanghaiDayStart(day: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${day}`);
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const utc = Date.UTC(y, m - 1, d);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) throw new RangeError(`no such date: ${day}`);
  return new Date(utc - SHANGHAI_OFFSET_MS);
}

/** "登记时间 7 月 1 日至 7 月 10 日" as notices say it: both days included, Shanghai time. */
export function registrationWindowFromDays(firstDay: string, lastDay: string): RegistrationWindow {
  const startsAt = shanghaiDayStart(firstDay);
  const endsAt = new Date(shanghaiDayStart(lastDay).getTime() + DAY_MS);
  if (endsAt <= startsAt) throw new RangeError(`the window ends before it starts: ${firstDay} – ${lastDay}`);
  return { startsAt, endsAt };
}

/** "2026年7月1日" at Shanghai midnight, else "2026年7月1日 09:30". */
export function formatShanghaiTime(at: Date): string {
  const local = new Date(at.getTime() + SHANGHAI_OFFSET_MS);
  const date = `${local.getUTCFullYear()}年${local.getUTCMonth() + 1}月${local.getUTCDate()}日`;
  const h = local.getUTCHours();
  const min = local.getUTCMinutes();
  if (h === 0 && min === 0) return date;
  return `${date} ${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
}

/** The end is exclusive; at a midnight end the last open day is the one before, and that is what is shown. */
function formatEnd(endsAt: Date): string {
  const local = new Date(endsAt.getTime() + SHANGHAI_OFFSET_MS);
  const midnight = local.getUTCHours() === 0 && local.getUTCMinutes() === 0;
  return formatShanghaiTime(midnight ? new Date(endsAt.getTime() - DAY_MS) : endsAt);
}

/** Open when start ≤ t < end; otherwise the Chinese message says whether it has not begun or is over. */
export function registrationWindowState(window: RegistrationWindow, at: Date = new Date()): WindowState {
  const t = at.getTime();
  if (t < window.startsAt.getTime()) return { open: false, reason: 'not_started', message: ALLOTMENT_MSG.notStarted(formatShanghaiTime(window.startsAt)) };
  if (t >= window.endsAt.getTime()) return { open: false, reason: 'ended', message: ALLOTMENT_MSG.ended(formatEnd(window.endsAt)) };
  return { open: true };
}

export function isRegistrationOpen(window: RegistrationWindow, at: Date = new Date()): boolean {
  return registrationWindowState(window, at).open;
}

/* ---- The other calls of the registration API ---- */

/** withdrawAllotmentIntention: the registration's id (JSON body or form field). */
export const allotmentWithdrawBody = strictInput({ id });

/** selectAllotmentIntention: paging only. */
export const allotmentListQuery = strictInput(paging);
