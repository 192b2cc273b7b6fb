/** @jest-environment node */
import { appVersions, banners, businessSegments, friendlyLinks, memorabilia, webSkins } from '@/lib/db/schema';
import { addColumns, describeEachDatabase } from '@/lib/cms/test-fixtures';
import { call, expectRefused, PUBLIC_CACHE } from '@/lib/api/test-helpers';
import * as friendlyLink from './bpbFriendlyLink/selectByPage/route';
import * as years from './bpbMemorabiliaEntity/selectYear/route';
import * as byYear from './bpbMemorabiliaEntity/selectByYear/route';
import * as banner from './bpbBannerEntity/selectByColumnIdPageRecord/route';
import * as segments from './bpbBusinessSegmentsEntity/selectByRecord/route';
import * as skins from './bpbWebSkinEntity/selectByRecord/route';
import * as appVersion from './getAppVersion/route';

const BASE = '/api/bzf-portal-background';

it('every background route runs on Node and is dynamic; getAppVersion is POST only, the others GET only', () => {
  for (const route of [friendlyLink, years, byYear, banner, segments, skins]) {
    expect(route).toMatchObject({ runtime: 'nodejs', dynamic: 'force-dynamic', GET: expect.any(Function) });
    expect(Object.keys(route)).not.toContain('POST');
  }
  expect(appVersion).toMatchObject({ runtime: 'nodejs', dynamic: 'force-dynamic', POST: expect.any(Function) });
  expect(Object.keys(appVersion)).not.toContain('GET');
});

