/**
 * 配租 and 选房 in the console (issue #29 part 3). A clerk allocates a queued application one home of
 * a project's available homes (the unit type's count and the project's summary go down in the same
 * transaction), then records the room it chose at its time slot. Each change writes the citizen's
 * record rows (配租记录, 选房记录, 历史记录), a timeline note, the 站内信 and the audit row together.
 */
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { tellCitizen } from '@/lib/cases/handling';
import type { Db } from '@/lib/db/client';
import { databaseErrorCode } from '@/lib/log';
import { allocations, caseEvents, cases, housingProjects, housingRecords, housingUnitTypes, queueNumbers } from '@/lib/db/schema';
import { refreshProjectSummary } from '@/lib/data-docking/projects';
import { recordAudit, type AuditActor } from '@/lib/staff/audit';
import { parseRole, roleCan } from '@/lib/staff/roles';
import { BUSINESS_OF_PRODUCT, formatQueueNumber, PRODUCT_LABELS, writeApplicationRecord, type QueueProduct } from './queue';

export const ALLOCATION_MSG = {
  forbidden: '您没有办理配租选房的权限',
  notQueued: '该申请尚未取得轮候序号，不能配租',
  closed: '该申请已办结或已撤回，不能配租',
  alreadyAllocated: '该申请已配租，如需改配请先登记放弃',
  unitMissing: '所选户型不存在或项目已下线',
  wrongBusiness: (product: string) => `所选项目不是${product}项目`,
  noHomes: '该户型已无可配租房源',
  notFound: '配租记录不存在',
  stale: '该配租记录已被他人更新，请刷新后重试',
  notAwaiting: '该配租已选房或已放弃，不能再登记选房',
  roomTaken: (room: string) => `${room} 已被其他家庭选定`,
} as const;

export class AllocationError extends ApiError {
  constructor(
    readonly reason: 'forbidden' | 'not_found' | 'stale' | 'refused' | 'invalid',
    message: string,
  ) {
    const [code, status] =
      reason === 'forbidden'
        ? [ERROR_CODES.FORBIDDEN, 403]
        : reason === 'not_found'
          ? [ERROR_CODES.NOT_FOUND, 404]
          : reason === 'stale'
            ? [ERROR_CODES.CASE_STALE, 409]
            : reason === 'refused'
              ? [ERROR_CODES.CONFLICT, 409]
              : [ERROR_CODES.VALIDATION, 400];
    super(code, message, status);
    this.name = 'AllocationError';
  }
}

function assertClerk(actor: AuditActor): void {
  const role = parseRole(actor.role);
  if (!role || !roleCan(role, 'case.handle')) throw new AllocationError('forbidden', ALLOCATION_MSG.forbidden);
}

const inTransaction = <T>(db: Db, work: (t: Db) => Promise<T>): Promise<T> => db.transaction(async (tx) => work(tx as unknown as Db));

/** 2026年12月5日 9:00 (Beijing). */
export function slotLabel(at: Date): string {
  const l = new Date(at.getTime() + 8 * 3_600_000);
  return `${l.getUTCFullYear()}年${l.getUTCMonth() + 1}月${l.getUTCDate()}日 ${l.getUTCHours()}:${String(l.getUTCMinutes()).padStart(2, '0')}`;
}

export type Allocated = { allocationId: number; queueNumber: string; projectName: string; layout: string; version: number };

/**
 * 配租: one home of the unit type to the queued application `caseId`. Refused, changing nothing: an
 * application without a 轮候序号 or already allocated, a unit type of another business or with no
 * home left (two clerks taking the last home: one wins, the other is told).
 */
