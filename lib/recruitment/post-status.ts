import { shanghaiToday } from '@/lib/validation/resume';

/**
 * A post as the visitor sees it: 报名中 until the end of its deadline day in Shanghai, then 已截止;
 * 已结束 once the operator ends it. Derived, not stored, so nobody has to flip a flag at midnight.
 */
export type JobPostStatus = 'open' | 'closed' | 'ended';

export const JOB_POST_STATUS_LABELS: Record<JobPostStatus, string> = { open: '报名中', closed: '已截止', ended: '已结束' };

export function effectiveStatus(post: { state: 'open' | 'ended'; deadline: string }, now: Date = new Date()): JobPostStatus {
  if (post.state === 'ended') return 'ended';
  return post.deadline < shanghaiToday(now) ? 'closed' : 'open';
}

export function isOpenForApplications(post: { state: 'open' | 'ended'; deadline: string }, now: Date = new Date()): boolean {
  return effectiveStatus(post, now) === 'open';
}

/** What an applicant is told when a post takes no more applications. */
export const CLOSED_MESSAGES: Record<Exclude<JobPostStatus, 'open'>, string> = {
  closed: '该岗位已截止报名，不能再投递',
  ended: '该岗位招聘已结束，不能再投递',
};
