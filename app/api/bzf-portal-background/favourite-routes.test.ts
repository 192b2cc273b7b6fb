/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { call, expectRefused } from '@/lib/api/test-helpers';
import { addColumns, addContent, describeEachDatabase } from '@/lib/cms/test-fixtures';
import { articleFavourites, housingProjects, projectFavourites } from '@/lib/db/schema';
import { revokeSessionByToken } from '@/lib/register/sessions';
import { addTestUser, type TestUser } from '@/lib/register/test-users';
import * as batchUpdate from './BpbArticleCollectEntity/batch/updateById/route';
import * as insertRecord from './BpbArticleCollectEntity/insertRecord/route';
import * as selectByPage from './BpbArticleCollectEntity/selectByPage/route';
import * as selectIfCollect from './BpbArticleCollectEntity/selectIfCollect/route';
import * as projectBatch from './BpbProjectCollectEntity/batch/updateById/route';
import * as projectPage from './BpbProjectCollectEntity/selectByPage/route';

const BASE = '/api/bzf-portal-background/BpbArticleCollectEntity';
const JSON_HEADERS = { 'content-type': 'application/json' };

type Auth = { token?: string; cookie?: string; headers?: Record<string, string> };
const authHeaders = ({ token, cookie, headers }: Auth = {}) => ({
  ...(token ? { tokenId: token } : {}),
  ...(cookie ? { cookie: `tokenId=${cookie}; login=true` } : {}),
  ...headers,
});
const post = (handler: typeof insertRecord.POST, path: string, body: unknown, auth: Auth = {}) =>
  call(handler, path, { method: 'POST', headers: { ...JSON_HEADERS, ...authHeaders(auth) }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const get = (handler: typeof selectByPage.GET, path: string, auth: Auth = {}) => call(handler, path, { headers: authHeaders(auth) });

it('favourite handlers run on Node, are dynamic and answer only their method', () => {
  for (const m of [insertRecord, batchUpdate, projectBatch]) {
    expect(m).toMatchObject({ runtime: 'nodejs', dynamic: 'force-dynamic', POST: expect.any(Function) });
    expect(Object.keys(m)).not.toContain('GET');
  }
  for (const m of [selectIfCollect, selectByPage, projectPage]) {
    expect(m).toMatchObject({ runtime: 'nodejs', dynamic: 'force-dynamic', GET: expect.any(Function) });
    expect(Object.keys(m)).not.toContain('POST');
  }
});

describeEachDatabase('favourite handlers', (database) => {
  let alice: TestUser;
  let bob: TestUser;
  let a1: number;
  let a2: number;
  let a3: number;
  const favouriteRows = async () =>
    (await database().db.select().from(articleFavourites).orderBy(articleFavourites.id)).map((r) => `${r.id}:${r.userId}:${r.contentId}:${r.deleted}`);

  beforeAll(async () => {
    await addColumns(database().db, [{ key: 'tzgg', label: '通知公告', route: '/t3/news_list' }]);
    a1 = await addContent(database().db, { columnKey: 'tzgg', title: '公告一' });
    a2 = await addContent(database().db, { columnKey: 'tzgg', title: '公告二' });
    a3 = await addContent(database().db, { columnKey: 'tzgg', title: '公告三' });
    alice = await addTestUser(database().db);
    bob = await addTestUser(database().db);
  });

  it('a signed-in user favourites a notice with the tokenId header and sees it as collected; nothing is cached', async () => {
    const r = await post(insertRecord.POST, `${BASE}/insertRecord`, { contentId: a1 }, { token: alice.token, headers: { origin: 'http://localhost' } });
    expect(r.status).toBe(200);
    expect(r.cacheControl).toBe('no-store');
    expect(r.body).toEqual({ code: '1', msg: expect.any(String), data: { id: expect.any(Number), contentId: a1, collected: true } });
    const q = await get(selectIfCollect.GET, `${BASE}/selectIfCollect?contentId=${a1}`, { token: alice.token });
    expect(q.cacheControl).toBe('no-store');
    expect(q.body.data).toEqual({ collected: true, id: (r.body.data as { id: number }).id });
    expect((await get(selectIfCollect.GET, `${BASE}/selectIfCollect?contentId=${a1}`, { token: bob.token })).body.data).toEqual({ collected: false, id: null });
  });

  it('the session cookie works as well as the header', async () => {
    const r = await post(insertRecord.POST, `${BASE}/insertRecord`, { contentId: a2 }, { cookie: alice.token });
    expect(r.body.code).toBe('1');
    const page = await get(selectByPage.GET, `${BASE}/selectByPage?pageNum=1&pageSize=10`, { cookie: alice.token });
    expect(page.cacheControl).toBe('no-store');
    expect(page.body.data).toMatchObject({ total: 2, pageNum: 1, pageSize: 10 });
    expect((page.body.data as { records: { title: string }[] }).records.map((x) => x.title)).toEqual(['公告二', '公告一']);
  });

  it.each([
    ['no token', {}],
    ['a malformed token', { token: "x' OR 1=1 --" }],
    ['an unknown token', { token: 'A'.repeat(43) }],
  ])('refuses every favourite call with %s (401 4010) and changes nothing', async (_what, auth: Auth) => {
    const before = await favouriteRows();
    expectRefused(await post(insertRecord.POST, `${BASE}/insertRecord`, { contentId: a3 }, auth), 401, '4010');
    expectRefused(await post(batchUpdate.POST, `${BASE}/batch/updateById`, { ids: [1], deleted: true }, auth), 401, '4010');
    expectRefused(await get(selectIfCollect.GET, `${BASE}/selectIfCollect?contentId=${a1}`, auth), 401, '4010');
    expectRefused(await get(selectByPage.GET, `${BASE}/selectByPage`, auth), 401, '4010');
    expectRefused(await get(projectPage.GET, '/api/bzf-portal-background/BpbProjectCollectEntity/selectByPage', auth), 401, '4010');
    expect(await favouriteRows()).toEqual(before);
  });

  it('refuses a token after logout', async () => {
    const carol = await addTestUser(database().db);
    expect((await get(selectByPage.GET, `${BASE}/selectByPage`, { token: carol.token })).body.code).toBe('1');
    await revokeSessionByToken(carol.token);
    expectRefused(await get(selectByPage.GET, `${BASE}/selectByPage`, { token: carol.token }), 401, '4010');
  });

  it('answers 404 for an article that does not exist', async () => {
    expectRefused(await post(insertRecord.POST, `${BASE}/insertRecord`, { contentId: 2_000_000 }, { token: alice.token }), 404, '4040');
  });

  it.each([
    ['invalid JSON', '{"contentId":', 400, '4001'],
    ['a JSON array', '[]', 400, '4000'],
    ['no contentId', '{}', 400, '4000'],
    ['a non-numeric contentId', '{"contentId":"abc"}', 400, '4000'],
    ['a boolean contentId', '{"contentId":true}', 400, '4000'],
    ['a negative contentId', '{"contentId":-1}', 400, '4000'],
    ['a fractional contentId', '{"contentId":1.5}', 400, '4000'],
    ['a huge contentId', '{"contentId":99999999999}', 400, '4000'],
    ['an SQL contentId', JSON.stringify({ contentId: '1; drop table bpb_article_collect' }), 400, '4000'],
    ['an emoji contentId', JSON.stringify({ contentId: '😀' }), 400, '4000'],
    ['an unknown key', JSON.stringify({ contentId: 1, userId: 2 }), 400, '4000'],
  ])('insertRecord refuses %s and stores nothing', async (_what, body, status, code) => {
    const before = await favouriteRows();
    expectRefused(await post(insertRecord.POST, `${BASE}/insertRecord`, body, { token: alice.token }), status, code);
    expect(await favouriteRows()).toEqual(before);
  });

  it.each([
    ['no ids', { deleted: true }],
    ['an empty list', { ids: [], deleted: true }],
    ['101 ids', { ids: Array.from({ length: 101 }, (_, i) => i + 1), deleted: true }],
    ['a huge array', { ids: Array.from({ length: 100_000 }, (_, i) => i + 1), deleted: true }],
    ['non-numeric ids', { ids: ['abc'], deleted: true }],
    ['ids that are not an array', { ids: '1,2', deleted: true }],
    ['nested arrays', { ids: [[1]], deleted: true }],
    ['SQL in ids', { ids: ['1) or (1=1'], deleted: true }],
    ['emoji ids', { ids: ['😀'], deleted: true }],
    ['a string deleted', { ids: [1], deleted: 'true' }],
    ['no deleted', { ids: [1] }],
    ['an unknown key', { ids: [1], deleted: true, userId: 1 }],
  ])('batch/updateById refuses %s and changes nothing', async (_what, body) => {
    const before = await favouriteRows();
    const r = await post(batchUpdate.POST, `${BASE}/batch/updateById`, body, { token: alice.token });
    expect(r.body.code).not.toBe('1');
    expect(r.body.data).toBeNull();
    expect(await favouriteRows()).toEqual(before);
  });

  it('removes two favourites at once, and refuses (403, nothing changes) when one id is someone else’s', async () => {
    const bobs = await post(insertRecord.POST, `${BASE}/insertRecord`, { contentId: a1 }, { token: bob.token });
    const bobId = (bobs.body.data as { id: number }).id;
    const mine = (await database().db.select().from(articleFavourites).where(eq(articleFavourites.userId, alice.userId))).map((r) => r.id);
    expect(mine).toHaveLength(2);
    const before = await favouriteRows();
    expectRefused(await post(batchUpdate.POST, `${BASE}/batch/updateById`, { ids: [...mine, bobId], deleted: true }, { token: alice.token }), 403, '4030');
    expectRefused(await post(batchUpdate.POST, `${BASE}/batch/updateById`, { ids: [bobId], deleted: true }, { token: alice.token }), 403, '4030');
    expect(await favouriteRows()).toEqual(before);

    const r = await post(batchUpdate.POST, `${BASE}/batch/updateById`, { ids: mine, deleted: true }, { token: alice.token });
    expect(r.body).toEqual({ code: '1', msg: expect.any(String), data: { updated: 2 } });
    expect((await get(selectByPage.GET, `${BASE}/selectByPage`, { token: alice.token })).body.data).toMatchObject({ records: [], total: 0 });
    expect((await get(selectIfCollect.GET, `${BASE}/selectIfCollect?contentId=${a1}`, { token: bob.token })).body.data).toMatchObject({ collected: true });
  });

  it.each([
    ['pageSize=51', 'pageSize=51'],
    ['pageNum=abc', 'pageNum=abc'],
    ['an emoji pageNum', `pageNum=${encodeURIComponent('😀')}`],
    ['an unknown parameter', 'userId=1'],
  ])('selectByPage refuses %s', async (_what, query) => {
    expectRefused(await get(selectByPage.GET, `${BASE}/selectByPage?${query}`, { token: alice.token }), 400, '4000');
  });

  it.each([
    ['no contentId', ''],
    ['an SQL contentId', `contentId=${encodeURIComponent("1' or '1'='1")}`],
    ['an unknown parameter', 'contentId=1&userId=2'],
  ])('selectIfCollect refuses %s', async (_what, query) => {
    expectRefused(await get(selectIfCollect.GET, `${BASE}/selectIfCollect?${query}`, { token: alice.token }), 400, '4000');
  });

  it.each<Record<string, string>>([{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }, { origin: 'null' }])(
    'refuses a cross-site POST %j with 403 and changes nothing',
    async (headers) => {
      const before = await favouriteRows();
      expectRefused(await post(insertRecord.POST, `${BASE}/insertRecord`, { contentId: a3 }, { token: alice.token, headers }), 403, '4030');
      const ids = (await database().db.select().from(articleFavourites)).map((r) => r.id);
      expectRefused(await post(batchUpdate.POST, `${BASE}/batch/updateById`, { ids, deleted: false }, { token: alice.token, headers }), 403, '4030');
      expect(await favouriteRows()).toEqual(before);
    },
  );

  it('project favourites: listed for their owner only and removed in a batch', async () => {
    const [project] = await database().db
      .insert(housingProjects)
      .values({ name: '悦澜府', businessType: 'gzf', district: '澄江区', address: '青禾市澄江区测试路1号', lng: 120.1, lat: 30.2, status: 'open', homesTotal: 10, homesAvailable: 2 })
      .returning({ id: housingProjects.id });
    const [p] = await database().db
      .insert(projectFavourites)
      .values({ userId: alice.userId, projectId: project!.id })
      .returning({ id: projectFavourites.id });
    const path = '/api/bzf-portal-background/BpbProjectCollectEntity';
    expect((await get(projectPage.GET, `${path}/selectByPage`, { token: bob.token })).body.data).toMatchObject({ total: 0 });
    expectRefused(await post(projectBatch.POST, `${path}/batch/updateById`, { ids: [p!.id], deleted: true }, { token: bob.token }), 403, '4030');
    expect((await get(projectPage.GET, `${path}/selectByPage`, { token: alice.token })).body.data).toMatchObject({ total: 1 });
    expect((await post(projectBatch.POST, `${path}/batch/updateById`, { ids: [p!.id], deleted: true }, { token: alice.token })).body.data).toEqual({ updated: 1 });
    const [row] = await database().db.select().from(projectFavourites).where(and(eq(projectFavourites.id, p!.id)));
    expect(row?.deleted).toBe(true);
  });
});
