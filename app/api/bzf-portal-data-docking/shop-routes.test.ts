/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { call, CHINESE, expectRefused, PUBLIC_CACHE } from '@/lib/api/test-helpers';
import { describeEachDatabase } from '@/lib/cms/test-fixtures';
import { commercialProjects, shopIntentions, shops } from '@/lib/db/schema';
import { addTestUser, type TestUser } from '@/lib/register/test-users';
import { readShopIntentionForm } from '@/lib/validation/intention';
import { INTENTION_FIELD_NAMES } from '@/lib/data-docking/shop-links';
import { companyShopForm } from '@/lib/data-docking/test-shop-intentions';
import * as insertShopIntention from './dataMiddleOffice/insertShopIntention/route';
import * as selectShop from './dataMiddleOffice/selectShop/route';
import * as selectShopIntention from './dataMiddleOffice/selectShopIntention/route';
import * as withdrawShopIntention from './dataMiddleOffice/withdrawShopIntention/route';

const BASE = '/api/bzf-portal-data-docking/dataMiddleOffice';
const SAME_SITE = { origin: 'http://localhost' };

type Auth = { cookie?: string; token?: string; headers?: Record<string, string> };
const authHeaders = ({ cookie, token, headers }: Auth = {}) => ({
  ...(cookie ? { cookie: `tokenId=${cookie}; login=true` } : {}),
  ...(token ? { tokenId: token } : {}),
  ...headers,
});

const postJson = (handler: (r: Request) => Promise<Response>, path: string, body: unknown, auth: Auth = {}) =>
  call(handler, path, { method: 'POST', headers: { 'content-type': 'application/json', ...SAME_SITE, ...authHeaders(auth) }, body: JSON.stringify(body) });

/** A plain HTML form post, as a browser without JavaScript sends it; the raw Response (a 303 has no JSON). */
const postForm = (handler: (r: Request) => Promise<Response>, path: string, fields: [string, string][], auth: Auth & { sameSite?: boolean } = {}) =>
  handler(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(auth.sameSite === false ? {} : SAME_SITE), ...authHeaders(auth) },
      body: new URLSearchParams(fields).toString(),
    }),
  );

const companyBody = companyShopForm;

it('shop handlers run on Node, are dynamic and answer only their method', () => {
  for (const m of [selectShop, selectShopIntention]) {
    expect(m).toMatchObject({ runtime: 'nodejs', dynamic: 'force-dynamic', GET: expect.any(Function) });
    expect(Object.keys(m)).not.toContain('POST');
  }
  for (const m of [insertShopIntention, withdrawShopIntention]) {
    expect(m).toMatchObject({ runtime: 'nodejs', dynamic: 'force-dynamic', POST: expect.any(Function) });
    expect(Object.keys(m)).not.toContain('GET');
  }
});

it('the field names allowed in ?fields= are exactly the fields the form post reads', () => {
  const form = new URLSearchParams([...INTENTION_FIELD_NAMES.map((n) => [n, 'x'] as [string, string]), ['$ACTION_ID', '1'], ['other', 'y']]);
  expect(Object.keys(readShopIntentionForm(form)).sort()).toEqual([...INTENTION_FIELD_NAMES].sort());
});

