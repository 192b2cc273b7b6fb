import { FORM_REASON, readFormFailure } from '@/lib/forms/failure-query';
import { getDraft } from '@/lib/recruitment/drafts';
import { RECRUIT_PAGES } from '@/lib/recruitment/links';
import { listOpenPostChoices } from '@/lib/recruitment/post-choices';
import { getResume } from '@/lib/recruitment/resumes';
import { pageMetadata } from '@/lib/seo';
import { requireUser } from '@/lib/session';
import { emptyQuick, fieldMessages, QUICK_FIELDS, quickFormBody, quickFromResume, toQuickValues, type QuickValues } from '@/lib/validation/resume';
import { columnDescription, columnLabel } from '../column-meta';
import { loadTemplatePage, type TemplatePageState } from '../column-state';
import { defineTemplate } from '../define';
import { toUrlSearchParams } from '../types';
import { quickFormKeys } from './keys';

export type QuickFormData = {
  state: TemplatePageState;
  owner: number;
  posts: { id: number; label: string }[];
  values: QuickValues;
  revision: number;
  /** Where the values came from: the draft of this post, the saved resume, or the account. */
  source: 'draft' | 'resume' | 'account';
  /** A plain application that came back: ?failed=invalid&fields=… (the text kept as this post's draft) or ?failed=busy. */
  failure: { reason?: string; fields: string[] };
  /** The messages of the fields it named, read from the kept draft (the URL carries names only). */
  serverMessages: Record<string, string>;
  /** ?postId= named a post that takes no applications now. */
  postClosed: boolean;
};

/**
 * /t1/RegisteForm?postId=…: the quick application for one post, signed in. Prefilled from the
 * post's draft, else from the saved resume, else from the account.
 */
export const quickForm = defineTemplate<QuickFormData>({
  ...quickFormKeys,
  async load(req) {
    const params = toUrlSearchParams(req.searchParams);
    const raw = params.get('postId') ?? '';
    const asked = /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 0;
    const user = await requireUser(`${RECRUIT_PAGES.quick}${asked ? `?postId=${asked}` : ''}`);
    const [state, posts] = await Promise.all([loadTemplatePage(req.routePath, 'quick-form', {}), listOpenPostChoices()]);
    const postId = posts.some((p) => p.id === asked) ? asked : 0;
    const [draft, resume] = await Promise.all([postId ? getDraft(user.userId, 'quick', postId) : null, getResume(user.userId)]);
    let values: QuickValues;
    let source: QuickFormData['source'];
    if (draft) {
      values = { ...toQuickValues(draft.data), postId: String(postId) };
      source = 'draft';
    } else if (resume) {
      values = quickFromResume(resume.values, postId ? String(postId) : '');
      source = 'resume';
    } else {
      values = { ...emptyQuick(postId ? String(postId) : ''), name: user.name, mobile: user.mobile, email: user.email };
      source = 'account';
    }
    const failure = readFormFailure((n) => params.get(n), QUICK_FIELDS);
    let serverMessages: Record<string, string> = {};
    if (failure.reason === FORM_REASON.invalid) {
      const parsed = quickFormBody.safeParse(values);
      if (!parsed.success) serverMessages = fieldMessages(parsed.error);
    }
    return { state, owner: user.userId, posts, values, revision: draft?.revision ?? 0, source, failure, serverMessages, postClosed: asked > 0 && postId === 0 };
  },
  metadata(req, { state }) {
    return { ...pageMetadata({ title: columnLabel(req, state), description: columnDescription(req, state), path: RECRUIT_PAGES.quick }), robots: { index: false, follow: true } };
  },
});
