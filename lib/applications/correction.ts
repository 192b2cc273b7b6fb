/**
 * 补正 (issue #29 part 2): at 受理, 初审 or 复核 a housing reviewer asks the applicant for missing
 * or unclear materials — the checklist items, a note and a deadline. The case goes to `correction`
 * (never by a plain move: lib/cases/flow.ts has no move into it), remembering the stage that asked;
 * the citizen is told (站内信 and outbox, like every status change), uploads the files and submits
 * the correction, and the case returns to that stage, due again under its pledge. Past the deadline
 * the case reads overdue in the console (its due time is the deadline) and the handler may reject.
 *
 * Both sides lock the case row first, as transitionCase does, and the request names the version it
 * was made from: two handlers acting at once cannot both win.
 */
import { and, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { getDb, type Db } from '@/lib/db/client';
import { applicationCorrections, applicationMaterials, caseEvents, cases, CORRECTION_STAGES, housingApplications } from '@/lib/db/schema';
import { writeApplicationRecord, PRODUCT_LABELS } from '@/lib/allocations/queue';
import { addWorkingDays, CASE_KIND_LABELS, dueFrom, statusLabel, type CaseStatus } from '@/lib/cases/flow';
import { CaseError, CASE_MSG, tellCitizen, type CaseChange } from '@/lib/cases/handling';
import { shanghaiDay } from '@/lib/format';
import { recordAudit, type AuditActor } from '@/lib/staff/audit';
import { INT32_MAX } from '@/lib/validation/patterns';
import type { HousingProduct } from '@/lib/validation/housing-application';
import { checklistItem } from './material-checklist';
import { assertHousingReviewer } from './materials';

export type CorrectionStage = (typeof CORRECTION_STAGES)[number];

/** Working days the citizen is given by default. */
export const CORRECTION_DEFAULT_DAYS = 10;
/** The furthest deadline a handler may set, in days from today. */
export const CORRECTION_MAX_DAYS = 60;

export const CORRECTION_MSG = {
  stage: (from: string) => `当前状态为「${from}」，只有在受理、初审或复核阶段才能要求补正`,
  notHousing: '只有住房保障申请可以要求补正材料',
  items: '请选择需要补正的材料',
  note: '请填写需要补正的内容说明（500 字以内）',
  deadline: `补正期限须为今天起 ${CORRECTION_MAX_DAYS} 天内的日期`,
  notAsked: '该申请当前不需要补正，请刷新页面查看最新进度',
  missing: (names: string) => `请先上传需要补正的材料：${names}`,
} as const;

/** The deadline a handler sees pre-filled: 10 working days from `now`, as a Beijing date. */
export function defaultCorrectionDeadline(now: Date = new Date()): string {
  return shanghaiDay(addWorkingDays(now, CORRECTION_DEFAULT_DAYS));
}

/** The end of the deadline day in Beijing (the case's due time while 补正). */
export const deadlineEnd = (deadline: string) => new Date(`${deadline}T23:59:59.999+08:00`);

const isId = (n: number) => Number.isInteger(n) && n >= 1 && n <= INT32_MAX;

export type CorrectionRequestInput = { caseId: number; expectedVersion: number; items: string[]; note: string; deadline: string };

/** What the citizen reads on the timeline: the items, the note and the day. */
export function correctionNoteText(names: string[], note: string, deadline: string): string {
  return `请补正以下材料：${names.join('、')}。${note}（请于 ${deadline} 前上传并提交补正）`;
}

/**
 * Asks the applicant of a housing application for 补正. Refused, changing nothing: a role that may
 * not review housing applications (403), another kind of case or a stage other than 受理 / 初审 /
 * 复核 (409 CASE_MOVE_REFUSED), a stale version (409 CASE_STALE), no items / an item not on the
 * product's checklist / no note / a deadline not within 60 days from today (400).
 */
export async function requestCorrection(db: Db, input: CorrectionRequestInput, actor: AuditActor, now: Date = new Date()): Promise<CaseChange> {
  assertHousingReviewer(actor);
  const note = input.note.trim();
  if (!note || [...note].length > 500) throw new CaseError('invalid', CORRECTION_MSG.note);
  const items = [...new Set(input.items)];
  if (items.length === 0) throw new CaseError('invalid', CORRECTION_MSG.items);
  const today = shanghaiDay(now);
  const latest = shanghaiDay(new Date(now.getTime() + CORRECTION_MAX_DAYS * 86_400_000));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.deadline) || Number.isNaN(deadlineEnd(input.deadline).getTime()) || input.deadline < today || input.deadline > latest) throw new CaseError('invalid', CORRECTION_MSG.deadline);
  if (!isId(input.caseId)) throw new CaseError('not_found', CASE_MSG.notFound);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t.select().from(cases).where(eq(cases.id, input.caseId)).for('update');
    if (!row) throw new CaseError('not_found', CASE_MSG.notFound);
    if (row.version !== input.expectedVersion) throw new CaseError('stale', CASE_MSG.stale);
    if (row.kind !== 'housing_application') throw new CaseError('move_refused', CORRECTION_MSG.notHousing);
    if (!(CORRECTION_STAGES as readonly string[]).includes(row.status)) throw new CaseError('move_refused', CORRECTION_MSG.stage(statusLabel(row.kind, row.status)));
    const from = row.status as CorrectionStage;
    const [app] = await t.select({ id: housingApplications.id, product: housingApplications.product }).from(housingApplications).where(eq(housingApplications.id, row.subjectId));
    if (!app) throw new CaseError('not_found', CASE_MSG.notFound);
    const names = items.map((key) => checklistItem(app.product, key)?.name);
    if (names.some((n) => !n)) throw new CaseError('invalid', CORRECTION_MSG.items);
    const version = row.version + 1;
    await t
      .update(cases)
      .set({ status: 'correction', version, handlerId: row.handlerId ?? actor.staffId, dueAt: deadlineEnd(input.deadline), closedAt: null, updatedAt: now })
      .where(and(eq(cases.id, row.id), eq(cases.version, row.version)));
    await t.update(housingApplications).set({ status: 'correction', updatedAt: now }).where(eq(housingApplications.id, app.id));
    await t.insert(applicationCorrections).values({ applicationId: app.id, caseId: row.id, fromStatus: from, items, note, deadline: input.deadline, requestedBy: actor.staffId, requestedAt: now });
    const noteToCitizen = correctionNoteText(names as string[], note, input.deadline);
    await t.insert(caseEvents).values({ caseId: row.id, fromStatus: from, toStatus: 'correction', noteToCitizen, actor: 'staff', staffId: actor.staffId, at: now });
    const kindLabel = CASE_KIND_LABELS.housing_application;
    await tellCitizen(t, {
      userId: row.userId,
      caseId: row.id,
      title: `${kindLabel}需要补正材料`,
      body: `您的${kindLabel}（受理编号 ${row.receiptNo}）需要补正材料，请于 ${input.deadline} 前登录上传并提交补正。`,
      createdAt: now,
    });
    await writeApplicationRecord(t, { userId: row.userId, product: app.product, receiptNo: row.receiptNo, status: '补正', detail: `${PRODUCT_LABELS[app.product]}申请；待补正材料（${input.deadline} 前）`, at: now });
    await recordAudit(
      t,
      actor,
      { action: 'case.correction', entity: 'case', entityId: row.receiptNo, changes: { status: { before: from, after: 'correction' }, items: { before: null, after: items }, deadline: { before: null, after: input.deadline }, noteToCitizen: { before: null, after: note } } },
      now,
    );
    return { caseId: row.id, status: 'correction' as CaseStatus, version };
  });
}

