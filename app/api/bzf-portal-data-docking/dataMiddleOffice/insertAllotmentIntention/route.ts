import { formRoute } from '@/lib/api/form-route';
import { allotmentSubmittedHref, ALLOTMENT_PATHS } from '@/lib/business/allotment-paths';
import { createAllotmentIntention } from '@/lib/data-docking/allotment-intentions';
import { ALLOTMENT_FORM_FIELDS, allotmentIntentionBody } from '@/lib/validation/allotment-intention';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * 配售型保障性住房 意向登记, signed in, from our own pages only; idempotent by the form's key.
 * JSON: the envelope, a field problem named at the start of `msg` (`参数 <field> …`, data null, as
 * docs/api.md fixes). Without JavaScript: 303 to the record page, or back to /t1/ywbl_01 naming the
 * wrong fields (lib/api/form-route.ts).
 */
export const POST = formRoute({
  context: 'dataDocking.insertAllotmentIntention',
  schema: allotmentIntentionBody,
  writer: 'allotmentIntention',
  jsonFields: false,
  run: (input, { user }) => createAllotmentIntention(user.userId, input),
  form: { page: ALLOTMENT_PATHS.formPage, fields: ALLOTMENT_FORM_FIELDS, lists: ['familyMemberIds'], next: (row) => allotmentSubmittedHref(row.id) },
});
