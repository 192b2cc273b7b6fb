import { formRoute } from '@/lib/api/form-route';
import { withdrawFailure } from '@/lib/api/withdraw-failure';
import { formFailureHref } from '@/lib/forms/failure-query';
import { removeDraft } from '@/lib/recruitment/drafts';
import { RECRUIT_PAGES } from '@/lib/recruitment/links';
import { draftRefBody, draftRefForm } from '@/lib/validation/resume';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Deletes one of the caller's drafts. JSON → `{ removed }`; a form post → 303 to the drafts page (`?removed=1` or `?failed=notfound`). */
export const POST = formRoute({
  context: 'recruit.removeDraft',
  schema: draftRefBody,
  writer: 'draftRemove',
  jsonFields: false,
  run: async ({ kind, postId }, { user }) => ({ removed: await removeDraft(user.userId, kind, postId) }),
  form: {
    page: RECRUIT_PAGES.drafts,
    fields: ['kind', 'postId'],
    schema: draftRefForm,
    next: ({ removed }) => (removed ? `${RECRUIT_PAGES.drafts}?removed=1` : formFailureHref(RECRUIT_PAGES.drafts, { reason: 'notfound' })),
    // A kind or id that names no draft: as a missing one.
    reason: withdrawFailure,
  },
});