export type OpenCorrection = { id: number; fromStatus: CorrectionStage; items: { key: string; name: string }[]; note: string; deadline: string; requestedAt: string; overdue: boolean };

/** The application's unanswered 补正 request, or null (the application page and the console read it). */
export async function openCorrection(db: Db, applicationId: number, now: Date = new Date()): Promise<OpenCorrection | null> {
  if (!isId(applicationId)) return null;
  const [row] = await db
    .select({ c: applicationCorrections, product: housingApplications.product })
    .from(applicationCorrections)
    .innerJoin(housingApplications, eq(housingApplications.id, applicationCorrections.applicationId))
    .where(and(eq(applicationCorrections.applicationId, applicationId), isNull(applicationCorrections.answeredAt)))
    .orderBy(desc(applicationCorrections.requestedAt), desc(applicationCorrections.id))
    .limit(1);
  if (!row) return null;
  const product = row.product as HousingProduct;
  return {
    id: row.c.id,
    fromStatus: row.c.fromStatus,
    items: row.c.items.map((key) => ({ key, name: checklistItem(product, key)?.name ?? key })),
    note: row.c.note,
    deadline: row.c.deadline,
    requestedAt: row.c.requestedAt.toISOString(),
    overdue: now.getTime() > deadlineEnd(row.c.deadline).getTime(),
  };
}

