/**
 * Receipt numbers (issue #28 part 1): SY-20261126-0123 — the kind's prefix, the Beijing date of the
 * submission, the day's sequence for that kind. Short enough to read aloud on the phone, and it
 * says what and when without looking anything up. Every case is opened in the transaction that
 * stores its submission, so a submission without a receipt cannot exist.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { caseEvents, cases, messages, receiptCounters } from '@/lib/db/schema';
import { CASE_FLOWS, dueFrom } from './flow';
import { statusMessage } from './handling';

import { beijingDay, formatReceipt, RECEIPT_PREFIX, type CaseKind } from './receipt-number';

export { beijingDay, formatReceipt, normaliseReceipt, RECEIPT_PATTERN, RECEIPT_PREFIX, type CaseKind } from './receipt-number';

/** `scopeId`: the allotment's project, the application's post, the questionnaire (the inbox filters by it). */
/** `prefix`: a kind numbered by more than one prefix (a housing application: GZ or BZ by product). */
type OpenCase = { kind: CaseKind; subjectId: number; userId: number; scopeId?: number | null; at?: Date; isDemo?: boolean; prefix?: string };

/**
 * Opens the case of a submission just stored in transaction `t` and returns its receipt number.
 * Opening one twice (a double submit that found the first row) returns the first receipt. A case
 * the citizen withdrew and submits again (a job application sent again) opens again with the same
 * receipt, its timeline showing the second submission.
 */
export async function openCase(t: Db, input: OpenCase): Promise<string> {
  const [existing] = await t
    .select({ id: cases.id, receiptNo: cases.receiptNo, status: cases.status, version: cases.version })
    .from(cases)
    .where(and(eq(cases.kind, input.kind), eq(cases.subjectId, input.subjectId)));
  const at = input.at ?? new Date();
  const initial = CASE_FLOWS[input.kind].initial;
  if (existing) {
    if (existing.status === 'withdrawn') {
      await t
        .update(cases)
        .set({ status: initial, version: existing.version + 1, dueAt: dueFrom(input.kind, initial, at), closedAt: null, handlerId: null, updatedAt: at })
        .where(eq(cases.id, existing.id));
      await t.insert(caseEvents).values({ caseId: existing.id, fromStatus: 'withdrawn', toStatus: initial, actor: 'citizen', at });
      await t.insert(messages).values({ userId: input.userId, caseId: existing.id, ...statusMessage(input.kind, existing.receiptNo, initial), createdAt: at });
    }
    return existing.receiptNo;
  }
  const day = beijingDay(at);
  const prefix = input.prefix ?? RECEIPT_PREFIX[input.kind];
  const [counter] = await t
    .insert(receiptCounters)
    .values({ prefix, day, last: 1 })
    .onConflictDoUpdate({ target: [receiptCounters.prefix, receiptCounters.day], set: { last: sql`${receiptCounters.last} + 1` } })
    .returning({ last: receiptCounters.last });
  if (!counter) throw new Error('the receipt counter returned no row');
  const receiptNo = formatReceipt(input.kind, day, counter.last, prefix);
  const final = input.kind === 'questionnaire';
  const [row] = await t
    .insert(cases)
    .values({
      kind: input.kind,
      receiptNo,
      subjectId: input.subjectId,
      userId: input.userId,
      scopeId: input.scopeId ?? null,
      status: initial,
      dueAt: dueFrom(input.kind, initial, at),
      closedAt: final ? at : null,
      isDemo: input.isDemo ?? false,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: cases.id });
  if (!row) throw new Error('the case insert returned no row');
  // The timeline starts with the submission; the citizen has the thank-you page, not a message.
  await t.insert(caseEvents).values({ caseId: row.id, toStatus: initial, actor: 'citizen', at });
  return receiptNo;
}

/** The receipt numbers of some submissions of one kind, by submission id. */
export async function receiptsOf(db: Db, kind: CaseKind, subjectIds: number[]): Promise<Map<number, string>> {
  if (subjectIds.length === 0) return new Map();
  const rows = await db
    .select({ subjectId: cases.subjectId, receiptNo: cases.receiptNo })
    .from(cases)
    .where(and(eq(cases.kind, kind), inArray(cases.subjectId, subjectIds)));
  return new Map(rows.map((r) => [r.subjectId, r.receiptNo]));
}
