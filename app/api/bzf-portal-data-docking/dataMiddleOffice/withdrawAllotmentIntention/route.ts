import { formRoute } from '@/lib/api/form-route';
import { ApiError } from '@/lib/api/respond';
import { allotmentRecordHref, allotmentWithdrawnHref, ALLOTMENT_PATHS, NOT_WITHDRAWN } from '@/lib/business/allotment-paths';
import { withdrawAllotmentIntention } from '@/lib/data-docking/allotment-intentions';
import { allotmentWithdrawBody } from '@/lib/validation/allotment-intention';
import { z } from '@/lib/validation/zod';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Withdraws one of the caller's registrations while 已提交; another user's id → 404 like a missing
 * one. JSON, or the 撤回 button's plain form post (after its confirmation): 303 back to the record
 * page, `?withdrawn=<id>` or `?failed=notWithdrawn&id=<id>` (missing, someone else's, or no longer 已提交).
 */
export const POST = formRoute({
  context: 'dataDocking.withdrawAllotmentIntention',
  schema: allotmentWithdrawBody,
  writer: 'allotmentIntentionWithdraw',
  jsonFields: false,
  run: (input, { user }) => withdrawAllotmentIntention(user.userId, input.id),
  form: {
    page: ALLOTMENT_PATHS.recordPage,
    fields: ['id'],
    next: (row) => allotmentWithdrawnHref(row.id),
    back: (form) => allotmentRecordHref(form.get('id')),
    reason: (error) => (error instanceof z.ZodError || (error instanceof ApiError && (error.status === 404 || error.status === 409)) ? { reason: NOT_WITHDRAWN } : undefined),
  },
});
