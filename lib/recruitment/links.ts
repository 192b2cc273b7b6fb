import { PERSONAL_CENTER_PATH } from '@/lib/navigation/paths';
import { readFormFailure } from '@/lib/forms/failure-query';

/**
 * Where the recruitment forms and records live, and the addresses the no-JavaScript form posts
 * answer with (303). Only names and ids go into these URLs, never what a person typed.
 */
export const RECRUIT_PAGES = {
  list: '/t1/PostInformation',
  post: '/t1/PostDeatil',
  quick: '/t1/RegisteForm',
  resume: '/t1/ResumeForm',
  drafts: `${PERSONAL_CENTER_PATH}/job_information/registratio_form`,
  records: `${PERSONAL_CENTER_PATH}/job_information/job_Wanted_Record`,
} as const;

export const RECRUIT_API = {
  draftSave: '/api/bzf-portal-recruit/brcDraftEntity/save',
  draftOne: '/api/bzf-portal-recruit/brcDraftEntity/selectOne',
  draftRemove: '/api/bzf-portal-recruit/brcDraftEntity/remove',
  resumeSave: '/api/bzf-portal-recruit/brcResumeEntity/save',
  apply: '/api/bzf-portal-recruit/brcApplicationEntity/insertRecord',
  withdraw: '/api/bzf-portal-recruit/brcApplicationEntity/withdraw',
} as const;

export { loginHref } from '@/lib/session/redirect';
export const postHref = (postId: number) => `${RECRUIT_PAGES.post}?postId=${postId}`;
export const quickHref = (postId?: number, extra = '') => `${RECRUIT_PAGES.quick}${postId ? `?postId=${postId}${extra ? `&${extra}` : ''}` : extra ? `?${extra}` : ''}`;

/**
 * Failure codes the records and drafts pages understand, in the one query convention
 * (lib/forms/failure-query.ts): an application that did not go in comes back with
 * `?failed=<ApplyOutcome>&postId=<id>`, a withdraw with `?failed=<WithdrawOutcome>` (no postId).
 */
export const APPLY_OUTCOMES = ['duplicate', 'closed', 'ended', 'post_missing', 'no_resume', 'busy'] as const;
export const WITHDRAW_OUTCOMES = ['notfound', 'locked', 'busy'] as const;
export type ApplyOutcome = (typeof APPLY_OUTCOMES)[number];
export type WithdrawOutcome = (typeof WITHDRAW_OUTCOMES)[number];

type Get = (name: string) => string | null | undefined;
const postIdOf = (raw: string | null | undefined) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null);

/** The records page's failure notice: an application (it names its post) or a withdraw. */
export function readRecordsFailure(get: Get): { kind: 'applyError'; reason: ApplyOutcome; postId: number | null } | { kind: 'withdrawError'; reason: WithdrawOutcome } | null {
  const { reason } = readFormFailure(get, [], [...APPLY_OUTCOMES, ...WITHDRAW_OUTCOMES]);
  if (!reason) return null;
  const postId = get('postId');
  const apply = APPLY_OUTCOMES.find((r) => r === reason);
  const withdraw = WITHDRAW_OUTCOMES.find((r) => r === reason);
  if (apply && (postId !== null && postId !== undefined || !withdraw)) return { kind: 'applyError', reason: apply, postId: postIdOf(postId) };
  return withdraw ? { kind: 'withdrawError', reason: withdraw } : null;
}

/** The drafts page: `?removed=1`, or `?failed=notfound` when there was nothing to delete. */
export function readDraftsNotice(get: Get): { removed: boolean; removeError: boolean } {
  return { removed: get('removed') === '1', removeError: readFormFailure(get, [], ['notfound']).reason === 'notfound' };
}
