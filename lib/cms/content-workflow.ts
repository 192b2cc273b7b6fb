/**
 * The editorial workflow as data (issue #26 part 3): one table of `from → to` with the console
 * action a role needs for it. lib/cms/content-admin.ts applies a step only through this table, so
 * an editor's post to publish is refused by the server whatever the page showed.
 *
 *   草稿 ──提交审核──▶ 待审核 ──发布 / 定时发布──▶ 已发布 ──撤回──▶ 已撤回
 *     ▲                 │                                      │
 *     └────退回修改─────┘◀────────────────重新编辑─────────────┘
 *
 * 定时发布 is 已发布 with a publish time still ahead: every public read filters on
 * `publish_at <= now()`, so the article appears at its time without a job flipping a status.
 */
import type { StaffAction } from '@/lib/staff/roles';

export type ContentStatus = 'draft' | 'review' | 'published' | 'withdrawn';
export type PolicyState = '' | 'repealed' | 'amended';

export const CONTENT_STEPS = ['submit', 'publish', 'returnToDraft', 'withdraw', 'redraft'] as const;
export type ContentStep = (typeof CONTENT_STEPS)[number];

export type Transition = { from: readonly ContentStatus[]; to: ContentStatus; action: StaffAction };

export const CONTENT_TRANSITIONS: Record<ContentStep, Transition> = {
  submit: { from: ['draft'], to: 'review', action: 'content.draft' },
  publish: { from: ['review'], to: 'published', action: 'content.publish' },
  returnToDraft: { from: ['review'], to: 'draft', action: 'content.publish' },
  withdraw: { from: ['published'], to: 'withdrawn', action: 'content.publish' },
  redraft: { from: ['withdrawn'], to: 'draft', action: 'content.draft' },
};

/** Saving a draft's fields: only while it is a draft, and only with the editor's action. */
export const EDITABLE_STATUSES: readonly ContentStatus[] = ['draft'];
export const EDIT_ACTION: StaffAction = 'content.draft';
/** Marking a published policy 已废止 / 已修改 is a publishing decision. */
export const POLICY_ACTION: StaffAction = 'content.publish';

/**
 * Versions (lib/cms/content-versions.ts): restoring one writes a draft, so it is the editor's; a
 * restored draft of a published article reaches visitors only when a reviewer publishes it, and the
 * reviewer may also set it aside.
 */
export const VERSION_OPS = ['restore', 'publishRestored', 'discardRestored'] as const;
export type VersionOp = (typeof VERSION_OPS)[number];
export const VERSION_OP_ACTIONS: Record<VersionOp, StaffAction> = {
  restore: 'content.draft',
  publishRestored: 'content.publish',
  discardRestored: 'content.publish',
};
export const VERSION_OP_LABELS: Record<VersionOp, string> = {
  restore: '恢复为草稿',
  publishRestored: '发布恢复稿',
  discardRestored: '放弃恢复稿',
};
/** Statuses a version can be restored from: a draft takes it in place, a withdrawn article becomes a draft with it, a published one gets a restored draft beside it. 待审核 first goes back to the editor. */
export const RESTORABLE_STATUSES: readonly ContentStatus[] = ['draft', 'withdrawn', 'published'];

export const STATUS_LABELS: Record<ContentStatus, string> = {
  draft: '草稿',
  review: '待审核',
  published: '已发布',
  withdrawn: '已撤回',
};
export const SCHEDULED_LABEL = '定时发布';

export const STEP_LABELS: Record<ContentStep, string> = {
  submit: '提交审核',
  publish: '发布',
  returnToDraft: '退回修改',
  withdraw: '撤回',
  redraft: '重新编辑',
};

export const POLICY_LABELS: Record<PolicyState, string> = { '': '现行有效', repealed: '已废止', amended: '已修改' };

/** The status a person reads: 已发布 with a publish time ahead is 定时发布. */
export function statusLabel(status: ContentStatus, publishAt: Date | string, now = new Date()): string {
  if (status === 'published' && new Date(publishAt).getTime() > now.getTime()) return SCHEDULED_LABEL;
  return STATUS_LABELS[status];
}

/** The steps open from a status (whoever may take them). */
export function stepsFrom(status: ContentStatus): ContentStep[] {
  return CONTENT_STEPS.filter((s) => CONTENT_TRANSITIONS[s].from.includes(status));
}
