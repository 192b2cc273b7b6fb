/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { contents } from '@/lib/db/schema';
import { addColumns, addContent, describeEachDatabase } from '@/lib/cms/test-fixtures';
import { call, expectRefused, freezeClockAtFreshMinute } from '@/lib/api/test-helpers';
import * as countView from './bpcContentEntity/countView/route';

const PATH = '/api/bzf-portal-cms/bpcContentEntity/countView';
const JSON_HEADERS = { 'content-type': 'application/json' };
const SAME_SITE = { ...JSON_HEADERS, origin: 'http://localhost', 'sec-fetch-site': 'same-origin' };

let addressSeq = 0;
/** Each call from its own client address unless one is given: one view per address and content counts. */
const send = (body: BodyInit | null, headers: Record<string, string> = SAME_SITE, path = PATH) =>
  call(countView.POST, path, { method: 'POST', headers: { 'x-forwarded-for': `10.8.${Math.floor(++addressSeq / 250)}.${addressSeq % 250}`, ...headers }, body });

it('countView runs on Node, is dynamic and answers POST only', () => {
  expect(countView).toMatchObject({ runtime: 'nodejs', dynamic: 'force-dynamic', POST: expect.any(Function) });
  expect(Object.keys(countView)).not.toContain('GET');
});

describeEachDatabase('countView (the article view beacon)', (database) => {
  const ids: Record<string, number> = {};
  const views = async (id: number) =>
    (await database().db.select({ v: contents.viewCount }).from(contents).where(eq(contents.id, id)))[0]?.v;
  const errorLog = jest.spyOn(console, 'error');

  beforeAll(async () => {
    await addColumns(database().db, [{ key: 'notice', label: '通知公告', route: '/t3/news_list' }]);
    ids.live = await addContent(database().db, { columnKey: 'notice', title: '公告', viewCount: 41 });
    ids.draft = await addContent(database().db, { columnKey: 'notice', title: '草稿', status: 'draft' });
  });
  afterEach(() => {
    expect(errorLog).not.toHaveBeenCalled();
    errorLog.mockClear();
  });

  it('adds one view and answers the new count, uncacheable', async () => {
    const r = await send(JSON.stringify({ contentId: ids.live }));
    expect(r.status).toBe(200);
    expect(r.cacheControl).toBe('no-store');
    expect(r.body).toEqual({ code: '1', msg: expect.any(String), data: { viewCount: 42, counted: true } });
    expect(await views(ids.live!)).toBe(42);
  });

  it('accepts a POST without Origin (same-site is still refused only when marked cross-site)', async () => {
    const before = await views(ids.live!);
    expect((await send(JSON.stringify({ contentId: ids.live }), JSON_HEADERS)).status).toBe(200);
    expect(await views(ids.live!)).toBe(before! + 1);
  });

  it('counts one view per client address and content in 30 minutes: a script repeating the beacon adds nothing', async () => {
    const before = await views(ids.live!);
    const from = { ...SAME_SITE, 'x-forwarded-for': '10.77.0.1' };
    const first = await send(JSON.stringify({ contentId: ids.live }), from);
    expect(first.body.data).toEqual({ viewCount: before! + 1, counted: true });
    for (let i = 0; i < 5; i++) {
      const again = await send(JSON.stringify({ contentId: ids.live }), from);
      expect(again.body.data).toEqual({ viewCount: before! + 1, counted: false });
    }
    expect(await views(ids.live!)).toBe(before! + 1);
  });

  it('refuses more than 60 beacons a minute from one address with 429 and Retry-After', async () => {
    freezeClockAtFreshMinute();
    try {
      const from = { ...SAME_SITE, 'x-forwarded-for': '10.77.0.2' };
      for (let i = 0; i < 60; i++) expect((await send(JSON.stringify({ contentId: ids.live }), from)).status).toBe(200);
      const refused = await send(JSON.stringify({ contentId: ids.live }), from);
      expectRefused(refused, 429, '4290');
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('answers 404 for a draft or unknown content and counts nothing', async () => {
    expectRefused(await send(JSON.stringify({ contentId: ids.draft })), 404, '4040');
    expectRefused(await send(JSON.stringify({ contentId: 2_000_000_000 })), 404, '4040');
    expect(await views(ids.draft!)).toBe(0);
  });

  it.each<[string, string, Record<string, string>, number, string]>([
    ['invalid JSON', '{"contentId":', SAME_SITE, 400, '4001'],
    ['a form-encoded body', 'contentId=1', { 'content-type': 'application/x-www-form-urlencoded' }, 415, '4001'],
    ['no contentId', '{}', SAME_SITE, 400, '4000'],
    ['a zero contentId', '{"contentId":0}', SAME_SITE, 400, '4000'],
    ['a fractional contentId', '{"contentId":1.5}', SAME_SITE, 400, '4000'],
    ['an out-of-range contentId', '{"contentId":2147483648}', SAME_SITE, 400, '4000'],
    ['an unknown key', '{"contentId":1,"count":1000}', SAME_SITE, 400, '4000'],
    ['a cross-site POST', '{"contentId":1}', { ...JSON_HEADERS, 'sec-fetch-site': 'cross-site' }, 403, '4030'],
    ['a POST from another origin', '{"contentId":1}', { ...JSON_HEADERS, origin: 'https://evil.example' }, 403, '4030'],
  ])('refuses %s and counts nothing', async (_what, body, headers, status, code) => {
    const before = await views(ids.live!);
    const raw = body.replace('"contentId":1,', `"contentId":${ids.live},`).replace('{"contentId":1}', `{"contentId":${ids.live}}`);
    expectRefused(await send(raw, headers), status, code);
    expect(await views(ids.live!)).toBe(before);
  });

  it('refuses query parameters', async () => {
    expectRefused(await send(JSON.stringify({ contentId: ids.live }), SAME_SITE, `${PATH}?contentId=1`), 400, '4000');
  });
});
