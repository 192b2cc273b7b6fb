/**
 * The console's article handlers (app/admin/api/content/*), each a staffFormRoute: the session and
 * the role's action are checked on every post, the service checks the workflow table again, the
 * change and its audit row commit together, and then — only when visitors could see a difference —
 * the cached pages are invalidated on every instance (lib/cache/invalidate.ts).
 */
import { TAGS } from '@/lib/cache';
import { logError } from '@/lib/log';
import { invalidate } from '@/lib/cache/invalidate';
import { forgetSchedule } from '@/lib/cache/schedule';
import { applyContentStep, applyVersionOp, ContentStepRefused, markContentPolicy, saveContentDraft } from '@/lib/cms/content-admin';
import { CONTENT_SAVE_BODY_LIMIT } from '@/lib/server/policy.mjs';
import {
  CONTENT_DRAFT_FIELDS,
  CONTENT_POLICY_FIELDS,
  CONTENT_STEP_FIELDS,
  CONTENT_VERSION_FIELDS,
  contentDraftForm,
  contentPolicyForm,
  contentStepForm,
  contentVersionForm,
} from '@/lib/validation/content-edit';
import { staffFormRoute } from './form-route';

export const CONTENT_PAGES = {
  list: '/admin/content',
  new: '/admin/content/new',
  edit: (id: number | string) => `/admin/content/${id}`,
  preview: (id: number | string) => `/admin/content/${id}/preview`,
  version: (id: number | string, n: number | string) => `/admin/content/${id}/versions/${n}`,
  compare: (id: number | string, n: number | string) => `/admin/content/${id}/versions/${n}/compare`,
} as const;

/** After a committed change visitors can see: every instance renders from the database again. */
export function afterPublicChange(): void {
  forgetSchedule();
  try {
    invalidate([TAGS.contents]);
  } catch (error) {
    // The change is committed: say so to the member of staff; the pages catch up within their revalidate time.
    logError('console', 'invalidating cms:contents after an article change failed', error);
  }
}

const editPageOf = (form: URLSearchParams) => {
  const id = form.get('id') ?? '';
  return /^[1-9]\d{0,9}$/.test(id) ? CONTENT_PAGES.edit(id) : CONTENT_PAGES.new;
};

/** A step the status no longer allows (someone else moved it first): back with ?failed=state. */
const stateReason = (error: unknown) => (error instanceof ContentStepRefused ? { reason: 'state' } : undefined);

export const postContentSave = staffFormRoute({
  context: 'console.saveContent',
  action: 'content.draft',
  schema: contentDraftForm,
  maxBytes: CONTENT_SAVE_BODY_LIMIT,
  run: (input, { actor }) => saveContentDraft(actor, input),
  form: { page: CONTENT_PAGES.new, back: editPageOf, fields: CONTENT_DRAFT_FIELDS, next: (r) => `${CONTENT_PAGES.edit(r.id)}?saved=1`, reason: stateReason },
});

/**
 * 提交审核 and 重新编辑 need the editor's action, 发布 / 退回修改 / 撤回 the reviewer's: the handler
 * lets either role in and the service refuses the step the role may not take (403).
 */
export const postContentStep = staffFormRoute({
  context: 'console.contentStep',
  action: 'content.read',
  schema: contentStepForm,
  run: async (input, { actor }) => {
    const result = await applyContentStep(actor, input);
    if (result.public) afterPublicChange();
    return result;
  },
  form: { page: CONTENT_PAGES.list, back: editPageOf, fields: CONTENT_STEP_FIELDS, next: (r, form) => `${CONTENT_PAGES.edit(r.id)}?done=${form.get('step') ?? ''}`, reason: stateReason },
});

export const postContentPolicy = staffFormRoute({
  context: 'console.contentPolicy',
  action: 'content.publish',
  schema: contentPolicyForm,
  run: async (input, { actor }) => {
    const result = await markContentPolicy(actor, input);
    if (result.public) afterPublicChange();
    return result;
  },
  form: { page: CONTENT_PAGES.list, back: editPageOf, fields: CONTENT_POLICY_FIELDS, next: (r) => `${CONTENT_PAGES.edit(r.id)}?done=policy` },
});

/**
 * 恢复为草稿 needs the editor's action, 发布恢复稿 / 放弃恢复稿 the reviewer's: as with the steps,
 * either role gets in and the service refuses what the role may not do (403).
 */
export const postContentVersion = staffFormRoute({
  context: 'console.contentVersion',
  action: 'content.read',
  schema: contentVersionForm,
  run: async (input, { actor }) => {
    const result = await applyVersionOp(actor, input);
    if (result.public) afterPublicChange();
    return result;
  },
  form: { page: CONTENT_PAGES.list, back: editPageOf, fields: CONTENT_VERSION_FIELDS, next: (r, form) => `${CONTENT_PAGES.edit(r.id)}?done=${form.get('op') ?? ''}`, reason: stateReason },
});
