/**
 * Handling cases (issue #28 part 2): staff move a case along its kind's flow (lib/cases/flow.ts),
 * take it, and write notes; every change is one transaction that writes the case, the submission's
 * own status in step, the timeline event, the citizen's 站内信 and the audit entry — all or none.
 * A change names the version it was made from: a second handler acting on an older page is refused.
 *
 * The readers the citizen's side uses (timeline, messages, unread count) never return internal
 * notes, and a citizen only ever reads their own messages.
 */
import { and, asc, count, desc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { normalisePaging, toPage } from '@/lib/cms/paging';
import type { Page } from '@/lib/cms/types';
import type { Db } from '@/lib/db/client';
import { allotmentIntentions, caseEvents, cases, housingApplicationMembers, housingApplications, jobApplications, messages, shopIntentions, staff } from '@/lib/db/schema';
import { onHousingApplicationMoved } from '@/lib/allocations/application-outcomes';
import { PRODUCT_LABELS, writeApplicationRecord } from '@/lib/allocations/queue';
import { recordAudit, type AuditActor } from '@/lib/staff/audit';
import { parseRole, roleCan } from '@/lib/staff/roles';
import { allowedMoves, CASE_KIND_LABELS, dueFrom, isFinal, statusLabel, subjectStatusOf, type CaseKind, type CaseStatus } from './flow';
import { recordAnswer } from './answers';
import { enqueueNotifications } from './outbox';

export const CASE_MSG = {
  notFound: '业务不存在',
  stale: '该业务已被他人更新，请刷新后重试',
  forbidden: '您没有办理业务的权限',
  noteTooLong: '备注不能超过 500 字',
  noteEmpty: '请填写给群众的说明或内部备注',
  handlerInvalid: '所选工作人员不存在、已停用或不能办理业务',
  moveRefused: (from: string, to: string) => `当前状态为「${from}」，不能变更为「${to}」`,
  finalRefused: (from: string) => `该业务已「${from}」，不能再变更状态`,
  answerRequired: '答复留言咨询时，请在“给群众的说明”中填写答复内容',
  reasonRequired: '作出「未通过」决定时，请在“给群众的说明”中写明未通过的原因',
} as const;

export const NOTE_MAX = 500;

/** Why a change was refused: a stable code (the envelope's) and a Chinese message. */
export class CaseError extends ApiError {
  constructor(
    readonly reason: 'not_found' | 'stale' | 'move_refused' | 'forbidden' | 'invalid',
    message: string,
  ) {
    const [code, status] =
      reason === 'not_found'
        ? [ERROR_CODES.NOT_FOUND, 404]
        : reason === 'stale'
          ? [ERROR_CODES.CASE_STALE, 409]
          : reason === 'move_refused'
            ? [ERROR_CODES.CASE_MOVE_REFUSED, 409]
            : reason === 'forbidden'
              ? [ERROR_CODES.FORBIDDEN, 403]
              : [ERROR_CODES.VALIDATION, 400];
    super(code, message, status);
    this.name = 'CaseError';
  }
}

type CaseRow = typeof cases.$inferSelect;

function assertHandler(actor: AuditActor): void {
  const role = parseRole(actor.role);
  if (!role || !roleCan(role, 'case.handle')) throw new CaseError('forbidden', CASE_MSG.forbidden);
}

function cleanNote(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  if ([...text].length > NOTE_MAX) throw new CaseError('invalid', CASE_MSG.noteTooLong);
  return text;
}

async function lockCase(t: Db, caseId: number, expectedVersion: number | undefined): Promise<CaseRow> {
  if (!Number.isInteger(caseId) || caseId < 1 || caseId > 2_147_483_647) throw new CaseError('not_found', CASE_MSG.notFound);
  const [row] = await t.select().from(cases).where(eq(cases.id, caseId)).for('update');
  if (!row) throw new CaseError('not_found', CASE_MSG.notFound);
  if (expectedVersion !== undefined && row.version !== expectedVersion) throw new CaseError('stale', CASE_MSG.stale);
  return row;
}

/** The 站内信 of a status change: the kind, the receipt number and the status, nothing personal. */
export function statusMessage(kind: CaseKind, receiptNo: string, status: CaseStatus): { title: string; body: string } {
  const label = statusLabel(kind, status);
  return {
    title: `${CASE_KIND_LABELS[kind]}${label}`,
    body: `您的${CASE_KIND_LABELS[kind]}（受理编号 ${receiptNo}）状态已更新为「${label}」，请登录查看详情。`,
  };
}

/** The 站内信 of a note to the citizen: says there is one, not what it says. */
export function noteMessage(kind: CaseKind, receiptNo: string): { title: string; body: string } {
  return {
    title: `${CASE_KIND_LABELS[kind]}有新的办理说明`,
    body: `您的${CASE_KIND_LABELS[kind]}（受理编号 ${receiptNo}）有一条新的办理说明，请登录查看详情。`,
  };
}

/**
 * The citizen's 站内信 and, where e-mail or SMS is configured, its outbox rows (lib/cases/outbox.ts),
 * all in the change's transaction: the citizen is told exactly the changes that happened.
 */
export async function tellCitizen(t: Db, message: { userId: number; caseId: number; title: string; body: string; createdAt: Date }): Promise<void> {
  const [row] = await t.insert(messages).values(message).returning({ id: messages.id });
  await enqueueNotifications(t, { userId: message.userId, caseId: message.caseId, messageId: row?.id ?? null, title: message.title, body: message.body });
}

/** Keeps the submission table's own status in step with the case (same transaction). */
async function writeSubjectStatus(t: Db, kind: CaseKind, subjectId: number, status: CaseStatus, at: Date): Promise<void> {
  const value = subjectStatusOf(kind, status);
  if (kind === 'shop_intention') {
    await t
      .update(shopIntentions)
      .set({ status: value as typeof shopIntentions.$inferSelect.status, updatedAt: at })
      .where(eq(shopIntentions.id, subjectId));
  } else if (kind === 'allotment') {
    await t
      .update(allotmentIntentions)
      .set({ status: value as typeof allotmentIntentions.$inferSelect.status, updatedAt: at })
      .where(eq(allotmentIntentions.id, subjectId));
  } else if (kind === 'job_application') {
    await t
      .update(jobApplications)
      .set({ status: value as typeof jobApplications.$inferSelect.status, updatedAt: at })
      .where(eq(jobApplications.id, subjectId));
  } else if (kind === 'housing_application') {
    await t
      .update(housingApplications)
      .set({ status: value as typeof housingApplications.$inferSelect.status, ...(status === 'withdrawn' ? { withdrawnAt: at } : {}), updatedAt: at })
      .where(eq(housingApplications.id, subjectId));
    // A closed application frees its people for another application of the product.
    if (status === 'rejected' || status === 'withdrawn') await t.update(housingApplicationMembers).set({ open: 0 }).where(eq(housingApplicationMembers.applicationId, subjectId));
  }
}

/** For kind housing_application: the queue and the record pages follow the move (lib/allocations). */
async function afterHousingApplicationMoved(t: Db, row: { id: number; userId: number; receiptNo: string; subjectId: number }, to: CaseStatus, at: Date, reason?: string | null): Promise<void> {
  const [app] = await t.select({ product: housingApplications.product }).from(housingApplications).where(eq(housingApplications.id, row.subjectId));
  if (!app) return;
  await onHousingApplicationMoved(t, { caseId: row.id, userId: row.userId, receiptNo: row.receiptNo, product: app.product }, to, at, reason);
  // The review stages show on the application's 历史记录 line too (轮候, 未通过, 已撤回 are the hook's).
  if (to === 'accepted' || to === 'first_review' || to === 'second_review' || to === 'publicized') {
    const label = statusLabel('housing_application', to);
    await writeApplicationRecord(t, { userId: row.userId, product: app.product, receiptNo: row.receiptNo, status: label, detail: `${PRODUCT_LABELS[app.product]}申请；${label}`, at });
  }
}

async function inTransaction<T>(db: Db, work: (t: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => work(tx as unknown as Db));
}

export type TransitionInput = { caseId: number; to: CaseStatus; expectedVersion: number; noteToCitizen?: string | null; internalNote?: string | null };

export type CaseChange = { caseId: number; status: CaseStatus; version: number };

/**
 * Moves a case to `to` (an unassigned case becomes the mover's). Refused, changing nothing: a move its kind's flow does not allow from the
 * current status (CASE_MOVE_REFUSED), a version other than the current one (CASE_STALE), a member
 * of staff who may not handle cases (FORBIDDEN).
 */
export async function transitionCase(db: Db, input: TransitionInput, actor: AuditActor, now: Date = new Date()): Promise<CaseChange> {
  assertHandler(actor);
  const noteToCitizen = cleanNote(input.noteToCitizen);
  const internalNote = cleanNote(input.internalNote);
  return inTransaction(db, async (t) => {
    const row = await lockCase(t, input.caseId, input.expectedVersion);
    const from = row.status;
    if (!allowedMoves(row.kind, from).includes(input.to)) {
      const message = isFinal(row.kind, from) ? CASE_MSG.finalRefused(statusLabel(row.kind, from)) : CASE_MSG.moveRefused(statusLabel(row.kind, from), statusLabel(row.kind, input.to));
      throw new CaseError('move_refused', message);
    }
    // 未通过 of a housing application tells the citizen why (issue #29): refused without a reason.
    if (row.kind === 'housing_application' && input.to === 'rejected' && !noteToCitizen) throw new CaseError('invalid', CASE_MSG.reasonRequired);
    const version = row.version + 1;
    const final = isFinal(row.kind, input.to);
    await t
      .update(cases)
      // Whoever moves an unassigned case takes it.
      .set({ status: input.to, version, handlerId: row.handlerId ?? actor.staffId, dueAt: final ? null : dueFrom(row.kind, input.to, now), closedAt: final ? now : null, updatedAt: now })
      .where(and(eq(cases.id, row.id), eq(cases.version, row.version)));
    await writeSubjectStatus(t, row.kind, row.subjectId, input.to, now);
    if (row.kind === 'housing_application') await afterHousingApplicationMoved(t, row, input.to, now, noteToCitizen);
    if (row.kind === 'consultation' && input.to === 'answered') {
      // A question's answer is the note to its asker; it is published with the asker's consent.
      if (!noteToCitizen) throw new CaseError('invalid', CASE_MSG.answerRequired);
      await recordAnswer(t, row.subjectId, noteToCitizen, now);
    }
    await t.insert(caseEvents).values({ caseId: row.id, fromStatus: from, toStatus: input.to, noteToCitizen, internalNote, actor: 'staff', staffId: actor.staffId, at: now });
    await tellCitizen(t, { userId: row.userId, caseId: row.id, ...statusMessage(row.kind, row.receiptNo, input.to), createdAt: now });
    await recordAudit(
      t,
      actor,
      {
        action: 'case.transition',
        entity: 'case',
        entityId: row.receiptNo,
        changes: { status: { before: from, after: input.to }, ...(noteToCitizen ? { noteToCitizen: { before: null, after: noteToCitizen } } : {}), ...(internalNote ? { internalNote: { before: null, after: internalNote } } : {}) },
      },
      now,
    );
    return { caseId: row.id, status: input.to, version };
  });
}

/**
 * Gives a case to a handler (null: back to nobody). The handler must be an active member of staff
 * who may handle cases. An internal timeline entry and the audit entry record it; the citizen is not told.
 */
export async function assignCase(db: Db, input: { caseId: number; handlerId: number | null; expectedVersion: number }, actor: AuditActor, now: Date = new Date()): Promise<CaseChange> {
  assertHandler(actor);
  return inTransaction(db, async (t) => {
    let handlerName = '无';
    if (input.handlerId !== null) {
      const [handler] = await t.select({ id: staff.id, role: staff.role, name: staff.displayName, disabledAt: staff.disabledAt }).from(staff).where(eq(staff.id, input.handlerId));
      if (!handler || handler.disabledAt || !roleCan(handler.role, 'case.handle')) throw new CaseError('invalid', CASE_MSG.handlerInvalid);
      handlerName = handler.name;
    }
    const row = await lockCase(t, input.caseId, input.expectedVersion);
    const version = row.version + 1;
    await t.update(cases).set({ handlerId: input.handlerId, version, updatedAt: now }).where(eq(cases.id, row.id));
    await t.insert(caseEvents).values({ caseId: row.id, internalNote: `分派给：${handlerName}`, actor: 'staff', staffId: actor.staffId, at: now });
    await recordAudit(t, actor, { action: 'case.assign', entity: 'case', entityId: row.receiptNo, changes: { handlerId: { before: row.handlerId, after: input.handlerId } } }, now);
    return { caseId: row.id, status: row.status, version };
  });
}

/**
 * A note without a status change. A note to the citizen sends them a 站内信 (saying there is one);
 * an internal note is for staff only. `expectedVersion`, when given, refuses a stale page.
 */
export async function addNote(
  db: Db,
  input: { caseId: number; expectedVersion?: number; noteToCitizen?: string | null; internalNote?: string | null },
  actor: AuditActor,
  now: Date = new Date(),
): Promise<CaseChange> {
  assertHandler(actor);
  const noteToCitizen = cleanNote(input.noteToCitizen);
  const internalNote = cleanNote(input.internalNote);
  if (!noteToCitizen && !internalNote) throw new CaseError('invalid', CASE_MSG.noteEmpty);
  return inTransaction(db, async (t) => {
    const row = await lockCase(t, input.caseId, input.expectedVersion);
    const version = row.version + 1;
    await t.update(cases).set({ version, updatedAt: now }).where(eq(cases.id, row.id));
    await t.insert(caseEvents).values({ caseId: row.id, noteToCitizen, internalNote, actor: 'staff', staffId: actor.staffId, at: now });
    if (noteToCitizen) await tellCitizen(t, { userId: row.userId, caseId: row.id, ...noteMessage(row.kind, row.receiptNo), createdAt: now });
    await recordAudit(
      t,
      actor,
      {
        action: 'case.note',
        entity: 'case',
        entityId: row.receiptNo,
        changes: { ...(noteToCitizen ? { noteToCitizen: { before: null, after: noteToCitizen } } : {}), ...(internalNote ? { internalNote: { before: null, after: internalNote } } : {}) },
      },
      now,
    );
    return { caseId: row.id, status: row.status, version };
  });
}

/**
 * The citizen withdrew their submission (called by the kind's withdraw service, inside its
 * transaction, after it changed the submission): the case becomes 已撤回, the timeline shows it and
 * the citizen gets the 站内信 confirming it. A submission without a case changes nothing here.
 */
export async function recordWithdrawal(t: Db, kind: CaseKind, subjectId: number, at: Date = new Date()): Promise<void> {
  const [row] = await t
    .select()
    .from(cases)
    .where(and(eq(cases.kind, kind), eq(cases.subjectId, subjectId)))
    .for('update');
  if (!row || row.status === 'withdrawn') return;
  await t.update(cases).set({ status: 'withdrawn', version: row.version + 1, dueAt: null, closedAt: at, updatedAt: at }).where(eq(cases.id, row.id));
  await t.insert(caseEvents).values({ caseId: row.id, fromStatus: row.status, toStatus: 'withdrawn', actor: 'citizen', at });
  if (kind === 'housing_application') await afterHousingApplicationMoved(t, row, 'withdrawn', at);
  await tellCitizen(t, { userId: row.userId, caseId: row.id, ...statusMessage(kind, row.receiptNo, 'withdrawn'), createdAt: at });
}

/* ---------------------------------------------------------------------------------------------- */
/* Readers                                                                                        */
/* ---------------------------------------------------------------------------------------------- */

export type TimelineEntry = {
  id: number;
  at: string;
  /** 群众 (the citizen's own action), 工作人员, 系统. */
  actorLabel: string;
  fromStatus: CaseStatus | null;
  toStatus: CaseStatus | null;
  /** 已受理 …: the status reached, in the kind's words; null for a note. */
  statusLabel: string | null;
  noteToCitizen: string | null;
  /** Staff only: always absent from a citizen's timeline. */
  internalNote?: string | null;
  /** Staff only: who acted. */
  staffName?: string | null;
};

const ACTOR_LABELS = { staff: '工作人员', citizen: '本人', system: '系统' } as const;

/**
 * A case's timeline, oldest first. `forCitizen`: only status changes and notes to the citizen,
 * never an internal note nor who on the staff acted; with `userId`, someone else's case reads as
 * empty. Staff (forCitizen false) see everything.
 */
export async function timelineOf(db: Db, caseId: number, opts: { forCitizen: boolean; userId?: number }): Promise<TimelineEntry[]> {
  if (!Number.isInteger(caseId) || caseId < 1 || caseId > 2_147_483_647) return [];
  const [row] = await db.select({ kind: cases.kind, userId: cases.userId }).from(cases).where(eq(cases.id, caseId));
  if (!row || (opts.userId !== undefined && row.userId !== opts.userId)) return [];
  const where = opts.forCitizen ? and(eq(caseEvents.caseId, caseId), or(isNotNull(caseEvents.toStatus), isNotNull(caseEvents.noteToCitizen))) : eq(caseEvents.caseId, caseId);
  const rows = await db
    .select({
      id: caseEvents.id,
      at: caseEvents.at,
      actor: caseEvents.actor,
      fromStatus: caseEvents.fromStatus,
      toStatus: caseEvents.toStatus,
      noteToCitizen: caseEvents.noteToCitizen,
      internalNote: caseEvents.internalNote,
      staffName: staff.displayName,
    })
    .from(caseEvents)
    .leftJoin(staff, eq(staff.id, caseEvents.staffId))
    .where(where)
    .orderBy(asc(caseEvents.at), asc(caseEvents.id));
  return rows.map((r) => {
    const entry: TimelineEntry = {
      id: r.id,
      at: r.at.toISOString(),
      actorLabel: ACTOR_LABELS[r.actor],
      fromStatus: r.fromStatus as CaseStatus | null,
      toStatus: r.toStatus as CaseStatus | null,
      statusLabel: r.toStatus ? statusLabel(row.kind, r.toStatus as CaseStatus) : null,
      noteToCitizen: r.noteToCitizen,
    };
    if (!opts.forCitizen) {
      entry.internalNote = r.internalNote;
      entry.staffName = r.staffName;
    }
    return entry;
  });
}

export type Message = { id: number; caseId: number | null; title: string; body: string; createdAt: string; readAt: string | null };

/** A citizen's 站内信, newest first. */
export async function messagesOf(db: Db, userId: number, page: { pageNum?: number; pageSize?: number } = {}): Promise<Page<Message>> {
  const paging = normalisePaging(page);
  const [totals] = await db.select({ n: count() }).from(messages).where(eq(messages.userId, userId));
  const total = totals?.n ?? 0;
  if (total === 0 || paging.offset >= total) return toPage([], total, paging);
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.userId, userId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(paging.pageSize)
    .offset(paging.offset);
  return toPage(
    rows.map((m) => ({ id: m.id, caseId: m.caseId, title: m.title, body: m.body, createdAt: m.createdAt.toISOString(), readAt: m.readAt ? m.readAt.toISOString() : null })),
    total,
    paging,
  );
}

/** How many of the citizen's 站内信 are unread (the header's badge). */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)));
  return row?.n ?? 0;
}

