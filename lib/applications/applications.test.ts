/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { call, CHINESE } from '@/lib/api/test-helpers';
import { ApiError } from '@/lib/api/respond';
import { describeEachDatabase, rejectionOf } from '@/lib/cms/test-fixtures';
import { caseEvents, cases, housingApplicationMembers, housingApplications, housingRecords, queueNumbers, staff } from '@/lib/db/schema';
import { timelineOf, transitionCase } from '@/lib/cases/handling';
import { getCase, listInbox } from '@/lib/cases/inbox';
import { saveFamilyMember } from '@/lib/register/family';
import { decryptPii } from '@/lib/register/pii';
import { addTestUser, type TestUser } from '@/lib/register/test-users';
import type { AuditActor } from '@/lib/staff/audit';
import { housingApplicationBody, type HousingApplicationInput } from '@/lib/validation/housing-application';
import * as insertRoute from '@/app/api/bzf-portal-apply/application/insert/route';
import * as withdrawRoute from '@/app/api/bzf-portal-apply/application/withdraw/route';
import { APPLICATION_MSG, getHousingApplication, listHousingApplications, submitHousingApplication, withdrawHousingApplication } from './applications';
import { completeResidentId } from '@/lib/validation/resident-id.mjs';
import { householdApplication } from '@/lib/applications/test-applications.mjs';

const ID_ALICE = completeResidentId('11010119900307447');
const ID_SPOUSE = completeResidentId('11010519491231002');
const ID_CHILD = completeResidentId('44052419800101001');
const ID_BOB = completeResidentId('32010219850611123');
const AT = new Date('2026-11-26T02:00:00Z');
const INSERT = '/api/bzf-portal-apply/application/insert';
const WITHDRAW = '/api/bzf-portal-apply/application/withdraw';
const SAME_SITE = { origin: 'http://localhost' };

