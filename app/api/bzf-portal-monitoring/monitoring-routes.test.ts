/** @jest-environment node */
import { moduleAccess } from '@/lib/db/schema';
import { describeEachDatabase } from '@/lib/cms/test-fixtures';
import { countModuleAccess, hashVisitorId } from '@/lib/monitoring/module-access';
import { call, expectRefused, freezeClockAtFreshMinute } from '@/lib/api/test-helpers';
import * as recordAmount from './bpmModuleAccessEntity/recordAmount/route';

const PATH = '/api/bzf-portal-monitoring/bpmModuleAccessEntity/recordAmount';
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const JSON_HEADERS = { 'content-type': 'application/json', 'user-agent': BROWSER };

const send = (body: BodyInit | null, headers: Record<string, string> = JSON_HEADERS, path = PATH) =>
  call(recordAmount.POST, path, { method: 'POST', headers, body });

it('recordAmount runs on Node, is dynamic and answers POST only', () => {
  expect(recordAmount).toMatchObject({ runtime: 'nodejs', dynamic: 'force-dynamic', POST: expect.any(Function) });
  expect(Object.keys(recordAmount)).not.toContain('GET');
});

describeEachDatabase('bzf-portal-monitoring handlers', (database) => {
  const rowCount = async () => (await database().db.select({ id: moduleAccess.id }).from(moduleAccess)).length;

  it('records one access and stores the visitor id only as its hash', async () => {
    const r = await send(JSON.stringify({ moduleKey: 'home', moduleName: '首页', path: '/home', visitorId: 'visitor-1' }), {
      ...JSON_HEADERS,
      origin: 'http://localhost',
      'sec-fetch-site': 'same-origin',
    });
    expect(r.status).toBe(200);
    expect(r.cacheControl).toBe('no-store');
    expect(r.body).toEqual({ code: '1', msg: expect.any(String), data: { recorded: true } });
    expect(await countModuleAccess('home')).toBe(1);
    const [row] = await database().db.select().from(moduleAccess);
    expect(row).toMatchObject({ moduleKey: 'home', moduleName: '首页', path: '/home', visitorHash: hashVisitorId('visitor-1') });
  });

  it('counts a visitor without an id (same address and browser) once per module per 30 minutes', async () => {
    const from = { ...JSON_HEADERS, 'x-forwarded-for': '10.66.1.9' };
    const body = JSON.stringify({ moduleKey: 'tzgg', moduleName: '通知公告', path: '/t3/news_list' });
    expect((await send(body, from)).body.data).toEqual({ recorded: true });
    expect((await send(body, from)).body.data).toEqual({ recorded: false, reason: 'repeat' });
    // Another browser behind the same address is another visitor.
    expect((await send(body, { ...from, 'user-agent': `${BROWSER} MicroMessenger/8.0.47` })).body.data).toEqual({ recorded: true });
    expect(await countModuleAccess('tzgg')).toBe(2);
  });

  it.each([
    ['a search-engine robot', { 'user-agent': 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)' }],
    ['a request without a user agent', { 'user-agent': '' }],
  ])('answers %s with code 1 but does not count it', async (_who, headers) => {
    const before = await rowCount();
    const r = await send(JSON.stringify({ moduleKey: 'home', path: '/home' }), { ...JSON_HEADERS, ...headers });
    expect(r.body).toEqual({ code: '1', msg: expect.any(String), data: { recorded: false, reason: 'bot' } });
    expect(await rowCount()).toBe(before);
  });

  it.each([
    ['invalid JSON', '{"moduleKey":', JSON_HEADERS, 400, '4001'],
    ['an empty body', '', JSON_HEADERS, 400, '4001'],
    ['a wrong content type', JSON.stringify({ moduleKey: 'home' }), { 'content-type': 'text/plain', 'user-agent': BROWSER }, 415, '4001'],
    ['a form-encoded body', 'moduleKey=home', { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER }, 415, '4001'],
    ['a huge body', JSON.stringify({ moduleKey: 'home', moduleName: 'x'.repeat(100_000) }), JSON_HEADERS, 413, '4130'],
    ['a JSON array', '[]', JSON_HEADERS, 400, '4000'],
    ['a JSON string', '"home"', JSON_HEADERS, 400, '4000'],
    ['no moduleKey', '{}', JSON_HEADERS, 400, '4000'],
    ['a numeric moduleKey', '{"moduleKey":1}', JSON_HEADERS, 400, '4000'],
    ['an SQL-looking moduleKey', JSON.stringify({ moduleKey: "home' OR 1=1 --" }), JSON_HEADERS, 400, '4000'],
    ['an emoji moduleKey', JSON.stringify({ moduleKey: '😀' }), JSON_HEADERS, 400, '4000'],
    ['an unknown key', JSON.stringify({ moduleKey: 'home', count: 1000 }), JSON_HEADERS, 400, '4000'],
    ['a path not starting with /', JSON.stringify({ moduleKey: 'home', path: 'https://evil.example' }), JSON_HEADERS, 400, '4000'],
    ['a long moduleName', JSON.stringify({ moduleKey: 'home', moduleName: '名'.repeat(51) }), JSON_HEADERS, 400, '4000'],
    ['a NUL in visitorId', JSON.stringify({ moduleKey: 'home', visitorId: 'a\u0000b' }), JSON_HEADERS, 400, '4000'],
  ])('refuses %s and records nothing', async (_what, body, headers, status, code) => {
    const before = await rowCount();
    expectRefused(await send(body, headers), status, code);
    expect(await rowCount()).toBe(before);
  });

  it('refuses more than 60 records a minute from one client address with 429 and Retry-After, and stores none of them', async () => {
    freezeClockAtFreshMinute();
    try {
      const from = { ...JSON_HEADERS, 'x-forwarded-for': '10.66.0.1' };
      const body = JSON.stringify({ moduleKey: 'flood', moduleName: '压测', path: '/home', visitorId: 'v' });
      for (let i = 0; i < 60; i++) expect((await send(body, from)).status).toBe(200);
      const before = await rowCount();
      const refused = await send(body, from);
      expectRefused(refused, 429, '4290');
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(await rowCount()).toBe(before);
      // Another address is not affected.
      expect((await send(body, { ...JSON_HEADERS, 'x-forwarded-for': '10.66.0.2' })).status).toBe(200);
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses unknown query parameters', async () => {
    const before = await rowCount();
    const r = await send(JSON.stringify({ moduleKey: 'home' }), JSON_HEADERS, `${PATH}?moduleKey=x`);
    expectRefused(r, 400, '4000');
    expect(r.body.msg).toContain('moduleKey');
    expect(await rowCount()).toBe(before);
  });

  it.each<Record<string, string>>([{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }, { origin: 'http://localhost.evil.example' }])(
    'refuses a cross-site POST %j with 403 and records nothing',
    async (headers) => {
      const before = await rowCount();
      expectRefused(await send(JSON.stringify({ moduleKey: 'home' }), { ...JSON_HEADERS, ...headers }), 403, '4030');
      expect(await rowCount()).toBe(before);
    },
  );
});
