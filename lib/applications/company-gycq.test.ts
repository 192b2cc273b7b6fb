/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { call, CHINESE } from '@/lib/api/test-helpers';
import { ApiError } from '@/lib/api/respond';
import { describeEachDatabase, rejectionOf } from '@/lib/cms/test-fixtures';
import { cases, housingApplications, housingProjects, housingRecords, type CompanyApplicationData } from '@/lib/db/schema';
import { companyApplicationFields } from './company-view';
import { saveFamilyMember } from '@/lib/register/family';
import { decryptPii } from '@/lib/register/pii';
import { addTestUser, type TestUser } from '@/lib/register/test-users';
import { companyApplicationBody, type CompanyApplicationInput } from '@/lib/validation/company-application';
import { creditCheckCharacter, organisationCheckCharacter } from '@/lib/validation/credit-code';
import { gycqSubscriptionBody, type GycqSubscriptionInput } from '@/lib/validation/gycq-subscription';
import { housingApplicationBody } from '@/lib/validation/housing-application';
import * as companyRoute from '@/app/api/bzf-portal-apply/application/company/route';
import * as gycqRoute from '@/app/api/bzf-portal-apply/application/gycq/route';
import { listHousingApplications, submitHousingApplication, withdrawHousingApplication } from './applications';
import { submitCompanyApplication } from './company';
import { projectsInWindow, submitGycqSubscription, SUBSCRIPTION_MSG } from './subscription';
import { completeResidentId } from '@/lib/validation/resident-id.mjs';
import { householdApplication } from '@/lib/applications/test-applications.mjs';

/** A valid 统一社会信用代码 for an enterprise (91) of 330100 with an organisation body. */
function creditOf(body8: string): string {
  const first17 = `91330100${body8}${organisationCheckCharacter(body8)}`;
  return first17 + creditCheckCharacter(first17);
}

const CREDIT = creditOf('MA2H3K4L');
const ID_A = completeResidentId('11010119900307447');
const ID_B = completeResidentId('11010519491231002');
const ID_C = completeResidentId('44052419800101001');
const ID_D = completeResidentId('32010219850611123');
const AT = new Date('2026-11-26T02:00:00Z'); // Shanghai 2026-11-26
const SAME_SITE = { origin: 'http://localhost' };

describe('统一社会信用代码 in the company application schema', () => {
  const base = { companyName: '青禾科技有限公司', contactName: '王经办', contactMobile: '13900000009', homesWanted: '1', staffList: `赵职工 ${ID_A}`, projectId: '', district: 'cj', layout: 'one', declaration: '1', consent: '1', idempotencyKey: randomUUID() };
  it('accepts a code whose GB 32100 check character is right (lower case normalised)', () => {
    expect(companyApplicationBody.parse({ ...base, creditCode: CREDIT.toLowerCase() }).creditCode).toBe(CREDIT);
  });
  it('refuses a wrong 18th character at creditCode, in Chinese', () => {
    const wrong = CREDIT.slice(0, 17) + (CREDIT[17] === '0' ? '1' : '0');
    const r = companyApplicationBody.safeParse({ ...base, creditCode: wrong });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]).toMatchObject({ path: ['creditCode'], message: '第 18 位校验码不正确，请核对是否输错' });
  });
  it('names the staff row that is wrong, repeated, and more homes than staff', () => {
    const r = companyApplicationBody.safeParse({ ...base, creditCode: CREDIT, homesWanted: '4', staffList: `赵职工 ${ID_A}\n钱 ${ID_B}\n\n孙职工，${ID_A.toLowerCase()}` });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(messages).toEqual(['staffList:第 2 行：职工姓名须为 2 到 20 字，姓名和身份证号码之间用空格隔开', 'staffList:第 3 行：身份证号码与前面重复', 'homesWanted:申请套数不能多于入住职工人数']);
    expect(companyApplicationBody.safeParse({ ...base, creditCode: CREDIT, homesWanted: '2' }).error!.issues[0]).toMatchObject({ path: ['homesWanted'], message: '申请套数不能多于入住职工人数' });
  });
});

