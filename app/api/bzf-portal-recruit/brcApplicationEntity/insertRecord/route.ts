import { formRoute } from '@/lib/api/form-route';
import { FORM_REASON } from '@/lib/forms/failure-query';
import { applyForPost, ApplicationError, type ApplicationInput } from '@/lib/recruitment/applications';
import { putDraft } from '@/lib/recruitment/drafts';
import { postHref, quickHref, RECRUIT_PAGES } from '@/lib/recruitment/links';
import { z } from '@/lib/validation/zod';
import { applicationBody, QUICK_FIELDS, readQuickForm } from '@/lib/validation/resume';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The post named by a plain post, or 0. */
const postIdOf = (posted: URLSearchParams) => {
  const raw = posted.get('postId') ?? '';
  return /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
};
const isQuick = (posted: URLSearchParams) => posted.get('source') === 'quick';

/** A plain post → the JSON body: the quick form's fields under `form`, or the post to apply for with the saved resume. */
const readApplication = (posted: URLSearchParams) =>
  isQuick(posted) ? { source: 'quick', form: readQuickForm(posted) } : { source: 'resume', postId: postIdOf(posted) || Number.NaN };

/**
 * Applies for a post, with the saved resume (`source: "resume"`) or the quick form (`source:
 * "quick"`, the form's values in `form`). One application per user and post: a second one answers
 * 409 (code 4090) and stores nothing; a closed post 403, an unknown one 404, no resume 400.
 * The quick form's field errors come back under the form's own names (`data.fields.mobile`).
 * A plain form post answers 303: to the records page (`?applied=<id>` or `?failed=<reason>&postId=<id>`),
 * to the resume form when there is no resume, or back to the quick form with `?failed=invalid&fields=…`
 * or `?failed=busy` (the typed text kept as the post's draft).
 */
export const POST = formRoute({
  context: 'recruit.insertApplication',
  schema: applicationBody,
  writer: 'application',
  // "form.name" → "name": the quick form's fields are its own names.
  fieldOf: (path) => String(path[0] === 'form' ? (path[1] ?? '') : (path[0] ?? '')),
  run: (body, { user }) => {
    const input: ApplicationInput = body.source === 'resume' ? body : { postId: body.form.postId, source: 'quick', form: body.form };
    return applyForPost(user.userId, input);
  },
  form: {
    page: RECRUIT_PAGES.quick,
    fields: ['source', ...QUICK_FIELDS],
    read: readApplication,
    // A field to fix (or a busy moment) returns to the quick form; applying with the resume has none, so it reads the records page.
    back: (posted) => (isQuick(posted) ? quickHref(postIdOf(posted) || undefined) : `${RECRUIT_PAGES.records}?postId=${postIdOf(posted)}`),
    signIn: (posted) => (isQuick(posted) ? quickHref(postIdOf(posted) || undefined) : postIdOf(posted) ? postHref(postIdOf(posted)) : RECRUIT_PAGES.list),
    next: ({ id }) => `${RECRUIT_PAGES.records}?applied=${id}`,
    reason: (error, posted) => {
      const postId = postIdOf(posted);
      if (error instanceof ApplicationError) {
        if (error.reason === 'no_resume') return { reason: error.reason, to: `${RECRUIT_PAGES.resume}?forPost=${postId}` };
        return { reason: error.reason, query: { postId: String(postId) }, to: RECRUIT_PAGES.records };
      }
      // Applying with the resume names only the post: a wrong one is no field to fix.
      if (!isQuick(posted) && error instanceof z.ZodError) return { reason: 'post_missing', query: { postId: '0' }, to: RECRUIT_PAGES.records };
      return undefined;
    },
    keep: async (posted, failure, { user }) => {
      const postId = postIdOf(posted);
      if (isQuick(posted) && postId && (failure.reason === FORM_REASON.invalid || failure.reason === FORM_REASON.busy)) await putDraft(user.userId, 'quick', postId, readQuickForm(posted));
    },
  },
});