export async function allocateHome(db: Db, input: { caseId: number; unitTypeId: number }, actor: AuditActor, now: Date = new Date()): Promise<Allocated> {
  assertClerk(actor);
  return inTransaction(db, async (t) => {
    const [c] = await t.select().from(cases).where(eq(cases.id, input.caseId)).for('update');
    if (!c) throw new AllocationError('not_found', ALLOCATION_MSG.notQueued);
    const [queued] = await t.select().from(queueNumbers).where(eq(queueNumbers.caseId, c.id));
    if (!queued) throw new AllocationError('refused', ALLOCATION_MSG.notQueued);
    // 轮候 has no further console move, so transitionCase stamps it closed; the household still waits for a home.
    if (c.status === 'withdrawn' || c.status === 'rejected') throw new AllocationError('refused', ALLOCATION_MSG.closed);
    const [live] = await t.select({ id: allocations.id }).from(allocations).where(and(eq(allocations.caseId, c.id), sql`${allocations.status} <> 'withdrawn'`));
    if (live) throw new AllocationError('refused', ALLOCATION_MSG.alreadyAllocated);
    const [unit] = await t
      .select({ id: housingUnitTypes.id, projectId: housingUnitTypes.projectId, layout: housingUnitTypes.layout, projectName: housingProjects.name, businessType: housingProjects.businessType, hidden: housingProjects.hidden })
      .from(housingUnitTypes)
      .innerJoin(housingProjects, eq(housingProjects.id, housingUnitTypes.projectId))
      .where(eq(housingUnitTypes.id, input.unitTypeId));
    if (!unit || unit.hidden) throw new AllocationError('invalid', ALLOCATION_MSG.unitMissing);
    const product = queued.product as QueueProduct;
    if (unit.businessType !== BUSINESS_OF_PRODUCT[product]) throw new AllocationError('invalid', ALLOCATION_MSG.wrongBusiness(PRODUCT_LABELS[product]));
    // Taking a home is one conditional update: the last home goes to exactly one clerk.
    const taken = await t
      .update(housingUnitTypes)
      .set({ homesAvailable: sql`${housingUnitTypes.homesAvailable} - 1` })
      .where(and(eq(housingUnitTypes.id, unit.id), gt(housingUnitTypes.homesAvailable, 0)))
      .returning({ id: housingUnitTypes.id });
    if (taken.length === 0) throw new AllocationError('refused', ALLOCATION_MSG.noHomes);
    await refreshProjectSummary(t, unit.projectId);
    const [row] = await t
      .insert(allocations)
      .values({ caseId: c.id, userId: c.userId, product, queueNumber: queued.number, projectId: unit.projectId, unitTypeId: unit.id, allocatedAt: now, allocatedBy: actor.staffId })
      .returning({ id: allocations.id, version: allocations.version });
    const queueLabel = formatQueueNumber(product, queued.number);
    await t.insert(housingRecords).values({
      userId: c.userId,
      kind: 'allocation',
      businessType: BUSINESS_OF_PRODUCT[product],
      projectId: unit.projectId,
      projectName: unit.projectName,
      reference: `${c.receiptNo}（轮候序号 ${queueLabel}）`,
      roomNo: '',
      happenedAt: now,
      status: '已配租，待选房',
      detail: unit.layout,
    });
    await writeApplicationRecord(t, { userId: c.userId, product, receiptNo: c.receiptNo, status: '已配租', detail: `轮候序号 ${queueLabel}；${unit.projectName} ${unit.layout}`, at: now, projectId: unit.projectId, projectName: unit.projectName });
    const note = `已配租：${unit.projectName} ${unit.layout}（轮候序号 ${queueLabel}），请留意选房时段通知。`;
    await t.insert(caseEvents).values({ caseId: c.id, noteToCitizen: note, actor: 'staff', staffId: actor.staffId, at: now });
    await t.update(cases).set({ version: c.version + 1, handlerId: c.handlerId ?? actor.staffId, updatedAt: now }).where(eq(cases.id, c.id));
    await tellCitizen(t, {
      userId: c.userId,
      caseId: c.id,
      title: '配租结果通知',
      body: `您的${PRODUCT_LABELS[product]}申请（受理编号 ${c.receiptNo}，轮候序号 ${queueLabel}）已配租${unit.projectName} ${unit.layout}，请按通知时段参加选房。详见个人中心“配租记录”。`,
      createdAt: now,
    });
    await recordAudit(t, actor, { action: 'allocation.allocate', entity: 'allocation', entityId: c.receiptNo, changes: { unitTypeId: { before: null, after: unit.id }, projectId: { before: null, after: unit.projectId } } }, now);
    return { allocationId: row!.id, queueNumber: queueLabel, projectName: unit.projectName, layout: unit.layout, version: row!.version };
  });
}