describeEachDatabase('保租房 企业申请 and 共有产权 申购', (database) => {
  let company: TestUser;
  let other: TestUser;
  let person: TestUser;
  let spouseId: number;
  let inWindow: number;
  let closed: number;
  let notYet: number;
  let rental: number;

  const companyInput = (over: Record<string, unknown> = {}): CompanyApplicationInput =>
    companyApplicationBody.parse({
      companyName: '青禾科技有限公司',
      creditCode: CREDIT,
      contactName: '王经办',
      contactMobile: '13900000009',
      homesWanted: '2',
      staffList: `赵一职 ${ID_C}\n\n钱二职\t${ID_D}\n`,
      projectId: '',
      district: 'cj',
      layout: 'one',
      declaration: '1',
      consent: '1',
      idempotencyKey: randomUUID(),
      ...over,
    });
  const gycqInput = (over: Record<string, unknown> = {}): GycqSubscriptionInput =>
    gycqSubscriptionBody.parse({ projectId: String(inWindow), ...householdApplication({ idNumber: ID_A, income: 'from6000', familyMemberIds: [String(spouseId)], ...over }) });
  const post = (handler: (r: Request) => Promise<Response>, path: string, user: TestUser, body: unknown) =>
    call(handler, path, { method: 'POST', headers: { 'content-type': 'application/json', ...SAME_SITE, cookie: `tokenId=${user.token}` }, body: JSON.stringify(body) });

  beforeAll(async () => {
    const db = database().db;
    company = await addTestUser(db);
    other = await addTestUser(db);
    person = await addTestUser(db);
    spouseId = (await saveFamilyMember(person.userId, { name: '李安宁', relation: '配偶', idNumber: ID_B })).id;
    const base = { district: '澄江区', address: '青禾市澄江区测试路1号', lng: 120.1, lat: 30.2, status: 'onsale' as const, homesTotal: 10, homesAvailable: 5 };
    const rows = await db
      .insert(housingProjects)
      .values([
        { ...base, name: '申购中苑', businessType: 'gycq', registrationFirstDay: '2026-11-20', registrationLastDay: '2026-11-30' },
        { ...base, name: '已截止苑', businessType: 'gycq', registrationFirstDay: '2026-10-01', registrationLastDay: '2026-10-31' },
        { ...base, name: '未开始苑', businessType: 'gycq', registrationFirstDay: '2026-12-01', registrationLastDay: '2026-12-10' },
        { ...base, name: '租赁苑', businessType: 'bzf', status: 'open' },
      ])
      .returning({ id: housingProjects.id });
    [inWindow, closed, notYet, rental] = rows.map((r) => r.id) as [number, number, number, number];
  });

  afterEach(async () => {
    for (const user of [company, other, person]) for (const app of await listHousingApplications(user.userId)) if (app.status === 'submitted') await withdrawHousingApplication(user.userId, app.id);
  });

  it('stores a company application: receipt BZQ-, staff ID numbers encrypted and masked, the handler sees the company', async () => {
    const app = await submitCompanyApplication(company.userId, companyInput({ projectId: String(rental) }), AT);
    expect(app).toMatchObject({ product: 'bzf_company', productLabel: '保障性租赁住房（企业）', status: 'submitted', applicantName: '王经办' });
    expect(app.receiptNo).toMatch(/^BZQ-20261126-\d{4}$/);
    expect(app.members.map((m) => m.relation)).toEqual(['职工', '职工']);
    const [row] = await database().db.select().from(housingApplications).where(eq(housingApplications.id, app.id));
    expect(JSON.stringify(row!.data)).not.toContain(ID_C);
    expect(decryptPii(row!.data.members[1]!.idNumberCipher)).toBe(ID_D);
    const shown = companyApplicationFields(row!.data as CompanyApplicationData, (v) => v, (v) => v);
    expect(shown).toEqual(expect.arrayContaining([{ label: '统一社会信用代码', value: CREDIT }, { label: '意向项目', value: '租赁苑' }, { label: '申请套数', value: '2 套' }]));
    const [line] = await database().db.select().from(housingRecords).where(eq(housingRecords.reference, app.receiptNo!));
    expect(line).toMatchObject({ userId: company.userId, status: '已提交' });
  });

  it('refuses a staff member already in an open personal 保租房 application (409 4093), and a person in an open company application', async () => {
    const own = await submitHousingApplication(person.userId, housingApplicationBody.parse({ product: 'bzf', ...householdApplication({ applicantName: '赵一职', idNumber: ID_C, mobile: '13800000002', layout: 'one' }) }), AT);
    const result = await post(companyRoute.POST, '/api/bzf-portal-apply/application/company', company, { ...companyInput(), idempotencyKey: randomUUID() });
    expect(result.status).toBe(409);
    expect(result.body.code).toBe('4093');
    expect(result.body.msg).toMatch(/职工/);
    await withdrawHousingApplication(person.userId, own.id);
    // The other way round: the company's staff member cannot apply alone while the company's is open.
    await submitCompanyApplication(company.userId, companyInput(), AT);
    const e = await rejectionOf(submitHousingApplication(person.userId, housingApplicationBody.parse({ product: 'bzf', ...householdApplication({ applicantName: '钱二职', idNumber: ID_D, mobile: '13800000002', layout: 'one' }) }), AT));
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).code).toBe('4093');
  });

  it('two companies naming the same staff member at once: the unique index decides, one wins, the other 409 4093', async () => {
    const results = await Promise.all([
      rejectionOf(submitCompanyApplication(company.userId, companyInput({ staffList: `赵一职 ${ID_C}`, homesWanted: '1' }), AT)),
      rejectionOf(submitCompanyApplication(other.userId, companyInput({ companyName: '另一家有限公司', staffList: `赵一职 ${ID_C}`, homesWanted: '1' }), AT)),
    ]);
    const errors = results.filter((r) => r !== null);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(ApiError);
    expect((errors[0] as ApiError).code).toBe('4093');
    expect((errors[0] as ApiError).userMessage).toMatch(CHINESE);
  });

  it('lists only the 共有产权 projects in their window and subscribes to one: receipt GC-, the project on the application and 历史记录', async () => {
    expect((await projectsInWindow(AT)).map((p) => p.name)).toEqual(['申购中苑']);
    const app = await submitGycqSubscription(person.userId, gycqInput(), AT);
    expect(app).toMatchObject({ product: 'gycq', productLabel: '共有产权住房申购', status: 'submitted' });
    expect(app.receiptNo).toMatch(/^GC-20261126-\d{4}$/);
    const [row] = await database().db.select().from(housingApplications).where(eq(housingApplications.id, app.id));
    expect(row).toMatchObject({ projectId: inWindow });
    const [line] = await database().db.select().from(housingRecords).where(eq(housingRecords.reference, app.receiptNo!));
    expect(line).toMatchObject({ projectId: inWindow, projectName: '申购中苑' });
    const [c] = await database().db.select().from(cases).where(eq(cases.id, row!.caseId!));
    expect(c).toMatchObject({ kind: 'housing_application', status: 'submitted' });
  });

  it('refuses a project out of its window, not 共有产权, or missing: 409 4098 with the reason in Chinese, nothing stored', async () => {
    const before = (await listHousingApplications(person.userId)).length;
    for (const [projectId, message] of [
      [closed, SUBSCRIPTION_MSG.closed('已截止苑', '2026-10-31')],
      [notYet, SUBSCRIPTION_MSG.notOpenYet('未开始苑', '2026-12-01')],
      [rental, SUBSCRIPTION_MSG.notGycq],
      [999999, SUBSCRIPTION_MSG.notGycq],
    ] as const) {
      const e = await rejectionOf(submitGycqSubscription(person.userId, gycqInput({ projectId: String(projectId) }), AT));
      expect(e).toBeInstanceOf(ApiError);
      expect(e).toMatchObject({ code: '4098', status: 409, userMessage: message });
    }
    const missing = await post(gycqRoute.POST, '/api/bzf-portal-apply/application/gycq', person, { ...gycqInput(), projectId: undefined, idempotencyKey: randomUUID() });
    expect(missing.status).toBe(400);
    expect((missing.body.data as { fields: Record<string, string> }).fields).toMatchObject({ projectId: '请选择申购的共有产权住房项目' });
    expect((await listHousingApplications(person.userId)).length).toBe(before);
  });

  it('refuses an applicant the 共有产权 rules exclude at the field, and a second open subscription of the household to the project (4093)', async () => {
    const e = await rejectionOf(submitGycqSubscription(person.userId, gycqInput({ housing: 'more' }), AT));
    expect(e).toMatchObject({ code: '4000' });
    expect(Object.keys((e as { fields: Record<string, string> }).fields)).toEqual(['housing']);
    await submitGycqSubscription(person.userId, gycqInput(), AT);
    const again = await post(gycqRoute.POST, '/api/bzf-portal-apply/application/gycq', person, { ...gycqInput(), idempotencyKey: randomUUID() });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('4093');
    // The spouse cannot be subscribed by another account to the same project either.
    const byOther = await rejectionOf(submitGycqSubscription(other.userId, gycqInput({ applicantName: '李安宁', idNumber: ID_B, familyMemberIds: [] }), AT));
    expect(byOther).toMatchObject({ code: '4093', userMessage: SUBSCRIPTION_MSG.memberInOpen });
  });

  it('a household subscribing twice at once: one application, the other 409 4093', async () => {
    const results = await Promise.all([0, 1].map(() => rejectionOf(submitGycqSubscription(person.userId, gycqInput(), AT))));
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(results.find((r) => r !== null)).toMatchObject({ code: '4093' });
  });
});
