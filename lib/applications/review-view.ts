/**
 * What the console's case page shows of a housing application to a housing reviewer: the
 * materials by checklist item, the open 补正 and whether 补正 may be asked now. Other roles see
 * none of it (the check is the services' too: materialsOfCase refuses them).
 */
import type { Db } from '@/lib/db/client';
import { CORRECTION_STAGES } from '@/lib/db/schema';
import { caseById } from '@/lib/cases/handling';
import { roleCan, type StaffSession } from '@/lib/staff/roles';
import type { FieldErrors } from '@/lib/api-client/envelope';
import { CORRECTION_MSG, defaultCorrectionDeadline, openCorrection } from './correction';
import { byItem, materialsOfCase } from './materials';

export async function loadHousingReview(db: Db, session: Pick<StaffSession, 'role'>, caseId: number, failure: { fields: readonly string[] }) {
  if (!roleCan(session.role, 'housing.review')) return null;
  const found = await materialsOfCase(db, session, caseId);
  const kase = await caseById(db, caseId);
  if (!found || !kase) return null;
  const initialErrors: FieldErrors = {};
  if (failure.fields.includes('items')) initialErrors.items = CORRECTION_MSG.items;
  if (failure.fields.includes('note')) initialErrors.note = CORRECTION_MSG.note;
  if (failure.fields.includes('deadline')) initialErrors.deadline = CORRECTION_MSG.deadline;
  return {
    caseId,
    items: byItem(found.product, found.files),
    correction: kase.status === 'correction' ? await openCorrection(db, found.applicationId) : null,
    canAsk: (CORRECTION_STAGES as readonly string[]).includes(kase.status),
    deadline: defaultCorrectionDeadline(),
    initialErrors,
  };
}