export const ROOM_NO_PATTERN = /^[0-9A-Za-z\u4e00-\u9fa5-]{2,20}$/;

/**
 * 选房: the room the allocated household chose, at its time slot. Refused: a version other than the
 * current one, an allocation that is not awaiting selection, a room of the project someone else chose.
 */
export async function selectRoom(
  db: Db,
  input: { allocationId: number; roomNo: string; slotStartsAt: Date; expectedVersion: number },
  actor: AuditActor,
  now: Date = new Date(),
): Promise<{ allocationId: number; version: number }> {
  assertClerk(actor);
  const roomNo = input.roomNo.trim();
  if (!ROOM_NO_PATTERN.test(roomNo)) throw new AllocationError('invalid', '请填写房号，如 3栋1502室');
  if (Number.isNaN(input.slotStartsAt.getTime())) throw new AllocationError('invalid', '请填写选房时段');
  try {
    return await inTransaction(db, async (t) => {
      const [a] = await t.select().from(allocations).where(eq(allocations.id, input.allocationId)).for('update');
      if (!a) throw new AllocationError('not_found', ALLOCATION_MSG.notFound);
      if (a.version !== input.expectedVersion) throw new AllocationError('stale', ALLOCATION_MSG.stale);
      if (a.status !== 'allocated') throw new AllocationError('refused', ALLOCATION_MSG.notAwaiting);
      const [c] = await t.select().from(cases).where(eq(cases.id, a.caseId));
      const [p] = await t.select({ name: housingProjects.name }).from(housingProjects).where(eq(housingProjects.id, a.projectId));
      const [u] = await t.select({ layout: housingUnitTypes.layout }).from(housingUnitTypes).where(eq(housingUnitTypes.id, a.unitTypeId));
      const version = a.version + 1;
      await t.update(allocations).set({ status: 'selected', roomNo, slotStartsAt: input.slotStartsAt, selectedAt: now, selectedBy: actor.staffId, version, updatedAt: now }).where(eq(allocations.id, a.id));
      const product = a.product as QueueProduct;
      const queueLabel = formatQueueNumber(product, a.queueNumber);
      const projectName = p?.name ?? '';
      const receiptNo = c?.receiptNo ?? '';
      await t
        .update(housingRecords)
        .set({ roomNo, status: '已选房' })
        .where(and(eq(housingRecords.userId, a.userId), eq(housingRecords.kind, 'allocation'), eq(housingRecords.reference, `${receiptNo}（轮候序号 ${queueLabel}）`)));
      await t.insert(housingRecords).values({
        userId: a.userId,
        kind: 'selection',
        businessType: BUSINESS_OF_PRODUCT[product],
        projectId: a.projectId,
        projectName,
        reference: `选房时段 ${slotLabel(input.slotStartsAt)}`,
        roomNo,
        happenedAt: now,
        status: '已选房',
        detail: u?.layout ?? '',
      });
      await writeApplicationRecord(t, { userId: a.userId, product, receiptNo, status: '已办结', detail: `轮候序号 ${queueLabel}；已选定 ${projectName} ${roomNo}`, at: now });
      if (c) {
        await t.insert(caseEvents).values({ caseId: c.id, noteToCitizen: `已选房：${projectName} ${roomNo}（选房时段 ${slotLabel(input.slotStartsAt)}），请按通知签订租赁合同。`, actor: 'staff', staffId: actor.staffId, at: now });
        await t.update(cases).set({ version: c.version + 1, updatedAt: now }).where(eq(cases.id, c.id));
        await tellCitizen(t, {
          userId: a.userId,
          caseId: c.id,
          title: '选房结果通知',
          body: `您的${PRODUCT_LABELS[product]}申请（受理编号 ${receiptNo}）已选定${projectName} ${roomNo}，请按通知签订合同、办理入住。详见个人中心“选房记录”。`,
          createdAt: now,
        });
      }
      await recordAudit(t, actor, { action: 'allocation.select', entity: 'allocation', entityId: receiptNo || a.id, changes: { roomNo: { before: null, after: roomNo }, slotStartsAt: { before: null, after: input.slotStartsAt.toISOString() } } }, now);
      return { allocationId: a.id, version };
    });
  } catch (error) {
    if (databaseErrorCode(error) === '23505') throw new AllocationError('refused', ALLOCATION_MSG.roomTaken(roomNo));
    throw error;
  }
}

