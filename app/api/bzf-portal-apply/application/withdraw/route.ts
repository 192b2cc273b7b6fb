import { formRoute } from '@/lib/api/form-route';
import { ApiError } from '@/lib/api/respond';
import { withdrawHousingApplication } from '@/lib/applications/applications';
import { APPLICATION_PATHS, applicationWithdrawnHref, NOT_WITHDRAWN } from '@/lib/applications/paths';
import { housingApplicationWithdrawBody } from '@/lib/validation/housing-application';
import { z } from '@/lib/validation/zod';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Withdraws one of the caller's applications before 公示; another user's id → 404 like a missing
 * one. JSON, or the 撤回 button's plain form post: 303 back to the record page.
 */
export const POST = formRoute({
  context: 'apply.withdrawApplication',
  schema: housingApplicationWithdrawBody,
  writer: 'housingApplicationWithdraw',
  jsonFields: false,
  run: (input, { user }) => withdrawHousingApplication(user.userId, input.id),
  form: {
    page: APPLICATION_PATHS.formPage,
    fields: ['id'],
    next: (row) => applicationWithdrawnHref(row.id),
    reason: (error) => (error instanceof z.ZodError || (error instanceof ApiError && (error.status === 404 || error.status === 409)) ? { reason: NOT_WITHDRAWN } : undefined),
  },
});
