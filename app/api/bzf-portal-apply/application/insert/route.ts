import { formRoute } from '@/lib/api/form-route';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { submitHousingApplication } from '@/lib/applications/applications';
import { keepPostedDraft, removeHousingDraft } from '@/lib/applications/drafts';
import { ALREADY_OPEN, APPLICATION_PATHS, applicationSubmittedHref } from '@/lib/applications/paths';
import { HOUSING_APPLICATION_FIELDS, housingApplicationBody } from '@/lib/validation/housing-application';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * 公租房 / 保租房（个人） 在线申请, signed in, from our own pages only; idempotent by the form's key.
 * JSON: the envelope; field problems (the schema's, and the eligibility rules refused) → 400 `4000`
 * with `data.fields`; an open application already → 409 `4093`. Without JavaScript: 303 to the
 * record page with the receipt, or back to the form naming the fields (lib/api/form-route.ts).
 */
export const POST = formRoute({
  context: 'apply.insertApplication',
  schema: housingApplicationBody,
  writer: 'housingApplication',
  run: async (input, { user }) => {
    const app = await submitHousingApplication(user.userId, input);
    await removeHousingDraft(user.userId, input.product);
    return app;
  },
  form: {
    page: APPLICATION_PATHS.formPage,
    fields: HOUSING_APPLICATION_FIELDS,
    lists: ['familyMemberIds'],
    keep: (posted, _failure, { user }) => keepPostedDraft(user?.userId, posted.get('product') === 'bzf' ? 'bzf' : 'gzf', posted, HOUSING_APPLICATION_FIELDS, ['familyMemberIds']),
    back: (form) => `${APPLICATION_PATHS.formPage}?product=${form.get('product') === 'bzf' ? 'bzf' : 'gzf'}`,
    next: (row) => applicationSubmittedHref(row.id),
    reason: (error) => (error instanceof ApiError && error.code === ERROR_CODES.APPLICATION_OPEN ? { reason: ALREADY_OPEN } : undefined),
  },
});
