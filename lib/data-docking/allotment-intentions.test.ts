/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ApiError } from '@/lib/api/respond';
import { describeEachDatabase } from '@/lib/cms/test-fixtures';
import { allotmentIntentions } from '@/lib/db/schema';
import { saveFamilyMember } from '@/lib/register/family';
import { decryptPii } from '@/lib/register/pii';
import { addTestUser, type TestUser } from '@/lib/register/test-users';
import type { AllotmentIntentionInput } from '@/lib/validation/allotment-intention';
import {
  ALLOTMENT_CAPS,
  ALLOTMENT_SERVICE_MSG,
  createAllotmentIntention,
  FieldError,
  findNextAllotmentWindow,
  getAllotmentIntention,
  listAllotmentIntentions,
  listOpenAllotmentProjects,
  withdrawAllotmentIntention,
} from './allotment-intentions';
import { addTestProject, type TestProject } from './test-projects';

// Valid GB 11643 numbers (check characters computed).
const ID_APPLICANT = '110101199003074477';
const ID_SPOUSE = '11010519491231002X';
const ID_CHILD = '440524198001010013';

/** 2026-11-20 12:00 in Shanghai. */
const NOW = new Date('2026-11-20T04:00:00Z');

describeEachDatabase('allotment-sale intentions', (database) => {
  let alice: TestUser;
  let bob: TestUser;
  let open: TestProject;
  let openLater: TestProject;
  let past: TestProject;
  let future: TestProject;
  let rental: TestProject;
  let spouseId: number;
  let childId: number;
  let bobsMemberId: number;

  const input = (over: Partial<AllotmentIntentionInput> = {}): AllotmentIntentionInput => ({
    applicantName: '张安居',
    idNumber: ID_APPLICANT,
    mobile: '13800000001',
    projectId: open.id,
    unitTypeId: open.unitTypeIds[0]!,
    familyMemberIds: [spouseId, childId],
    idempotencyKey: randomUUID(),
    ...over,
  });
  const rowsOf = async (userId: number) => database().db.select().from(allotmentIntentions).where(eq(allotmentIntentions.userId, userId));

  beforeAll(async () => {
    const db = database().db;
    alice = await addTestUser(db);
    bob = await addTestUser(db);
    open = await addTestProject(db, { name: '北湖·安和苑', registrationFirstDay: '2026-11-10', registrationLastDay: '2026-12-10' });
    openLater = await addTestProject(db, { name: '滨湖·和景苑', registrationFirstDay: '2026-11-01', registrationLastDay: '2027-01-31' });
    past = await addTestProject(db, { name: '澄江·明湖苑', registrationFirstDay: '2026-03-01', registrationLastDay: '2026-03-31' });
    future = await addTestProject(db, { name: '东港·望海苑', registrationFirstDay: '2027-03-01', registrationLastDay: '2027-03-31' });
    await addTestProject(db, { name: '云溪·未定苑' });
    rental = await addTestProject(db, { name: '云溪·和园', businessType: 'gzf', registrationFirstDay: '2026-11-01', registrationLastDay: '2026-12-31' });
    spouseId = (await saveFamilyMember(alice.userId, { name: '李安宁', relation: '配偶', idNumber: ID_SPOUSE })).id;
    childId = (await saveFamilyMember(alice.userId, { name: '张小禾', relation: '子女', idNumber: ID_CHILD })).id;
    bobsMemberId = (await saveFamilyMember(bob.userId, { name: '王某', relation: '配偶', idNumber: ID_SPOUSE })).id;
  });

  it('lists only 配售型 projects whose window contains the moment, closing soonest first, with unit types', async () => {
    const projects = await listOpenAllotmentProjects(NOW);
    expect(projects.map((p) => p.name)).toEqual(['北湖·安和苑', '滨湖·和景苑']);
    expect(projects[0]).toMatchObject({
      id: open.id,
      registrationFirstDay: '2026-11-10',
      registrationLastDay: '2026-12-10',
      windowFirstLabel: '2026年11月10日',
      windowLastLabel: '2026年12月10日',
    });
    expect(projects[0]!.unitTypes).toEqual([
      { id: open.unitTypeIds[0], layout: '两室一厅', bedrooms: 2, areaMin: 72, areaMax: 85, priceMin: 9800, priceMax: 10500, homesAvailable: 120 },
      { id: open.unitTypeIds[1], layout: '三室两厅', bedrooms: 3, areaMin: 95, areaMax: 110, priceMin: 9600, priceMax: 10200, homesAvailable: 80 },
    ]);
  });

  it.each([
    ['the first minute of the first day (Shanghai)', '2026-11-09T16:00:00Z', true],
    ['the last second of the last day (Shanghai)', '2026-12-10T15:59:59Z', true],
    ['the day after the last day', '2026-12-10T16:00:00Z', false],
    ['the evening before the first day', '2026-11-09T15:59:59Z', false],
  ])('opens and closes on Shanghai days: %s', async (_when, at, listed) => {
    expect((await listOpenAllotmentProjects(new Date(at))).some((p) => p.id === open.id)).toBe(listed);
  });

  it('names the next window to open', async () => {
    expect(await findNextAllotmentWindow(NOW)).toEqual({ projectId: future.id, name: '东港·望海苑', registrationFirstDay: '2027-03-01', startsLabel: '2027年3月1日' });
    expect(await findNextAllotmentWindow(new Date('2027-04-01T00:00:00Z'))).toBeNull();
  });

  it('registers, storing the ID number masked and encrypted and the family members as they were', async () => {
    const created = await createAllotmentIntention(alice.userId, input(), NOW);
    expect(created).toMatchObject({
      projectId: open.id,
      projectName: '北湖·安和苑',
      projectHref: `/t1/projectDetail?projectId=${open.id}`,
      unitTypeLayout: '两室一厅',
      applicantName: '张安居',
      idNumberMasked: '1101**********4477',
      mobileMasked: '138****0001',
      familyMembers: [
        { id: spouseId, name: '李安宁', relation: '配偶' },
        { id: childId, name: '张小禾', relation: '子女' },
      ],
      status: 'submitted',
      statusLabel: '已提交',
      canWithdraw: true,
      withdrawnAt: null,
    });
    const [row] = await rowsOf(alice.userId);
    expect(JSON.stringify(row)).not.toContain(ID_APPLICANT);
    expect(decryptPii(row!.idNumberCipher)).toBe(ID_APPLICANT);
    // A later edit of 家庭信息 does not rewrite what was registered.
    await saveFamilyMember(alice.userId, { id: spouseId, name: '李安宁改', relation: '配偶' });
    expect((await getAllotmentIntention(alice.userId, created.id))?.familyMembers[0]?.name).toBe('李安宁');
  });

  it('stores one row for a repeated submit, also when two arrive together', async () => {
    await database().db.delete(allotmentIntentions);
    const same = input({ projectId: openLater.id, unitTypeId: openLater.unitTypeIds[1]!, familyMemberIds: [] });
    const [a, b] = await Promise.all([createAllotmentIntention(alice.userId, same, NOW), createAllotmentIntention(alice.userId, same, NOW)]);
    expect(a.id).toBe(b.id);
    expect((await createAllotmentIntention(alice.userId, same, NOW)).id).toBe(a.id);
    expect(await rowsOf(alice.userId)).toHaveLength(1);
  });

  it('keeps one live registration per project: a second (even racing) is refused with a clear message', async () => {
    await database().db.delete(allotmentIntentions);
    const results = await Promise.allSettled([createAllotmentIntention(alice.userId, input(), NOW), createAllotmentIntention(alice.userId, input(), NOW)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(FieldError);
    expect(refused.reason).toMatchObject({ field: 'projectId', code: '4090', status: 409 });
    expect((refused.reason as ApiError).userMessage).toContain('您已登记过该项目，请勿重复登记');
    expect(await rowsOf(alice.userId)).toHaveLength(1);
    // Withdrawn, the project may be registered again.
    const [live] = await rowsOf(alice.userId);
    await withdrawAllotmentIntention(alice.userId, live!.id, NOW);
    await createAllotmentIntention(alice.userId, input(), NOW);
    expect((await rowsOf(alice.userId)).map((r) => r.status).sort()).toEqual(['closed', 'submitted']);
  });

  it.each([
    ['a project that does not exist', () => ({ projectId: 999_999 }), 'projectId', 400, '所选项目不存在或不接受意向登记'],
    ['a project of another business', () => ({ projectId: rental.id, unitTypeId: rental.unitTypeIds[0]! }), 'projectId', 400, '所选项目不存在或不接受意向登记'],
    ['a window that has ended', () => ({ projectId: past.id, unitTypeId: past.unitTypeIds[0]! }), 'projectId', 409, '本项目意向登记已结束（2026年3月31日截止）'],
    ['a window not yet open', () => ({ projectId: future.id, unitTypeId: future.unitTypeIds[0]! }), 'projectId', 409, '本项目意向登记尚未开始（2027年3月1日开始）'],
    ['a unit type of another project', () => ({ projectId: open.id, unitTypeId: openLater.unitTypeIds[0]! }), 'unitTypeId', 400, '请选择该项目的户型'],
    ['a family member of another user', () => ({ familyMemberIds: [spouseId, bobsMemberId] }), 'familyMemberIds', 400, '所选家庭成员不存在，请到“家庭信息”中核对'],
    ['a family member that does not exist', () => ({ familyMemberIds: [2_000_000] }), 'familyMemberIds', 400, '所选家庭成员不存在，请到“家庭信息”中核对'],
  ])('refuses %s at its field and stores nothing', async (_what, over, field, status, message) => {
    const before = (await database().db.select().from(allotmentIntentions)).length;
    const error = await createAllotmentIntention(alice.userId, input({ projectId: openLater.id, unitTypeId: openLater.unitTypeIds[0]!, ...over() }), NOW).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FieldError);
    expect(error).toMatchObject({ field, status, userMessage: `参数 ${field} ${message}` });
    expect(await database().db.select().from(allotmentIntentions)).toHaveLength(before);
  });

  it('lists, reads and withdraws only the owner’s registrations; another user’s id answers like a missing one', async () => {
    const mine = (await listAllotmentIntentions(alice.userId)).records;
    expect(mine.length).toBeGreaterThan(0);
    expect(await listAllotmentIntentions(bob.userId)).toMatchObject({ records: [], total: 0 });
    const target = mine.find((r) => r.status === 'submitted')!;
    expect(await getAllotmentIntention(bob.userId, target.id)).toBeNull();
    const theirs = await withdrawAllotmentIntention(bob.userId, target.id, NOW).catch((e: unknown) => e);
    const missing = await withdrawAllotmentIntention(bob.userId, 2_000_000, NOW).catch((e: unknown) => e);
    for (const e of [theirs, missing]) expect(e).toMatchObject({ code: '4040', status: 404, userMessage: '意向登记记录不存在' });
    expect((await getAllotmentIntention(alice.userId, target.id))?.status).toBe('submitted');
  });

  it('withdraws only while 已提交: once, and never after staff accepted it', async () => {
    const created = await createAllotmentIntention(bob.userId, input({ familyMemberIds: [bobsMemberId], projectId: openLater.id, unitTypeId: openLater.unitTypeIds[0]! }), NOW);
    const withdrawn = await withdrawAllotmentIntention(bob.userId, created.id, NOW);
    expect(withdrawn).toMatchObject({ status: 'closed', statusLabel: '已撤回', canWithdraw: false, withdrawnAt: NOW.toISOString() });
    await expect(withdrawAllotmentIntention(bob.userId, created.id, NOW)).rejects.toMatchObject({ code: '4090', userMessage: '只有“已提交”的登记可以撤回，这条登记当前为“已撤回”' });
    const again = await createAllotmentIntention(bob.userId, input({ familyMemberIds: [], projectId: openLater.id, unitTypeId: openLater.unitTypeIds[0]! }), NOW);
    await database().db.update(allotmentIntentions).set({ status: 'reviewing' }).where(eq(allotmentIntentions.id, again.id));
    await expect(withdrawAllotmentIntention(bob.userId, again.id, NOW)).rejects.toMatchObject({ status: 409, userMessage: '只有“已提交”的登记可以撤回，这条登记当前为“审核中”' });
    expect((await getAllotmentIntention(bob.userId, again.id))?.status).toBe('reviewing');
  });

  it('pages the list newest first', async () => {
    const all = await listAllotmentIntentions(alice.userId, { pageSize: 50 });
    const first = await listAllotmentIntentions(alice.userId, { pageNum: 1, pageSize: 1 });
    expect(first).toMatchObject({ total: all.total, pageSize: 1, pages: all.total });
    expect(first.records[0]!.id).toBe(all.records[0]!.id);
    const times = all.records.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
  it('registering and withdrawing again and again stops at five registrations of one project (issue #24 part 6)', async () => {
    const user = await addTestUser(database().db);
    const mine = (over: Partial<AllotmentIntentionInput> = {}) => input({ familyMemberIds: [], projectId: openLater.id, unitTypeId: openLater.unitTypeIds[0]!, ...over });
    for (let i = 0; i < ALLOTMENT_CAPS.perProject; i += 1) {
      const created = await createAllotmentIntention(user.userId, mine(), NOW);
      await withdrawAllotmentIntention(user.userId, created.id, NOW);
    }
    const error = await createAllotmentIntention(user.userId, mine(), NOW).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FieldError);
    expect(error).toMatchObject({ status: 409, code: '4090', field: 'projectId', userMessage: `参数 projectId ${ALLOTMENT_SERVICE_MSG.tooManyForProject}` });
    expect(await rowsOf(user.userId)).toHaveLength(ALLOTMENT_CAPS.perProject);
    // Another project is still open to them.
    await expect(createAllotmentIntention(user.userId, mine({ projectId: open.id, unitTypeId: open.unitTypeIds[0]! }), NOW)).resolves.toMatchObject({ status: 'submitted' });
  });

  it('parallel submits with new keys never store more than one live registration or pass the cap', async () => {
    const user = await addTestUser(database().db);
    const mine = () => input({ familyMemberIds: [], projectId: openLater.id, unitTypeId: openLater.unitTypeIds[0]!, idempotencyKey: randomUUID() });
    for (let round = 0; round < 3; round += 1) {
      const results = await Promise.allSettled(Array.from({ length: 4 }, () => createAllotmentIntention(user.userId, mine(), NOW)));
      const stored = results.filter((r): r is PromiseFulfilledResult<Awaited<ReturnType<typeof createAllotmentIntention>>> => r.status === 'fulfilled');
      expect(stored.length).toBeLessThanOrEqual(1);
      for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ status: 409 });
      if (stored[0]) await withdrawAllotmentIntention(user.userId, stored[0].value.id, NOW);
    }
    expect((await rowsOf(user.userId)).length).toBeLessThanOrEqual(ALLOTMENT_CAPS.perProject);
  });
});
