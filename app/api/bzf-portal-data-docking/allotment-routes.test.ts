/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { call, expectRefused } from '@/lib/api/test-helpers';
import { describeEachDatabase } from '@/lib/cms/test-fixtures';
import { shanghaiDay } from '@/lib/data-docking/allotment-intentions';
import { addTestProject, type TestProject } from '@/lib/data-docking/test-projects';
import { allotmentIntentions } from '@/lib/db/schema';
import { saveFamilyMember } from '@/lib/register/family';
import { addTestUser, type TestUser } from '@/lib/register/test-users';
import * as insert from './dataMiddleOffice/insertAllotmentIntention/route';
import * as select from './dataMiddleOffice/selectAllotmentIntention/route';
import * as withdraw from './dataMiddleOffice/withdrawAllotmentIntention/route';

const BASE = '/api/bzf-portal-data-docking/dataMiddleOffice';
const ID_NUMBER = '110101199003074477';
const SAME_SITE = { origin: 'http://localhost' };

const daysFromNow = (n: number) => shanghaiDay(new Date(Date.now() + n * 86_400_000));

type Auth = { token?: string; cookie?: string; headers?: Record<string, string> };
const authHeaders = ({ token, cookie, headers }: Auth = {}) => ({
  ...(token ? { tokenId: token } : {}),
  ...(cookie ? { cookie: `tokenId=${cookie}; login=true` } : {}),
  ...headers,
});
const postJson = (handler: typeof insert.POST, path: string, body: unknown, auth: Auth = {}) =>
  call(handler, path, { method: 'POST', headers: { 'content-type': 'application/json', ...authHeaders(auth) }, body: typeof body === 'string' ? body : JSON.stringify(body) });

/** A browser's plain form post: urlencoded, the session cookie, Sec-Fetch-Site from our own page. */
async function postForm(handler: typeof insert.POST, path: string, fields: [string, string][], auth: Auth = {}) {
  const response = await handler(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...authHeaders(auth) },
      body: new URLSearchParams(fields).toString(),
    }),
  );
  return { status: response.status, location: response.headers.get('location'), cacheControl: response.headers.get('cache-control'), text: await response.text() };
}

it('registration handlers run on Node, are dynamic and answer only their method', () => {
  for (const m of [insert, withdraw]) {
    expect(m).toMatchObject({ runtime: 'nodejs', dynamic: 'force-dynamic', POST: expect.any(Function) });
    expect(Object.keys(m)).not.toContain('GET');
  }
  expect(select).toMatchObject({ runtime: 'nodejs', dynamic: 'force-dynamic', GET: expect.any(Function) });
  expect(Object.keys(select)).not.toContain('POST');
});