/**
 * Marks one of the citizen's own messages read; true when it is theirs (read before or now).
 * Someone else's message id, or none, answers false and changes nothing.
 */
export async function markRead(db: Db, userId: number, messageId: number, now: Date = new Date()): Promise<boolean> {
  if (!Number.isSafeInteger(messageId) || messageId < 1) return false;
  const mine = and(eq(messages.id, messageId), eq(messages.userId, userId));
  await db
    .update(messages)
    .set({ readAt: now })
    .where(and(mine, isNull(messages.readAt)));
  const [row] = await db.select({ id: messages.id }).from(messages).where(mine);
  return Boolean(row);
}

/** Marks all the citizen's messages read; returns how many were unread. */
export async function markAllRead(db: Db, userId: number, now: Date = new Date()): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ readAt: now })
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)))
    .returning({ id: messages.id });
  return rows.length;
}

/** A case row by id (staff pages; permission is the caller's). */
export async function caseById(db: Db, caseId: number): Promise<CaseRow | null> {
  if (!Number.isInteger(caseId) || caseId < 1 || caseId > 2_147_483_647) return null;
  const [row] = await db.select().from(cases).where(eq(cases.id, caseId));
  return row ?? null;
}

/** The citizen's case of one submission (their record pages' timeline), or null when not theirs. */
export async function caseOfSubject(db: Db, userId: number, kind: CaseKind, subjectId: number): Promise<CaseRow | null> {
  const [row] = await db
    .select()
    .from(cases)
    .where(and(eq(cases.kind, kind), eq(cases.subjectId, subjectId), eq(cases.userId, userId)));
  return row ?? null;
}
