/**
 * The console's 配租 and 选房 handlers (app/admin/api/allocations/*): staffFormRoute on
 * `case.handle` (业务经办 only, checked on every post; same-site check and write limit). The service
 * checks the queue, the homes left and the version again inside its transaction. A refusal comes
 * back to the list as ?failed=…, which the page words with the service's message.
 */
import { getDb } from '@/lib/db/client';
import { allocateForm, ALLOCATION_FORM_FIELDS, selectRoomForm } from '@/lib/validation/allocation';
import { staffFormRoute } from '@/lib/staff/form-route';
import { withQuery } from '@/lib/staff/query';
import { allocateHome, AllocationError, selectRoom } from './allocation';

export const ALLOCATION_PAGE = '/admin/allocations';

export const ALLOCATION_API = {
  allocate: '/admin/api/allocations/allocate',
  select: '/admin/api/allocations/select',
} as const;

/** The refusals the page words (?failed=…). */
export const ALLOCATION_REFUSALS = ['stale', 'refused', 'not_found'] as const;

const backTo = (form: URLSearchParams) => {
  const product = form.get('product') ?? '';
  return /^(gzf|bzf|bzf_company|gycq)$/.test(product) ? withQuery(ALLOCATION_PAGE, { product }) : ALLOCATION_PAGE;
};

const refusalOf = (error: unknown) => {
  if (!(error instanceof AllocationError) || error.reason === 'forbidden') return undefined;
  return error.reason === 'invalid' ? { reason: 'invalid', fields: [error.userMessage.startsWith('请填写') ? 'roomNo' : 'unitTypeId'] } : { reason: error.reason };
};

export const postAllocate = staffFormRoute({
  context: 'console.allocate',
  action: 'case.handle',
  schema: allocateForm,
  run: async (input, { actor }) => allocateHome(await getDb(), { caseId: input.caseId, unitTypeId: input.unitTypeId }, actor),
  form: { page: ALLOCATION_PAGE, back: backTo, fields: ALLOCATION_FORM_FIELDS.allocate, next: () => `${ALLOCATION_PAGE}?done=allocated`, reason: refusalOf },
});

export const postSelectRoom = staffFormRoute({
  context: 'console.selectRoom',
  action: 'case.handle',
  schema: selectRoomForm,
  run: async (input, { actor }) =>
    selectRoom(await getDb(), { allocationId: input.allocationId, roomNo: input.roomNo, slotStartsAt: new Date(`${input.slot}:00+08:00`), expectedVersion: input.version }, actor),
  form: { page: ALLOCATION_PAGE, back: backTo, fields: ALLOCATION_FORM_FIELDS.select, next: () => `${ALLOCATION_PAGE}?done=selected`, reason: refusalOf },
});
