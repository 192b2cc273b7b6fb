import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { closeFollowUp } from '@/lib/cases/ratings';
import { withAudit } from '@/lib/staff/audit';
import { staffFormRoute } from '@/lib/staff/form-route';
import { FOLLOW_UP_FIELDS, followUpForm } from '@/lib/validation/rating';

const PAGE = '/admin/satisfaction';

/** 业务经办 closes a low rating's follow-up (回访) with what was done: audited in the same transaction. */
export const POST = staffFormRoute({
  context: 'console.caseFollowUp',
  action: 'case.handle',
  schema: followUpForm,
  run: (input, { actor }) =>
    withAudit(actor, async (tx, audit) => {
      if (!(await closeFollowUp(tx, input.receiptNo, input.note))) throw new ApiError(ERROR_CODES.CONFLICT, '这条评价已回访过或无需回访，请刷新页面', 409);
      await audit({ action: 'case.followUp', entity: 'case', entityId: input.receiptNo, changes: { followUpNote: { before: null, after: input.note } } });
      return { receiptNo: input.receiptNo };
    }),
  form: { page: PAGE, fields: ['receiptNo', ...FOLLOW_UP_FIELDS], next: (r) => `${PAGE}?done=${encodeURIComponent(r.receiptNo)}` },
});
