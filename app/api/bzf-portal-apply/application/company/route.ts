import { formRoute } from '@/lib/api/form-route';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { submitCompanyApplication } from '@/lib/applications/company';
import { keepPostedDraft, removeHousingDraft } from '@/lib/applications/drafts';
import { ALREADY_OPEN, APPLICATION_PATHS, applicationSubmittedHref } from '@/lib/applications/paths';
import { COMPANY_APPLICATION_FIELDS, companyApplicationBody } from '@/lib/validation/company-application';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * 保租房 企业申请, signed in (the company's 经办人), from our own pages only; idempotent by the form's
 * key. JSON: the envelope; field problems → 400 `4000` with `data.fields`; an open company
 * application of this account, or a staff member already in an open 保租房 application → 409
 * `4093`. Without JavaScript: 303 to the thank-you, or back to the form naming the fields.
 */
export const POST = formRoute({
  context: 'apply.insertCompanyApplication',
  schema: companyApplicationBody,
  writer: 'housingApplication',
  run: async (input, { user }) => {
    const app = await submitCompanyApplication(user.userId, input);
    await removeHousingDraft(user.userId, 'bzf_company');
    return app;
  },
  form: {
    page: APPLICATION_PATHS.formPage,
    fields: COMPANY_APPLICATION_FIELDS,
    keep: (posted, _failure, { user }) => keepPostedDraft(user?.userId, 'bzf_company', posted, COMPANY_APPLICATION_FIELDS),
    back: () => `${APPLICATION_PATHS.formPage}?product=bzf_company`,
    next: (row) => applicationSubmittedHref(row.id),
    reason: (error) => (error instanceof ApiError && error.code === ERROR_CODES.APPLICATION_OPEN ? { reason: ALREADY_OPEN } : undefined),
  },
});