/**
 * The citizen submits the correction of their application: every item asked for has a file
 * uploaded since the request (400 naming the missing ones otherwise). The case returns to the
 * stage that asked, due again under its pledge, and shows in the handler's inbox there. Someone
 * else's application answers 404; one not in 补正 (already answered, rejected, withdrawn) 409.
 */
export async function submitCorrection(userId: number, applicationId: number, now: Date = new Date()): Promise<{ applicationId: number; status: CaseStatus }> {
  if (!isId(applicationId)) throw new ApiError(ERROR_CODES.NOT_FOUND, '申请记录不存在', 404);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [app] = await t
      .select({ id: housingApplications.id, product: housingApplications.product, caseId: housingApplications.caseId })
      .from(housingApplications)
      .where(and(eq(housingApplications.id, applicationId), eq(housingApplications.userId, userId)));
    if (!app?.caseId) throw new ApiError(ERROR_CODES.NOT_FOUND, '申请记录不存在', 404);
    const [row] = await t.select().from(cases).where(eq(cases.id, app.caseId)).for('update');
    if (!row || row.status !== 'correction') throw new ApiError(ERROR_CODES.CONFLICT, CORRECTION_MSG.notAsked, 409);
    const asked = await openCorrection(t, app.id, now);
    if (!asked) throw new ApiError(ERROR_CODES.CONFLICT, CORRECTION_MSG.notAsked, 409);
    const uploaded = await t
      .selectDistinct({ itemKey: applicationMaterials.itemKey })
      .from(applicationMaterials)
      .where(and(eq(applicationMaterials.applicationId, app.id), inArray(applicationMaterials.itemKey, asked.items.map((i) => i.key)), gte(applicationMaterials.uploadedAt, new Date(asked.requestedAt))));
    const have = new Set(uploaded.map((u) => u.itemKey));
    const missing = asked.items.filter((i) => !have.has(i.key));
    if (missing.length) throw new ApiError(ERROR_CODES.VALIDATION, CORRECTION_MSG.missing(missing.map((m) => m.name).join('、')), 400);
    const back = asked.fromStatus;
    await t
      .update(cases)
      .set({ status: back, version: row.version + 1, dueAt: dueFrom('housing_application', back, now), updatedAt: now })
      .where(eq(cases.id, row.id));
    await t.update(housingApplications).set({ status: back, updatedAt: now }).where(eq(housingApplications.id, app.id));
    await t.update(applicationCorrections).set({ answeredAt: now }).where(eq(applicationCorrections.id, asked.id));
    await t.insert(caseEvents).values({ caseId: row.id, fromStatus: 'correction', toStatus: back, noteToCitizen: `已提交补正材料：${asked.items.map((i) => i.name).join('、')}`, actor: 'citizen', at: now });
    const kindLabel = CASE_KIND_LABELS.housing_application;
    const label = statusLabel('housing_application', back);
    await tellCitizen(t, {
      userId,
      caseId: row.id,
      title: `${kindLabel}补正材料已提交`,
      body: `您的${kindLabel}（受理编号 ${row.receiptNo}）补正材料已提交，申请回到「${label}」阶段继续办理。`,
      createdAt: now,
    });
    await writeApplicationRecord(t, { userId, product: app.product, receiptNo: row.receiptNo, status: label, detail: `${PRODUCT_LABELS[app.product]}申请；已补正，${label}`, at: now });
    return { applicationId: app.id, status: back };
  });
}
