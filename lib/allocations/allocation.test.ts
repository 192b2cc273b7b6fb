/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { openCase } from '@/lib/cases/receipts';
import { messagesOf, timelineOf } from '@/lib/cases/handling';
import { describeEachDatabase, rejectionOf } from '@/lib/cms/test-fixtures';
import type { Db } from '@/lib/db/client';
import { auditLog, cases, housingProjects, housingUnitTypes, queueNumbers, shopIntentions, staff } from '@/lib/db/schema';
import { listHousingRecords } from '@/lib/data-docking/housing-records';
import { addTestProject } from '@/lib/data-docking/test-projects';
import { addTestUser } from '@/lib/register/test-users';
import type { AuditActor } from '@/lib/staff/audit';
import { allocateHome, AllocationError, listAllocatableUnits, listQueue, selectRoom } from './allocation';
import { onHousingApplicationMoved } from './application-outcomes';
import { assignQueueNumber, beijingMonth, formatQueueNumber, monthlyQueueFigures, type QueueProduct } from './queue';

describe('queue numbers (pure)', () => {
  it('are written with the product’s letters and six digits', () => {
    expect(formatQueueNumber('gzf', 12)).toBe('GZ-000012');
    expect(formatQueueNumber('gycq', 1136)).toBe('GY-001136');
  });

  it('count a month in Beijing time: 1 December 00:30 Beijing is December', () => {
    expect(beijingMonth(new Date('2026-11-30T16:30:00Z')).label).toBe('2026年12月');
    expect(beijingMonth(new Date('2026-11-30T15:30:00Z'))).toMatchObject({ label: '2026年11月', start: new Date('2026-10-31T16:00:00Z'), end: new Date('2026-11-30T16:00:00Z') });
  });
});

