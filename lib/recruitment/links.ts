import { PERSONAL_CENTER_PATH } from '@/lib/navigation/routes';

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
  draftRemove: '/api/bzf-portal-recruit/brcDraftEntity/remove',
  resumeSave: '/api/bzf-portal-recruit/brcResumeEntity/save',
  apply: '/api/bzf-portal-recruit/brcApplicationEntity/insertRecord',
  withdraw: '/api/bzf-portal-recruit/brcApplicationEntity/withdraw',
} as const;

export { loginHref } from '@/lib/session/redirect';
export const postHref = (postId: number) => `${RECRUIT_PAGES.post}?postId=${postId}`;
export const quickHref = (postId?: number, extra = '') => `${RECRUIT_PAGES.quick}${postId ? `?postId=${postId}${extra ? `&${extra}` : ''}` : extra ? `?${extra}` : ''}`;

/** Flash codes the records and drafts pages understand (?applyError=…, ?withdrawError=…). */
export type ApplyOutcome = 'duplicate' | 'closed' | 'ended' | 'post_missing' | 'no_resume' | 'busy';
export type WithdrawOutcome = 'notfound' | 'locked' | 'busy';