describeEachDatabase('shop handlers', (database) => {
  let alice: TestUser;
  let bob: TestUser;
  let projectId: number;
  let open: number;
  let leased: number;

  beforeAll(async () => {
    const db = database().db;
    const [p] = await db.insert(commercialProjects).values({ name: '人才公寓配套商业', district: '青禾高新区', address: '青禾市青禾高新区创新路18号', lng: 120.08, lat: 30.25 }).returning();
    projectId = p!.id;
    const rows = await db
      .insert(shops)
      .values([
        { commercialProjectId: projectId, unitNo: '1F-03', floor: 1, area: 45, rentFenPerSqmMonth: 12000, uses: ['catering', 'retail'], status: 'leasing' as const, description: '首层临街 100%_实铺' },
        { commercialProjectId: projectId, unitNo: '2F-06', floor: 2, area: 120, rentFenPerSqmMonth: 8000, uses: ['office'], status: 'negotiating' as const },
        { commercialProjectId: projectId, unitNo: 'B1-12', floor: -1, area: 300, rentFenPerSqmMonth: 5000, uses: ['retail'], status: 'leased' as const },
      ])
      .returning();
    [open, , leased] = rows.map((r) => r.id) as [number, number, number];
    alice = await addTestUser(db);
    bob = await addTestUser(db);
  });

  describe('selectShop', () => {
    it('lists shops with filters, publicly cacheable', async () => {
      const r = await call(selectShop.GET, `${BASE}/selectShop?district=gx&area=0-50&use=catering&sort=rent`);
      expect(r.status).toBe(200);
      expect(r.cacheControl).toBe(PUBLIC_CACHE);
      expect(r.body.data).toMatchObject({ total: 1, pageNum: 1, pageSize: 10, records: [{ id: open, unitNo: '1F-03', rent: 120, statusLabel: '招租中', projectName: '人才公寓配套商业' }] });
      const all = await call(selectShop.GET, `${BASE}/selectShop?pageSize=2&pageNum=9`);
      expect(all.body.data).toMatchObject({ total: 3, pageNum: 2, pages: 2 });
    });

    it('matches % and _ in a keyword literally', async () => {
      const hit = await call(selectShop.GET, `${BASE}/selectShop?keyword=${encodeURIComponent('100%_')}`);
      expect((hit.body.data as { total: number }).total).toBe(1);
      const miss = await call(selectShop.GET, `${BASE}/selectShop?keyword=${encodeURIComponent('1%3')}`);
      expect((miss.body.data as { total: number }).total).toBe(0);
    });

    it('answers one shop with its project, and one project with its shops and occupancy', async () => {
      const one = await call(selectShop.GET, `${BASE}/selectShop?shopId=${open}`);
      expect(one.body.data).toMatchObject({ id: open, project: { id: projectId, name: '人才公寓配套商业' } });
      const proj = await call(selectShop.GET, `${BASE}/selectShop?commercialProjectId=${projectId}`);
      expect(proj.body.data).toMatchObject({ id: projectId, totalArea: 465, leasedArea: 300 });
      expect((proj.body.data as { occupancyRate: number }).occupancyRate).toBeCloseTo(300 / 465, 6);
      expect((proj.body.data as { shops: unknown[] }).shops).toHaveLength(3);
    });

    it.each([
      ['an unknown district', 'district=haidian', 'district'],
      ['a band that is not offered', 'rent=0-99', 'rent'],
      ['an unknown use', 'use=casino', 'use'],
      ['an unknown status', 'status=sold', 'status'],
      ['an unknown sort', 'sort=price', 'sort'],
      ['a project id that is not digits', 'project=abc', 'project'],
      ['a keyword with markup', 'keyword=%3Cb%3E', 'keyword'],
      ['a keyword over 30 characters', `keyword=${'铺'.repeat(31)}`, 'keyword'],
      ['a page past the limit', 'pageNum=10001', 'pageNum'],
      ['a page size over 50', 'pageSize=51', 'pageSize'],
      ['an unknown parameter', 'foo=1', 'foo'],
      ['shopId with a filter', `shopId=1&district=gx`, 'shopId'],
      ['shopId and commercialProjectId together', 'shopId=1&commercialProjectId=1', 'shopId'],
      ['a shopId that is not an id', 'shopId=0', 'shopId'],
    ])('refuses %s with 400 4000 naming the parameter', async (_what, query, name) => {
      const r = await call(selectShop.GET, `${BASE}/selectShop?${query}`);
      expectRefused(r, 400, '4000');
      expect(r.body.msg).toContain(name);
    });

    it('answers 404 for a shop or project that does not exist', async () => {
      expectRefused(await call(selectShop.GET, `${BASE}/selectShop?shopId=999999`), 404, '4040');
      expectRefused(await call(selectShop.GET, `${BASE}/selectShop?commercialProjectId=999999`), 404, '4040');
    });
  });

  describe('insertShopIntention (JSON)', () => {
    it('stores a registration for the signed-in user, never cached', async () => {
      const r = await postJson(insertShopIntention.POST, `${BASE}/insertShopIntention`, companyBody({ shopIds: [open] }), { cookie: alice.token });
      expect(r.status).toBe(200);
      expect(r.cacheControl).toBe('no-store');
      expect(r.body.data).toMatchObject({ applicantName: '青禾市和园餐饮管理有限公司', statusLabel: '已提交', shops: [{ id: open, unitNo: '1F-03' }] });
    });

    it('a double submit answers the same row, and stores one', async () => {
      const body = companyBody({ shopIds: [open] });
      const [a, b] = await Promise.all([
        postJson(insertShopIntention.POST, `${BASE}/insertShopIntention`, body, { cookie: bob.token }),
        postJson(insertShopIntention.POST, `${BASE}/insertShopIntention`, body, { cookie: bob.token }),
      ]);
      expect((a.body.data as { id: number }).id).toBe((b.body.data as { id: number }).id);
      const rows = await database().db.select().from(shopIntentions).where(eq(shopIntentions.idempotencyKey, body.idempotencyKey));
      expect(rows).toHaveLength(1);
    });

    it('answers every wrong field with its Chinese message in data.fields', async () => {
      const r = await postJson(insertShopIntention.POST, `${BASE}/insertShopIntention`, companyBody({ creditCode: '91350100M000100Y44', mobile: '123', shopIds: [] }), { cookie: alice.token });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('4000');
      expect(r.cacheControl).toBe('no-store');
      const fields = (r.body.data as { fields: Record<string, string> }).fields;
      expect(fields.creditCode).toBe('第 18 位校验码不正确，请核对是否输错');
      expect(fields.mobile).toMatch(CHINESE);
      expect(fields.shopIds).toMatch(CHINESE);
      expect(Object.keys(fields).sort()).toEqual(['creditCode', 'mobile', 'shopIds']);
      expect(r.body.msg).toMatch(CHINESE);
    });

    it('refuses a leased shop at shopIds and stores nothing', async () => {
      const body = companyBody({ shopIds: [leased] });
      const r = await postJson(insertShopIntention.POST, `${BASE}/insertShopIntention`, body, { cookie: alice.token });
      expect(r.status).toBe(400);
      expect((r.body.data as { fields: Record<string, string> }).fields).toEqual({ shopIds: '人才公寓配套商业 B1-12 已出租，请重新选择意向商铺' });
      expect(await database().db.select().from(shopIntentions).where(eq(shopIntentions.idempotencyKey, body.idempotencyKey))).toHaveLength(0);
    });

    it('refuses without a session (401), from another site (403), with a self-chosen status (400)', async () => {
      expectRefused(await postJson(insertShopIntention.POST, `${BASE}/insertShopIntention`, companyBody({ shopIds: [open] })), 401, '4010');
      const cross = await call(insertShopIntention.POST, `${BASE}/insertShopIntention`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://evil.example', cookie: `tokenId=${alice.token}` },
        body: JSON.stringify(companyBody({ shopIds: [open] })),
      });
      expectRefused(cross, 403, '4030');
      const noProof = await call(insertShopIntention.POST, `${BASE}/insertShopIntention`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `tokenId=${alice.token}` },
        body: JSON.stringify(companyBody({ shopIds: [open] })),
      });
      expectRefused(noProof, 403, '4030');
      const status = await postJson(insertShopIntention.POST, `${BASE}/insertShopIntention`, companyBody({ shopIds: [open], status: 'accepted' }), { cookie: alice.token });
      expect(status.status).toBe(400);
      expect(status.body.msg).toContain('status');
    });
  });

  describe('insertShopIntention (plain form post, no JavaScript)', () => {
    const formOf = (over: Record<string, string | string[]> = {}): [string, string][] => {
      const base: Record<string, string | string[]> = {
        applicantKind: 'company',
        companyName: '青禾市和园餐饮管理有限公司',
        creditCode: '91350100M000100Y43',
        personName: '',
        contactName: '王经理',
        mobile: '13912345678',
        shopIds: [String(open)],
        areaMin: '',
        areaMax: '',
        intendedUse: 'catering',
        experience: '',
        idempotencyKey: randomUUID(),
        ...over,
      };
      return Object.entries(base).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x): [string, string] => [k, x]) : [[k, v] as [string, string]]));
    };

    it('stores it and answers 303 to the records page with the new id; a resend stores nothing more', async () => {
      const fields = formOf();
      const r = await postForm(insertShopIntention.POST, `${BASE}/insertShopIntention`, fields, { cookie: alice.token });
      expect(r.status).toBe(303);
      expect(r.headers.get('cache-control')).toBe('no-store');
      const location = r.headers.get('location')!;
      expect(location).toMatch(/^\/t1\/CheckCompanyregister\?submitted=\d+$/);
      const id = Number(location.split('=')[1]);
      const [row] = await database().db.select().from(shopIntentions).where(eq(shopIntentions.id, id));
      expect(row).toMatchObject({ userId: alice.userId, shopIds: [open], companyName: '青禾市和园餐饮管理有限公司' });
      const again = await postForm(insertShopIntention.POST, `${BASE}/insertShopIntention`, fields, { cookie: alice.token });
      expect(again.headers.get('location')).toBe(location);
    });

    it('sends a wrong form back with the field names only, never the values', async () => {
      const r = await postForm(insertShopIntention.POST, `${BASE}/insertShopIntention`, formOf({ creditCode: '91350100M000100Y44', mobile: '1391234', companyName: '' }), { cookie: alice.token });
      expect(r.status).toBe(303);
      const location = r.headers.get('location')!;
      expect(location).toBe('/t1/register?failed=invalid&fields=companyName,creditCode,mobile');
      expect(location).not.toMatch(/1391234|Y44/);
    });

    it('sends a leased shop back as invalid shopIds', async () => {
      const r = await postForm(insertShopIntention.POST, `${BASE}/insertShopIntention`, formOf({ shopIds: [String(leased)] }), { cookie: alice.token });
      expect(r.headers.get('location')).toBe('/t1/register?failed=invalid&fields=shopIds');
    });

    it('sends a visitor without a session to sign in first, and refuses a cross-site form', async () => {
      const anon = await postForm(insertShopIntention.POST, `${BASE}/insertShopIntention`, formOf());
      expect(anon.status).toBe(303);
      expect(anon.headers.get('location')).toBe('/login?redirect=%2Ft1%2Fregister');
      const cross = await postForm(insertShopIntention.POST, `${BASE}/insertShopIntention`, formOf(), { cookie: alice.token, sameSite: false, headers: { origin: 'https://evil.example' } });
      expect(cross.status).toBe(403);
      const noOrigin = await postForm(insertShopIntention.POST, `${BASE}/insertShopIntention`, formOf(), { cookie: alice.token, sameSite: false });
      expect(noOrigin.status).toBe(403);
    });
  });

  describe('selectShopIntention and withdrawShopIntention', () => {
    it('lists only the caller’s rows, never cached; 401 without a session', async () => {
      const a = await call(selectShopIntention.GET, `${BASE}/selectShopIntention?pageSize=50`, { headers: authHeaders({ cookie: alice.token }) });
      expect(a.cacheControl).toBe('no-store');
      const aliceIds = (await database().db.select().from(shopIntentions).where(eq(shopIntentions.userId, alice.userId))).map((r) => r.id).sort((x, y) => x - y);
      expect((a.body.data as { records: { id: number }[] }).records.map((r) => r.id).sort((x, y) => x - y)).toEqual(aliceIds);
      const b = await call(selectShopIntention.GET, `${BASE}/selectShopIntention?pageSize=50`, { headers: authHeaders({ token: bob.token }) });
      expect((b.body.data as { records: { id: number }[] }).records.some((r) => aliceIds.includes(r.id))).toBe(false);
      expectRefused(await call(selectShopIntention.GET, `${BASE}/selectShopIntention`), 401, '4010');
      expectRefused(await call(selectShopIntention.GET, `${BASE}/selectShopIntention?userId=${alice.userId}`, { headers: authHeaders({ cookie: bob.token }) }), 400, '4000');
    });

    it('withdraws the caller’s own 已提交 registration by JSON', async () => {
      const created = await postJson(insertShopIntention.POST, `${BASE}/insertShopIntention`, companyBody({ shopIds: [open] }), { cookie: alice.token });
      const id = (created.body.data as { id: number }).id;
      const r = await postJson(withdrawShopIntention.POST, `${BASE}/withdrawShopIntention`, { id }, { cookie: alice.token });
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ id, status: 'closed', statusLabel: '已撤回', canWithdraw: false });
      const again = await postJson(withdrawShopIntention.POST, `${BASE}/withdrawShopIntention`, { id }, { cookie: alice.token });
      expectRefused(again, 409, '4090');
    });

    it('someone else’s id answers exactly as a missing one (404), JSON and form alike, and the row stays as it was', async () => {
      const created = await postJson(insertShopIntention.POST, `${BASE}/insertShopIntention`, companyBody({ shopIds: [open] }), { cookie: alice.token });
      const id = (created.body.data as { id: number }).id;
      const [before] = await database().db.select().from(shopIntentions).where(eq(shopIntentions.id, id));
      const foreign = await postJson(withdrawShopIntention.POST, `${BASE}/withdrawShopIntention`, { id }, { cookie: bob.token });
      const missing = await postJson(withdrawShopIntention.POST, `${BASE}/withdrawShopIntention`, { id: 999_999 }, { cookie: bob.token });
      expectRefused(foreign, 404, '4040');
      expect(foreign.body).toEqual(missing.body);
      const form = await postForm(withdrawShopIntention.POST, `${BASE}/withdrawShopIntention`, [['id', String(id)]], { cookie: bob.token });
      expect(form.status).toBe(303);
      expect(form.headers.get('location')).toBe('/t1/CheckCompanyregister?failed=notfound');
      const [after] = await database().db.select().from(shopIntentions).where(eq(shopIntentions.id, id));
      expect(after).toEqual(before);
    });

    it('withdraws by a plain form post: 303 back to the records page', async () => {
      // Another citizen: alice has sent more registrations in this minute than a person can, and
      // lib/api/write-limits.ts counts them per user.
      const carol = await addTestUser(database().db);
      const created = await postJson(insertShopIntention.POST, `${BASE}/insertShopIntention`, companyBody({ shopIds: [open] }), { cookie: carol.token });
      const id = (created.body.data as { id: number }).id;
      const r = await postForm(withdrawShopIntention.POST, `${BASE}/withdrawShopIntention`, [['id', String(id)]], { cookie: carol.token });
      expect(r.status).toBe(303);
      expect(r.headers.get('location')).toBe(`/t1/CheckCompanyregister?withdrawn=${id}`);
      const [row] = await database().db.select().from(shopIntentions).where(eq(shopIntentions.id, id));
      expect(row!.status).toBe('closed');
      const locked = await postForm(withdrawShopIntention.POST, `${BASE}/withdrawShopIntention`, [['id', String(id)]], { cookie: carol.token });
      expect(locked.headers.get('location')).toBe('/t1/CheckCompanyregister?failed=locked');
      const anon = await postForm(withdrawShopIntention.POST, `${BASE}/withdrawShopIntention`, [['id', String(id)]]);
      expect(anon.headers.get('location')).toBe('/login?redirect=%2Ft1%2FCheckCompanyregister');
    });

    it('answers a withdraw from the personal centre back there (from=personal), and nowhere else a field could name', async () => {
      const dave = await addTestUser(database().db);
      const created = await postJson(insertShopIntention.POST, `${BASE}/insertShopIntention`, companyBody({ shopIds: [open] }), { cookie: dave.token });
      const id = (created.body.data as { id: number }).id;
      const r = await postForm(withdrawShopIntention.POST, `${BASE}/withdrawShopIntention`, [['id', String(id)], ['from', 'personal']], { cookie: dave.token });
      expect(r.headers.get('location')).toBe(`/t1/personalCenter/business_record/shop_intention?withdrawn=${id}`);
      const locked = await postForm(withdrawShopIntention.POST, `${BASE}/withdrawShopIntention`, [['id', String(id)], ['from', 'personal']], { cookie: dave.token });
      expect(locked.headers.get('location')).toBe('/t1/personalCenter/business_record/shop_intention?failed=locked');
      const elsewhere = await postForm(withdrawShopIntention.POST, `${BASE}/withdrawShopIntention`, [['id', String(id)], ['from', 'https://evil.example/']], { cookie: dave.token });
      expect(elsewhere.headers.get('location')).toBe('/t1/CheckCompanyregister?failed=locked');
    });
  });
});