describeEachDatabase('queue, allocation and room selection', (database) => {
  const db = (): Db => database().db;
  let clerk: AuditActor;
  let clerk2: AuditActor;
  const at = new Date('2026-11-26T02:00:00Z');

  beforeAll(async () => {
    const rows = await db()
      .insert(staff)
      .values([
        { login: 'alloc.a', displayName: '经办甲', role: 'caseworker', passwordHash: 'x' },
        { login: 'alloc.b', displayName: '经办乙', role: 'caseworker', passwordHash: 'x' },
      ])
      .returning({ id: staff.id });
    clerk = { staffId: rows[0]!.id, login: 'alloc.a', role: 'caseworker', address: '10.0.0.1' };
    clerk2 = { staffId: rows[1]!.id, login: 'alloc.b', role: 'caseworker', address: '10.0.0.2' };
  });

  /** A citizen's case (any kind: the queue keys on the case) that has moved to 轮候 with a number of `product`. */
  async function queuedCase(product: QueueProduct): Promise<{ caseId: number; userId: number; receiptNo: string; number: number }> {
    const { userId } = await addTestUser(db());
    const [row] = await db()
      .insert(shopIntentions)
      .values({ userId, applicantKind: 'person', personName: '张三', contactName: '张三', mobile: '13812340001', intendedUse: '餐饮', idempotencyKey: `q-${userId}-${Math.random()}` })
      .returning({ id: shopIntentions.id });
    const receiptNo = await openCase(db(), { kind: 'shop_intention', subjectId: row!.id, userId, at });
    const [c] = await db().select().from(cases).where(eq(cases.receiptNo, receiptNo));
    const q = await db().transaction((t) => assignQueueNumber(t as unknown as Db, { caseId: c!.id, userId, product, receiptNo }, at));
    return { caseId: c!.id, userId, receiptNo, number: q.number };
  }

  it('gives each product its own numbers, one after another with no gaps, even when many queue at once', async () => {
    const first = await queuedCase('bzf_company');
    const many = await Promise.all(Array.from({ length: 8 }, () => queuedCase('bzf_company')));
    const numbers = [first.number, ...many.map((m) => m.number)].sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect((await queuedCase('gycq')).number).toBe(1);
  });

  it('keeps a case’s number when it is asked again, and gives a rolled-back number to the next case', async () => {
    const a = await queuedCase('bzf');
    const again = await db().transaction((t) => assignQueueNumber(t as unknown as Db, { caseId: a.caseId, userId: a.userId, product: 'bzf', receiptNo: a.receiptNo }, at));
    expect(again.number).toBe(a.number);
    const { userId } = await addTestUser(db());
    const failed = await rejectionOf(
      db().transaction(async (t) => {
        await assignQueueNumber(t as unknown as Db, { caseId: a.caseId + 100000, userId, product: 'bzf', receiptNo: 'X' }, at);
      }),
    );
    expect(failed).not.toBeNull();
    expect((await queuedCase('bzf')).number).toBe(a.number + 1);
  });

  it('shows the citizen their number in 历史记录 (轮候中)', async () => {
    const q = await queuedCase('gzf');
    const history = await listHousingRecords(q.userId, 'application');
    expect(history.records).toMatchObject([{ businessType: 'gzf', reference: q.receiptNo, status: '轮候中', detail: `轮候序号 ${formatQueueNumber('gzf', q.number)}` }]);
  });

  it('配租 takes one home of the unit type and the project, and fills 配租记录, 历史记录, the timeline, the 站内信 and the audit log', async () => {
    const project = await addTestProject(db(), { name: '测试·和园', businessType: 'gzf' });
    const q = await queuedCase('gzf');
    const done = await allocateHome(db(), { caseId: q.caseId, unitTypeId: project.unitTypeIds[0]! }, clerk, at);
    expect(done).toMatchObject({ projectName: '测试·和园', layout: '两室一厅', queueNumber: formatQueueNumber('gzf', q.number), version: 1 });
    const [unit] = await db().select().from(housingUnitTypes).where(eq(housingUnitTypes.id, project.unitTypeIds[0]!));
    expect(unit?.homesAvailable).toBe(119);
    const [p] = await db().select().from(housingProjects).where(eq(housingProjects.id, project.id));
    expect(p?.homesAvailable).toBe(199);
    const records = await listHousingRecords(q.userId, 'allocation');
    expect(records.records).toMatchObject([{ projectName: '测试·和园', projectId: project.id, status: '已配租，待选房', detail: '两室一厅' }]);
    expect((await listHousingRecords(q.userId, 'application')).records).toMatchObject([{ status: '已配租', projectName: '测试·和园' }]);
    const inbox = await messagesOf(db(), q.userId);
    expect(inbox.records[0]).toMatchObject({ title: '配租结果通知', caseId: q.caseId });
    expect(inbox.records[0]!.body).toContain('测试·和园 两室一厅');
    expect((await timelineOf(db(), q.caseId, { forCitizen: true })).some((e) => e.noteToCitizen?.startsWith('已配租：测试·和园'))).toBe(true);
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.action, 'allocation.allocate'), eq(auditLog.entityId, q.receiptNo)));
    expect(audit).toHaveLength(1);
    expect(await rejectionOf(allocateHome(db(), { caseId: q.caseId, unitTypeId: project.unitTypeIds[1]! }, clerk, at))).toMatchObject({ reason: 'refused', userMessage: '该申请已配租，如需改配请先登记放弃' });
  });

  it('refuses 配租 without a number, from another business’s project, or by a role that does not handle cases — changing nothing', async () => {
    const rental = await addTestProject(db(), { name: '测试·人才公寓', businessType: 'bzf' });
    const q = await queuedCase('gzf');
    expect(await rejectionOf(allocateHome(db(), { caseId: q.caseId, unitTypeId: rental.unitTypeIds[0]! }, clerk, at))).toMatchObject({ reason: 'invalid', userMessage: '所选项目不是公共租赁住房项目' });
    expect(await rejectionOf(allocateHome(db(), { caseId: q.caseId, unitTypeId: rental.unitTypeIds[0]! }, { ...clerk, role: 'editor' }, at))).toMatchObject({ reason: 'forbidden', status: 403 });
    await db().delete(queueNumbers).where(eq(queueNumbers.caseId, q.caseId));
    const gzf = await addTestProject(db(), { name: '测试·明德苑', businessType: 'gzf' });
    expect(await rejectionOf(allocateHome(db(), { caseId: q.caseId, unitTypeId: gzf.unitTypeIds[0]! }, clerk, at))).toMatchObject({ reason: 'refused', userMessage: '该申请尚未取得轮候序号，不能配租' });
    const [unit] = await db().select().from(housingUnitTypes).where(eq(housingUnitTypes.id, gzf.unitTypeIds[0]!));
    expect(unit?.homesAvailable).toBe(120);
  });

  it('gives the last home to one of two clerks; the other is told none is left', async () => {
    const project = await addTestProject(db(), { name: '测试·锦绣苑', businessType: 'gzf' });
    const unitTypeId = project.unitTypeIds[0]!;
    await db().update(housingUnitTypes).set({ homesAvailable: 1 }).where(eq(housingUnitTypes.id, unitTypeId));
    const [a, b] = [await queuedCase('gzf'), await queuedCase('gzf')];
    const results = await Promise.all([rejectionOf(allocateHome(db(), { caseId: a.caseId, unitTypeId }, clerk, at)), rejectionOf(allocateHome(db(), { caseId: b.caseId, unitTypeId }, clerk2, at))]);
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(results.find((r) => r !== null)).toMatchObject({ userMessage: '该户型已无可配租房源' });
    const [unit] = await db().select().from(housingUnitTypes).where(eq(housingUnitTypes.id, unitTypeId));
    expect(unit?.homesAvailable).toBe(0);
    expect(await listAllocatableUnits(db(), 'gzf')).not.toContainEqual(expect.objectContaining({ id: unitTypeId }));
  });

  it('选房 records the room at its slot in 选房记录, finishes the application in 历史记录, and tells the citizen; a stale page or a taken room is refused', async () => {
    const project = await addTestProject(db(), { name: '测试·幸福家园', businessType: 'gzf' });
    const [a, b] = [await queuedCase('gzf'), await queuedCase('gzf')];
    const first = await allocateHome(db(), { caseId: a.caseId, unitTypeId: project.unitTypeIds[0]! }, clerk, at);
    const second = await allocateHome(db(), { caseId: b.caseId, unitTypeId: project.unitTypeIds[0]! }, clerk, at);
    const slot = new Date('2026-12-05T01:00:00Z');
    expect(await rejectionOf(selectRoom(db(), { allocationId: first.allocationId, roomNo: '3栋1502室', slotStartsAt: slot, expectedVersion: 7 }, clerk, at))).toMatchObject({ reason: 'stale' });
    expect(await rejectionOf(selectRoom(db(), { allocationId: first.allocationId, roomNo: '<b>', slotStartsAt: slot, expectedVersion: 1 }, clerk, at))).toMatchObject({ reason: 'invalid' });
    await selectRoom(db(), { allocationId: first.allocationId, roomNo: '3栋1502室', slotStartsAt: slot, expectedVersion: 1 }, clerk, at);
    expect((await listHousingRecords(a.userId, 'selection')).records).toMatchObject([{ projectName: '测试·幸福家园', roomNo: '3栋1502室', reference: '选房时段 2026年12月5日 9:00', status: '已选房' }]);
    expect((await listHousingRecords(a.userId, 'allocation')).records).toMatchObject([{ roomNo: '3栋1502室', status: '已选房' }]);
    expect((await listHousingRecords(a.userId, 'application')).records).toMatchObject([{ status: '已办结' }]);
    expect((await messagesOf(db(), a.userId)).records[0]).toMatchObject({ title: '选房结果通知' });
    expect(await rejectionOf(selectRoom(db(), { allocationId: second.allocationId, roomNo: '3栋1502室', slotStartsAt: slot, expectedVersion: 1 }, clerk, at))).toMatchObject({ reason: 'refused', userMessage: '3栋1502室 已被其他家庭选定' });
    expect(await rejectionOf(selectRoom(db(), { allocationId: first.allocationId, roomNo: '3栋1503室', slotStartsAt: slot, expectedVersion: 2 }, clerk, at))).toMatchObject({ reason: 'refused' });
    expect((await listHousingRecords(b.userId, 'selection')).records).toEqual([]);
  });

  it('an application moving to 轮候 gets its number; refused or withdrawn it shows in 历史记录, and a withdrawn allocation gives its home back', async () => {
    const { userId } = await addTestUser(db());
    const [row] = await db()
      .insert(shopIntentions)
      .values({ userId, applicantKind: 'person', personName: '李四', contactName: '李四', mobile: '13812340002', intendedUse: '餐饮', idempotencyKey: `o-${userId}` })
      .returning({ id: shopIntentions.id });
    const receiptNo = await openCase(db(), { kind: 'shop_intention', subjectId: row!.id, userId, at });
    const [c] = await db().select().from(cases).where(eq(cases.receiptNo, receiptNo));
    const app = { caseId: c!.id, userId, receiptNo, product: 'bzf' as const };
    await db().transaction((t) => onHousingApplicationMoved(t as unknown as Db, app, 'queued', at));
    const [q] = await db().select().from(queueNumbers).where(eq(queueNumbers.caseId, c!.id));
    expect(q).toMatchObject({ product: 'bzf' });
    const project = await addTestProject(db(), { name: '测试·青年汇', businessType: 'bzf' });
    await allocateHome(db(), { caseId: c!.id, unitTypeId: project.unitTypeIds[1]! }, clerk, at);
    expect((await db().select().from(housingUnitTypes).where(eq(housingUnitTypes.id, project.unitTypeIds[1]!)))[0]?.homesAvailable).toBe(79);
    await db().transaction((t) => onHousingApplicationMoved(t as unknown as Db, app, 'withdrawn', at));
    expect((await db().select().from(housingUnitTypes).where(eq(housingUnitTypes.id, project.unitTypeIds[1]!)))[0]?.homesAvailable).toBe(80);
    expect((await listHousingRecords(userId, 'application')).records).toMatchObject([{ status: '已撤回', detail: `保障性租赁住房（个人）申请；轮候序号 ${formatQueueNumber('bzf', q!.number)}；本人撤回` }]);

    const other = await addTestUser(db());
    const [row2] = await db()
      .insert(shopIntentions)
      .values({ userId: other.userId, applicantKind: 'person', personName: '王五', contactName: '王五', mobile: '13812340003', intendedUse: '餐饮', idempotencyKey: `o-${other.userId}` })
      .returning({ id: shopIntentions.id });
    const receipt2 = await openCase(db(), { kind: 'shop_intention', subjectId: row2!.id, userId: other.userId, at });
    const [c2] = await db().select().from(cases).where(eq(cases.receiptNo, receipt2));
    await db().transaction((t) => onHousingApplicationMoved(t as unknown as Db, { caseId: c2!.id, userId: other.userId, receiptNo: receipt2, product: 'gzf' }, 'rejected', at, '家庭人均收入超过标准'));
    expect((await listHousingRecords(other.userId, 'application')).records).toMatchObject([{ businessType: 'gzf', status: '未通过', reference: receipt2, detail: '公共租赁住房申请；原因：家庭人均收入超过标准' }]);
  });

  it('publishes per product the highest number allocated this month, and lists the queue in number order', async () => {
    const project = await addTestProject(db(), { name: '测试·共有家园', businessType: 'gycq' });
    const qs = [await queuedCase('gycq'), await queuedCase('gycq'), await queuedCase('gycq')];
    await allocateHome(db(), { caseId: qs[0]!.caseId, unitTypeId: project.unitTypeIds[0]! }, clerk, at);
    await allocateHome(db(), { caseId: qs[1]!.caseId, unitTypeId: project.unitTypeIds[0]! }, clerk, at);
    // Allocated in October: not this month's.
    await allocateHome(db(), { caseId: qs[2]!.caseId, unitTypeId: project.unitTypeIds[0]! }, clerk, new Date('2026-10-20T02:00:00Z'));
    const figures = await monthlyQueueFigures(db(), at);
    expect(figures.month).toBe('2026年11月');
    expect(figures.products.find((p) => p.product === 'gycq')).toEqual({
      product: 'gycq',
      label: '共有产权住房',
      highestAllocated: formatQueueNumber('gycq', qs[1]!.number),
      allocatedThisMonth: 2,
      lastAssigned: formatQueueNumber('gycq', qs[2]!.number),
    });
    const queue = await listQueue(db(), 'gycq');
    expect(queue.map((r) => r.queueNumber)).toEqual([...queue.map((r) => r.queueNumber)].sort());
    expect(queue.find((r) => r.caseId === qs[0]!.caseId)?.allocation).toMatchObject({ projectName: '测试·共有家园', status: 'allocated' });
    expect(AllocationError).toBeDefined();
  });
});