export type AllocationQueueRow = {
  caseId: number;
  receiptNo: string;
  product: QueueProduct;
  productLabel: string;
  queueNumber: string;
  queuedAt: Date;
  allocation: { id: number; projectName: string; layout: string; status: 'allocated' | 'selected'; roomNo: string; version: number } | null;
};

/** The console's list: queued applications of a product in number order, with their live allocation. */
export async function listQueue(db: Db, product: QueueProduct, limit = 100): Promise<AllocationQueueRow[]> {
  const rows = await db
    .select({ caseId: queueNumbers.caseId, number: queueNumbers.number, assignedAt: queueNumbers.assignedAt, receiptNo: cases.receiptNo })
    .from(queueNumbers)
    .innerJoin(cases, eq(cases.id, queueNumbers.caseId))
    .where(eq(queueNumbers.product, product))
    .orderBy(asc(queueNumbers.number))
    .limit(limit);
  const ids = rows.map((r) => r.caseId);
  const live = ids.length
    ? await db
        .select({ id: allocations.id, caseId: allocations.caseId, status: allocations.status, roomNo: allocations.roomNo, version: allocations.version, projectName: housingProjects.name, layout: housingUnitTypes.layout })
        .from(allocations)
        .innerJoin(housingProjects, eq(housingProjects.id, allocations.projectId))
        .innerJoin(housingUnitTypes, eq(housingUnitTypes.id, allocations.unitTypeId))
        .where(and(inArray(allocations.caseId, ids), sql`${allocations.status} <> 'withdrawn'`))
        .orderBy(desc(allocations.id))
    : [];
  return rows.map((r) => {
    const a = live.find((x) => x.caseId === r.caseId);
    return {
      caseId: r.caseId,
      receiptNo: r.receiptNo,
      product,
      productLabel: PRODUCT_LABELS[product],
      queueNumber: formatQueueNumber(product, r.number),
      queuedAt: r.assignedAt,
      allocation: a ? { id: a.id, projectName: a.projectName, layout: a.layout, status: a.status as 'allocated' | 'selected', roomNo: a.roomNo, version: a.version } : null,
    };
  });
}

/** The unit types a product can allocate from now: its business's visible projects with homes left. */
export async function listAllocatableUnits(db: Db, product: QueueProduct): Promise<{ id: number; label: string }[]> {
  const rows = await db
    .select({ id: housingUnitTypes.id, layout: housingUnitTypes.layout, available: housingUnitTypes.homesAvailable, project: housingProjects.name })
    .from(housingUnitTypes)
    .innerJoin(housingProjects, eq(housingProjects.id, housingUnitTypes.projectId))
    .where(and(eq(housingProjects.businessType, BUSINESS_OF_PRODUCT[product]), eq(housingProjects.hidden, false), gt(housingUnitTypes.homesAvailable, 0)))
    .orderBy(asc(housingProjects.name), asc(housingUnitTypes.sortOrder));
  return rows.map((r) => ({ id: r.id, label: `${r.project} · ${r.layout}（可配租 ${r.available} 套）` }));
}
