import { formRoute } from '@/lib/api/form-route';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { ALREADY_OPEN, APPLICATION_PATHS, applicationSubmittedHref, SUBSCRIPTION_CLOSED_REASON } from '@/lib/applications/paths';
import { submitGycqSubscription } from '@/lib/applications/subscription';
import { keepPostedDraft, removeHousingDraft } from '@/lib/applications/drafts';
import { GYCQ_SUBSCRIPTION_FIELDS, gycqSubscriptionBody } from '@/lib/validation/gycq-subscription';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * 共有产权住房 申购 of one project in its window, signed in, idempotent by the form's key. JSON: the
 * envelope; field problems (the schema's, the 共有产权 rules refused) → 400 `4000`; a project not
 * in its 申购 window → 409 `4098`; an open subscription of the household to the project → 409
 * `4093`. Without JavaScript: 303 to the thank-you, or back to the form with the reason.
 */
export const POST = formRoute({
  context: 'apply.insertGycqSubscription',
  schema: gycqSubscriptionBody,
  writer: 'housingApplication',
  run: async (input, { user }) => {
    const app = await submitGycqSubscription(user.userId, input);
    await removeHousingDraft(user.userId, 'gycq');
    return app;
  },
  form: {
    page: APPLICATION_PATHS.formPage,
    fields: GYCQ_SUBSCRIPTION_FIELDS,
    lists: ['familyMemberIds'],
    keep: (posted, _failure, { user }) => keepPostedDraft(user?.userId, 'gycq', posted, GYCQ_SUBSCRIPTION_FIELDS, ['familyMemberIds']),
    back: (form) => {
      const id = String(form.get('projectId') ?? '');
      return `${APPLICATION_PATHS.formPage}?product=gycq${/^\d{1,9}$/.test(id) ? `&projectId=${id}` : ''}`;
    },
    next: (row) => applicationSubmittedHref(row.id),
    reason: (error) => {
      if (!(error instanceof ApiError)) return undefined;
      if (error.code === ERROR_CODES.APPLICATION_OPEN) return { reason: ALREADY_OPEN };
      if (error.code === ERROR_CODES.SUBSCRIPTION_CLOSED) return { reason: SUBSCRIPTION_CLOSED_REASON };
      return undefined;
    },
  },
});