describeEachDatabase('allotment-intention handlers', (database) => {
  let alice: TestUser;
  let bob: TestUser;
  let open: TestProject;
  let second: TestProject;
  let ended: TestProject;
  let spouseId: number;

  const body = (over: Record<string, unknown> = {}) => ({
    applicantName: '张安居',
    idNumber: ID_NUMBER,
    mobile: '13800000001',
    projectId: open.id,
    unitTypeId: open.unitTypeIds[0],
    familyMemberIds: [spouseId],
    idempotencyKey: randomUUID(),
    ...over,
  });
  const formFields = (over: Record<string, string> = {}): [string, string][] => {
    const values: Record<string, string> = {
      applicantName: '张安居',
      idNumber: ID_NUMBER,
      mobile: '13800000001',
      projectId: String(second.id),
      unitTypeId: String(second.unitTypeIds[1]),
      idempotencyKey: randomUUID(),
      ...over,
    };
    return [...Object.entries(values), ['familyMemberIds', String(spouseId)]];
  };
  const rows = async () => (await database().db.select().from(allotmentIntentions).orderBy(allotmentIntentions.id)).map((r) => `${r.id}:${r.userId}:${r.status}`);

  beforeAll(async () => {
    alice = await addTestUser(database().db);
    bob = await addTestUser(database().db);
    open = await addTestProject(database().db, { name: '北湖·安和苑', registrationFirstDay: daysFromNow(-5), registrationLastDay: daysFromNow(5) });
    second = await addTestProject(database().db, { name: '滨湖·和景苑', registrationFirstDay: daysFromNow(-1), registrationLastDay: daysFromNow(30) });
    ended = await addTestProject(database().db, { name: '澄江·明湖苑', registrationFirstDay: '2025-03-01', registrationLastDay: '2025-03-31' });
    spouseId = (await saveFamilyMember(alice.userId, { name: '李安宁', relation: '配偶', idNumber: '11010519491231002X' })).id;
  });

  it('registers with JSON; the same key again answers the same registration; nothing is cached', async () => {
    const sent = body();
    const first = await postJson(insert.POST, `${BASE}/insertAllotmentIntention`, sent, { token: alice.token, headers: SAME_SITE });
    expect(first.status).toBe(200);
    expect(first.cacheControl).toBe('no-store');
    expect(first.body).toMatchObject({ code: '1', data: { projectName: '北湖·安和苑', idNumberMasked: '1101**********4477', status: 'submitted', statusLabel: '已提交' } });
    expect(JSON.stringify(first.body)).not.toContain(ID_NUMBER);
    const again = await postJson(insert.POST, `${BASE}/insertAllotmentIntention`, sent, { cookie: alice.token, headers: SAME_SITE });
    expect((again.body.data as { id: number }).id).toBe((first.body.data as { id: number }).id);
    expect(await rows()).toHaveLength(1);
  });

  it.each([
    ['no session', {}, 401, '4010'],
    ['a cross-site origin', { token: 'x', headers: { origin: 'https://evil.example' } }, 403, '4030'],
    ['no same-site proof at all', { token: 'x' }, 403, '4030'],
  ])('refuses a JSON registration with %s and stores nothing', async (_what, auth: Auth, status, code) => {
    const before = await rows();
    const a = auth.token ? { ...auth, token: alice.token } : { headers: SAME_SITE };
    expectRefused(await postJson(insert.POST, `${BASE}/insertAllotmentIntention`, body(), a), status, code);
    expect(await rows()).toEqual(before);
  });

  it.each([
    ['a wrong ID check character', () => body({ idNumber: '110101199003074478' }), 400, '4000', '参数 idNumber 请输入正确的 18 位居民身份证号码'],
    ['an unknown field', () => body({ userId: 1 }), 400, '4000', '不支持的参数：userId'],
    ['a window that has ended', () => body({ projectId: ended.id, unitTypeId: ended.unitTypeIds[0] }), 409, '4090', '参数 projectId 本项目意向登记已结束（2025年3月31日截止）'],
    ['a unit type of another project', () => body({ unitTypeId: second.unitTypeIds[0] }), 400, '4000', '参数 unitTypeId 请选择该项目的户型'],
    ['a second live registration', () => body(), 409, '4090', '参数 projectId 您已登记过该项目'],
  ])('answers %s with a Chinese message naming the field', async (_what, make, status, code, msg) => {
    const before = await rows();
    const r = await postJson(insert.POST, `${BASE}/insertAllotmentIntention`, make(), { token: alice.token, headers: SAME_SITE });
    expectRefused(r, status, code);
    expect(r.body.msg).toContain(msg);
    expect(await rows()).toEqual(before);
  });

  it('takes the plain form post without JavaScript: 303 to the record page, or back to the form naming only the fields', async () => {
    const ok = await postForm(insert.POST, `${BASE}/insertAllotmentIntention`, formFields(), { cookie: alice.token });
    expect(ok.status).toBe(303);
    expect(ok.cacheControl).toBe('no-store');
    expect(ok.location).toMatch(/^\/t1\/personalCenter\/allotment_sale_record\/intention_register\?submitted=\d+$/);
    const bad = await postForm(insert.POST, `${BASE}/insertAllotmentIntention`, formFields({ idNumber: '123', mobile: '1380000' }), { cookie: alice.token });
    expect(bad).toMatchObject({ status: 303, location: '/t1/ywbl_01?failed=invalid&fields=idNumber,mobile' });
    const dup = await postForm(insert.POST, `${BASE}/insertAllotmentIntention`, formFields(), { cookie: alice.token });
    expect(dup).toMatchObject({ status: 303, location: '/t1/ywbl_01?failed=invalid&fields=projectId' });
    for (const r of [ok, bad, dup]) expect(r.location).not.toMatch(/张安居|1101|1380/);
  });

  it('sends an anonymous form post to sign in, and refuses one without same-site proof', async () => {
    const before = await rows();
    const anonymous = await postForm(insert.POST, `${BASE}/insertAllotmentIntention`, formFields());
    expect(anonymous).toMatchObject({ status: 303, location: '/login?redirect=%2Ft1%2Fywbl_01' });
    const response = await insert.POST(
      new Request(`http://localhost${BASE}/insertAllotmentIntention`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `tokenId=${alice.token}` },
        body: new URLSearchParams(formFields()).toString(),
      }),
    );
    expect(response.status).toBe(403);
    expect(await rows()).toEqual(before);
  });

  it('lists only the caller’s registrations, never cached', async () => {
    const mine = await call(select.GET, `${BASE}/selectAllotmentIntention?pageNum=1&pageSize=10`, { headers: { tokenId: alice.token } });
    expect(mine.cacheControl).toBe('no-store');
    expect(mine.body.data).toMatchObject({ total: 2, pageNum: 1, pageSize: 10 });
    const theirs = await call(select.GET, `${BASE}/selectAllotmentIntention`, { headers: { tokenId: bob.token } });
    expect(theirs.body.data).toMatchObject({ records: [], total: 0 });
    expectRefused(await call(select.GET, `${BASE}/selectAllotmentIntention`), 401, '4010');
    expectRefused(await call(select.GET, `${BASE}/selectAllotmentIntention?pageSize=500`, { headers: { tokenId: alice.token } }), 400, '4000');
  });

  it('withdraws: another user’s id answers 404 like a missing one; the owner’s reads 已撤回; the form post says where it went', async () => {
    const [first, second2] = (await database().db.select().from(allotmentIntentions).where(eq(allotmentIntentions.userId, alice.userId)).orderBy(allotmentIntentions.id)).map((r) => r.id);
    const before = await rows();
    for (const id of [first, 2_000_000]) {
      const r = await postJson(withdraw.POST, `${BASE}/withdrawAllotmentIntention`, { id }, { token: bob.token, headers: SAME_SITE });
      expectRefused(r, 404, '4040');
      expect(r.body.msg).toBe('意向登记记录不存在');
    }
    expect(await rows()).toEqual(before);
    const done = await postJson(withdraw.POST, `${BASE}/withdrawAllotmentIntention`, { id: first }, { token: alice.token, headers: SAME_SITE });
    expect(done.body).toMatchObject({ code: '1', data: { id: first, status: 'closed', statusLabel: '已撤回' } });
    expectRefused(await postJson(withdraw.POST, `${BASE}/withdrawAllotmentIntention`, { id: first }, { token: alice.token, headers: SAME_SITE }), 409, '4090');

    const byForm = await postForm(withdraw.POST, `${BASE}/withdrawAllotmentIntention`, [['id', String(second2)]], { cookie: alice.token });
    expect(byForm).toMatchObject({ status: 303, location: `/t1/personalCenter/allotment_sale_record/intention_register?withdrawn=${second2}` });
    const again = await postForm(withdraw.POST, `${BASE}/withdrawAllotmentIntention`, [['id', String(second2)]], { cookie: alice.token });
    expect(again.location).toBe(`/t1/personalCenter/allotment_sale_record/intention_register?failed=notWithdrawn&id=${second2}`);
    const bobs = await postForm(withdraw.POST, `${BASE}/withdrawAllotmentIntention`, [['id', String(second2)]], { cookie: bob.token });
    expect(bobs.location).toBe(`/t1/personalCenter/allotment_sale_record/intention_register?failed=notWithdrawn&id=${second2}`);
  });
});