describeEachDatabase('bzf-portal-background handlers', (database) => {
  const db = () => database().db;

  beforeAll(async () => {
    await addColumns(db(), [{ key: 'home' }]);
    await db().insert(friendlyLinks).values([
      { name: '链接B', url: 'https://b.gov.cn', sortOrder: 2 },
      { name: '链接A', url: 'https://a.gov.cn', sortOrder: 1 },
      { name: '链接C', url: 'https://c.gov.cn', sortOrder: 3 },
    ]);
    await db().insert(memorabilia).values([
      { year: 2022, eventDate: '2022-10-01', title: '十月' },
      { year: 2022, eventDate: '2022-02-01', title: '二月' },
      { year: 2024, eventDate: '2024-05-01', title: '五月' },
    ]);
    await db().insert(banners).values([
      { columnKey: 'home', title: '横幅二', imageUrl: '/2.jpg', sortOrder: 2 },
      { columnKey: 'home', title: '横幅一', imageUrl: '/1.jpg', sortOrder: 1 },
    ]);
    await db().insert(businessSegments).values([{ name: '保租房', linkUrl: '/t1/ywjs' }]);
    await db().insert(webSkins).values([
      { webSkinId: '2', name: '哀悼灰', webSkinStatus: '1', sortOrder: 1 },
      { webSkinId: '1', name: '默认', webSkinStatus: '0', sortOrder: 2 },
    ]);
    await db().insert(appVersions).values([
      { platform: 'android', versionCode: 2, versionName: '1.0.2', downloadUrl: '/app.apk' },
      { platform: 'android', versionCode: 1, versionName: '1.0.1', downloadUrl: '/old.apk' },
    ]);
  });

  describe('bpbFriendlyLink/selectByPage', () => {
    const url = (q = '') => `${BASE}/bpbFriendlyLink/selectByPage${q}`;
    it('pages the links', async () => {
      const r = await call(friendlyLink.GET, url('?pageNum=2&pageSize=2'));
      expect(r.status).toBe(200);
      expect(r.cacheControl).toBe(PUBLIC_CACHE);
      expect(r.body).toMatchObject({ code: '1', data: { total: 3, pages: 2, pageNum: 2, pageSize: 2, records: [{ name: '链接C' }] } });
      expect(((await call(friendlyLink.GET, url())).body.data as { records: unknown[] }).records).toHaveLength(3);
    });
    it.each(['?pageSize=100000', '?pageNum=%F0%9F%98%80', '?pageNum=1%27%20OR%201%3D1%20--', '?pageSize=1.5', '?size=2'])('refuses %s', async (q) => {
      expectRefused(await call(friendlyLink.GET, url(q)), 400, '4000');
    });
  });

  describe('bpbMemorabiliaEntity', () => {
    it('lists years newest first, then one year by date', async () => {
      expect((await call(years.GET, `${BASE}/bpbMemorabiliaEntity/selectYear`)).body).toMatchObject({ code: '1', data: [2024, 2022] });
      const r = await call(byYear.GET, `${BASE}/bpbMemorabiliaEntity/selectByYear?year=2022`);
      expect((r.body.data as { title: string }[]).map((m) => m.title)).toEqual(['二月', '十月']);
      expect((await call(byYear.GET, `${BASE}/bpbMemorabiliaEntity/selectByYear?year=1990`)).body.data).toEqual([]);
    });
    it.each(['', '?year=', '?year=1900', '?year=2101', '?year=abc', '?year=%F0%9F%98%80', '?year=2022&month=1'])('refuses selectByYear%s', async (q) => {
      expectRefused(await call(byYear.GET, `${BASE}/bpbMemorabiliaEntity/selectByYear${q}`), 400, '4000');
    });
    it('refuses parameters on selectYear', async () => {
      expectRefused(await call(years.GET, `${BASE}/bpbMemorabiliaEntity/selectYear?year=2022`), 400, '4000');
    });
  });

  describe('bpbBannerEntity/selectByColumnIdPageRecord', () => {
    const url = (q: string) => `${BASE}/bpbBannerEntity/selectByColumnIdPageRecord?${q}`;
    it('lists a column’s banners in order', async () => {
      const r = await call(banner.GET, url('columnKey=home'));
      expect((r.body.data as { title: string }[]).map((b) => b.title)).toEqual(['横幅一', '横幅二']);
      expect((await call(banner.GET, url('columnKey=home&limit=1'))).body.data).toHaveLength(1);
      expect((await call(banner.GET, url('columnKey=other'))).body.data).toEqual([]);
    });
    it.each(['', 'columnKey=%27%20OR%201%3D1%20--', 'columnKey=home&limit=0', 'columnKey=home&limit=21', 'columnId=1'])('refuses %s', async (q) => {
      expectRefused(await call(banner.GET, url(q)), 400, '4000');
    });
  });

  describe('bpbBusinessSegmentsEntity/selectByRecord', () => {
    it('lists the segments', async () => {
      const r = await call(segments.GET, `${BASE}/bpbBusinessSegmentsEntity/selectByRecord`);
      expect(r.body).toMatchObject({ code: '1', data: [{ name: '保租房', linkUrl: '/t1/ywjs' }] });
      expectRefused(await call(segments.GET, `${BASE}/bpbBusinessSegmentsEntity/selectByRecord?x=1`), 400, '4000');
    });
  });

  describe('bpbWebSkinEntity/selectByRecord', () => {
    const url = (q: string) => `${BASE}/bpbWebSkinEntity/selectByRecord${q}`;
    it('answers the skin query the front end makes: the first enabled skin carries webSkinId', async () => {
      const r = await call(skins.GET, url('?webSkinStatus=1'));
      expect(r.body).toEqual({ code: '1', msg: expect.any(String), data: [{ webSkinId: '2', name: '哀悼灰', webSkinStatus: '1' }] });
      expect((await call(skins.GET, url(''))).body.data).toHaveLength(2);
    });
    it.each(['?webSkinStatus=2', '?webSkinStatus=%27%20OR%201%3D1%20--', '?status=1'])('refuses %s', async (q) => {
      expectRefused(await call(skins.GET, url(q)), 400, '4000');
    });
  });

  describe('getAppVersion (POST with query parameters)', () => {
    const url = (q: string) => `${BASE}/getAppVersion${q}`;
    const post = { method: 'POST' } as const;

    it('returns the latest version, never cached', async () => {
      const r = await call(appVersion.POST, url('?platform=android'), { ...post, headers: { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' } });
      expect(r.status).toBe(200);
      expect(r.cacheControl).toBe('no-store');
      expect(r.body).toMatchObject({ code: '1', data: { platform: 'android', versionCode: 2, downloadUrl: '/app.apk' } });
    });

    it('answers 404 when a platform has no version', async () => {
      expectRefused(await call(appVersion.POST, url('?platform=ios'), post), 404, '4040');
    });

    it.each(['', '?platform=windows', '?platform=%F0%9F%98%80', '?platform=android&token=x'])('refuses %s', async (q) => {
      expectRefused(await call(appVersion.POST, url(q), post), 400, '4000');
    });

    it.each<Record<string, string>>([{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }, { origin: 'null' }])('refuses cross-site %j with 403', async (headers) => {
      expectRefused(await call(appVersion.POST, url('?platform=android'), { ...post, headers }), 403, '4030');
    });
  });
});