describeEachDatabase('housing applications', (database) => {
  let alice: TestUser;
  let bob: TestUser;
  let spouseId: number;
  let childId: number;
  let clerk: AuditActor;

  /** An eligible 公租房 application of alice with her spouse (local household, no home, low income). */
  const input = (over: Partial<HousingApplicationInput> = {}): HousingApplicationInput =>
    housingApplicationBody.parse({ product: 'gzf', ...householdApplication({ idNumber: ID_ALICE, familyMemberIds: [String(spouseId)], ...over }) });

  const post = (handler: (r: Request) => Promise<Response>, path: string, user: TestUser, body: unknown) =>
    call(handler, path, { method: 'POST', headers: { 'content-type': 'application/json', ...SAME_SITE, cookie: `tokenId=${user.token}` }, body: JSON.stringify(body) });

  beforeAll(async () => {
    const db = database().db;
    alice = await addTestUser(db);
    bob = await addTestUser(db);
    spouseId = (await saveFamilyMember(alice.userId, { name: '李安宁', relation: '配偶', idNumber: ID_SPOUSE })).id;
    childId = (await saveFamilyMember(alice.userId, { name: '张小禾', relation: '子女', idNumber: ID_CHILD })).id;
    const [s] = await db.insert(staff).values({ login: 'clerk.apply', displayName: '经办丙', role: 'caseworker', passwordHash: 'x' }).returning({ id: staff.id });
    clerk = { staffId: s!.id, login: 'clerk.apply', role: 'caseworker', address: '10.0.0.9' };
  });

  afterEach(async () => {
    // Each test starts with no open application.
    for (const user of [alice, bob]) for (const app of await listHousingApplications(user.userId)) if (['submitted', 'accepted', 'first_review', 'second_review'].includes(app.status)) await withdrawHousingApplication(user.userId, app.id);
    // A queued one (no longer withdrawable by the citizen) is closed as a handler's refusal would.
    const queued = await database().db.update(housingApplications).set({ status: 'rejected' }).where(eq(housingApplications.status, 'queued')).returning({ id: housingApplications.id });
    for (const q of queued) await database().db.update(housingApplicationMembers).set({ open: 0 }).where(eq(housingApplicationMembers.applicationId, q.id));
  });

  it('submits a 公租房 application: receipt GZ-, 已提交, the family member copied from 家庭信息 with the ID number encrypted', async () => {
    const app = await submitHousingApplication(alice.userId, input({ familyMemberIds: [spouseId, childId] }), AT);
    expect(app).toMatchObject({ product: 'gzf', status: 'submitted', statusLabel: '已提交', applicantName: '张安居', district: 'cj', layout: 'two' });
    expect(app.receiptNo).toMatch(/^GZ-20261126-\d{4}$/);
    expect(app.members).toEqual([
      { name: '李安宁', relation: '配偶', idNumberMasked: '1101**********' + ID_SPOUSE.slice(14) },
      { name: '张小禾', relation: '子女', idNumberMasked: '4405**********' + ID_CHILD.slice(14) },
    ]);
    const [row] = await database().db.select().from(housingApplications).where(eq(housingApplications.id, app.id));
    expect(decryptPii(row!.data.members[0]!.idNumberCipher)).toBe(ID_SPOUSE);
    expect(decryptPii(row!.data.applicant.idNumberCipher)).toBe(ID_ALICE);
    expect(JSON.stringify(row!.data)).not.toContain(ID_ALICE);
    const [c] = await database().db.select().from(cases).where(eq(cases.id, row!.caseId!));
    expect(c).toMatchObject({ kind: 'housing_application', status: 'submitted', userId: alice.userId, receiptNo: app.receiptNo });
    // 历史记录 lists it at once, by its receipt.
    const [line] = await database().db.select().from(housingRecords).where(eq(housingRecords.reference, app.receiptNo!));
    expect(line).toMatchObject({ userId: alice.userId, kind: 'application', status: '已提交' });
  });

  it('numbers a 保租房 application BZ-', async () => {
    const app = await submitHousingApplication(alice.userId, input({ product: 'bzf', familyMemberIds: [] }), AT);
    expect(app.receiptNo).toMatch(/^BZ-20261126-\d{4}$/);
  });

  it('refuses an applicant the 公租房 rules exclude, naming the reason at the income field, and stores nothing', async () => {
    const before = (await listHousingApplications(alice.userId)).length;
    const result = await post(insertRoute.POST, INSERT, alice, { ...rawBody(), income: 'from6000' });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('4000');
    expect((result.body.data as { fields: Record<string, string> }).fields).toEqual({ income: '家庭人均月收入 6,000 至 10,000 元，超过公租房收入上限（人均每月 3,000 元）' });
    expect((await listHousingApplications(alice.userId)).length).toBe(before);
  });

  it('refuses a form without the declaration and consent ticked, at those fields', async () => {
    const body = rawBody();
    delete (body as Record<string, unknown>).declaration;
    const result = await post(insertRoute.POST, INSERT, alice, { ...body, consent: '' });
    expect(result.status).toBe(400);
    const fields = (result.body.data as { fields: Record<string, string> }).fields;
    expect(Object.keys(fields).sort()).toEqual(['consent', 'declaration']);
    expect(fields.consent).toMatch(CHINESE);
  });

  it('refuses a second open application of the same product with a Chinese message and code 4093', async () => {
    const first = await post(insertRoute.POST, INSERT, alice, rawBody());
    expect(first.status).toBe(200);
    expect(first.body.code).toBe('1');
    const second = await post(insertRoute.POST, INSERT, alice, rawBody());
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('4093');
    expect(second.body.msg).toBe(APPLICATION_MSG.alreadyOpen('公共租赁住房'));
    // The same submit sent twice answers the first application, not a refusal.
    const key = randomUUID();
    const a = await submitHousingApplication(alice.userId, input({ product: 'bzf', familyMemberIds: [], idempotencyKey: key }), AT);
    const b = await submitHousingApplication(alice.userId, input({ product: 'bzf', familyMemberIds: [], idempotencyKey: key }), AT);
    expect(b.id).toBe(a.id);
  });

  it('refuses a person already in another account’s open application of the product', async () => {
    await submitHousingApplication(alice.userId, input(), AT);
    // Bob names alice's spouse as his own family member and applies for 公租房 too.
    const bobsSpouse = (await saveFamilyMember(bob.userId, { name: '李安宁', relation: '配偶', idNumber: ID_SPOUSE })).id;
    const error = await rejectionOf(submitHousingApplication(bob.userId, input({ applicantName: '王五', idNumber: ID_BOB, familyMemberIds: [bobsSpouse] }), AT));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: '4093', message: APPLICATION_MSG.memberInOpen('公共租赁住房') });
    expect(await listHousingApplications(bob.userId)).toEqual([]);
  });

  it('withdraws an application (kept, 已撤回, on its timeline) and applying again makes a new one with a new receipt', async () => {
    const first = await submitHousingApplication(alice.userId, input(), AT);
    const withdrawn = await post(withdrawRoute.POST, WITHDRAW, alice, { id: first.id });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data).toMatchObject({ id: first.id, status: 'withdrawn', statusLabel: '已撤回' });
    const again = await submitHousingApplication(alice.userId, input(), AT);
    expect(again.id).not.toBe(first.id);
    expect(again.receiptNo).not.toBe(first.receiptNo);
    expect((await getHousingApplication(alice.userId, first.id))?.status).toBe('withdrawn');
    const [c] = await database().db.select({ id: cases.id }).from(cases).where(eq(cases.receiptNo, first.receiptNo!));
    expect((await timelineOf(database().db, c!.id, { forCitizen: true })).map((e) => e.statusLabel)).toEqual(['已提交', '已撤回']);
    const [line] = await database().db.select().from(housingRecords).where(and(eq(housingRecords.userId, alice.userId), eq(housingRecords.status, '已撤回')));
    expect(line).toBeDefined();
  });

  it('a handler moves it through 受理, 初审, 复核, 公示 to 轮候 and the case gets a 轮候序号; the citizen can no longer withdraw it', async () => {
    const app = await submitHousingApplication(alice.userId, input(), AT);
    const [c] = await database().db.select().from(cases).where(eq(cases.receiptNo, app.receiptNo!));
    let version = c!.version;
    for (const to of ['accepted', 'first_review', 'second_review', 'publicized', 'queued'] as const) {
      version = (await transitionCase(database().db, { caseId: c!.id, to, expectedVersion: version }, clerk, AT)).version;
      expect((await getHousingApplication(alice.userId, app.id))?.status).toBe(to);
    }
    const [line] = await database().db.select().from(housingRecords).where(eq(housingRecords.reference, app.receiptNo!));
    expect(line?.status).toBe('轮候中');
    const [number] = await database().db.select().from(queueNumbers).where(eq(queueNumbers.caseId, c!.id));
    expect(number).toMatchObject({ product: 'gzf' });
    expect(number!.number).toBeGreaterThan(0);
    expect((await getHousingApplication(alice.userId, app.id))?.statusLabel).toBe('轮候');
    const refused = await post(withdrawRoute.POST, WITHDRAW, alice, { id: app.id });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(APPLICATION_MSG.notWithdrawable('轮候'));
  });

  it('a handler refuses it at 初审 with the reason: 未通过, its people free to apply again', async () => {
    const app = await submitHousingApplication(alice.userId, input(), AT);
    const [c] = await database().db.select().from(cases).where(eq(cases.receiptNo, app.receiptNo!));
    const v = (await transitionCase(database().db, { caseId: c!.id, to: 'accepted', expectedVersion: c!.version }, clerk, AT)).version;
    await expect(transitionCase(database().db, { caseId: c!.id, to: 'queued', expectedVersion: v }, clerk, AT)).rejects.toMatchObject({ status: 409 });
    await transitionCase(database().db, { caseId: c!.id, to: 'rejected', expectedVersion: v, noteToCitizen: '收入证明与申报不符' }, clerk, AT);
    expect((await getHousingApplication(alice.userId, app.id))?.statusLabel).toBe('未通过');
    const events = await database().db.select().from(caseEvents).where(eq(caseEvents.caseId, c!.id));
    expect(events.map((e) => e.toStatus)).toEqual(['submitted', 'accepted', 'rejected']);
    await expect(submitHousingApplication(alice.userId, input(), AT)).resolves.toMatchObject({ status: 'submitted' });
  });

  it('shows in the console inbox masked, with its declared facts and the moves of its stage', async () => {
    const app = await submitHousingApplication(alice.userId, input(), AT);
    const page = await listInbox(database().db, { kind: 'housing_application', status: 'submitted' }, 1, AT);
    const row = page.records.find((r) => r.receiptNo === app.receiptNo);
    expect(row).toMatchObject({ statusLabel: '已提交', who: '张**', phone: '138****0001', about: '公共租赁住房' });
    const [c] = await database().db.select().from(cases).where(eq(cases.receiptNo, app.receiptNo!));
    const record = await getCase(database().db, c!.id, clerk, AT);
    expect(record?.kindLabel).toBe('住房保障申请');
    expect(record?.moves).toEqual([
      { to: 'accepted', label: '受理' },
      { to: 'rejected', label: '未通过' },
    ]);
    const fields = Object.fromEntries(record!.fields.map((f) => [f.label, f.value]));
    expect(fields).toMatchObject({ 申请类型: '公共租赁住房', 家庭人均月收入: '3,000 元以下', 意向区域: '澄江区', 意向户型: '两居室' });
    expect(JSON.stringify(record)).not.toContain(ID_ALICE);
    expect(JSON.stringify(record)).not.toContain(ID_SPOUSE);
  });

  it('another citizen cannot read or withdraw it: it answers as missing', async () => {
    const app = await submitHousingApplication(alice.userId, input(), AT);
    expect(await getHousingApplication(bob.userId, app.id)).toBeNull();
    expect(await listHousingApplications(bob.userId)).toEqual([]);
    const result = await post(withdrawRoute.POST, WITHDRAW, bob, { id: app.id });
    expect(result.status).toBe(404);
    expect(result.body.msg).toBe(APPLICATION_MSG.notFound);
    expect((await getHousingApplication(alice.userId, app.id))?.status).toBe('submitted');
  });

  function rawBody() {
    return { product: 'gzf', ...householdApplication({ idNumber: ID_ALICE, familyMemberIds: [String(spouseId)] }) };
  }
});
