/** @jest-environment node */
import { appVersions, banners, businessSegments, friendlyLinks, memorabilia, webSkins } from '@/lib/db/schema';
import { testTargets, adoptAsProcessDatabase, type TestDatabase } from '@/lib/db/testing';
import type { DatabaseHandle, Db } from '@/lib/db/client';
import { addColumns, closeServiceDatabase, openServiceDatabase } from '@/lib/cms/test-fixtures';
import {
  getLatestAppVersion,
  isMourningMode,
  listBanners,
  listBusinessSegments,
  listFriendlyLinks,
  listMemorabiliaByYear,
  listMemorabiliaYears,
  listWebSkins,
} from './index';

describe.each(testTargets().map((t) => [t.name, t] as const))('background service on %s', (_name, target) => {
  let handle: TestDatabase | undefined;
  const db = () => handle!.db;

  beforeAll(async () => {
    handle = await openServiceDatabase(target);
    await addColumns(db(), [{ key: 'home' }, { key: 'news' }]);
  });
  afterAll(() => closeServiceDatabase(handle));

  it('lists a column’s enabled banners by sortOrder, bounded by limit', async () => {
    await db().insert(banners).values([
      { columnKey: 'home', title: '横幅二', imageUrl: '/b2.jpg', sortOrder: 2 },
      { columnKey: 'home', title: '横幅一', imageUrl: '/b1.jpg', sortOrder: 1, linkUrl: '/t1/news_list' },
      { columnKey: 'home', title: '停用', imageUrl: '/off.jpg', sortOrder: 0, enabled: false },
      { columnKey: 'home', title: '横幅三', imageUrl: '/b3.jpg', sortOrder: 3 },
      { columnKey: 'news', title: '别的栏目', imageUrl: '/n.jpg' },
    ]);
    const list = await listBanners('home');
    expect(list.map((b) => b.title)).toEqual(['横幅一', '横幅二', '横幅三']);
    expect(list[0]).toEqual({ id: expect.any(Number), columnKey: 'home', title: '横幅一', subtitle: '', imageUrl: '/b1.jpg', linkUrl: '/t1/news_list' });
    expect((await listBanners('home', 2)).map((b) => b.title)).toEqual(['横幅一', '横幅二']);
    expect(await listBanners('home', 0)).toHaveLength(1);
    expect(await listBanners('nope')).toEqual([]);
  });

  it('pages the enabled friendly links in order', async () => {
    await db().insert(friendlyLinks).values([
      { name: '链接C', url: 'https://c.gov.cn', sortOrder: 3, groupName: '政府网站' },
      { name: '链接A', url: 'https://a.gov.cn', sortOrder: 1 },
      { name: '停用链接', url: 'https://x.gov.cn', sortOrder: 0, enabled: false },
      { name: '链接B', url: 'https://b.gov.cn', sortOrder: 2 },
    ]);
    const all = await listFriendlyLinks({});
    expect(all).toMatchObject({ total: 3, pages: 1, pageNum: 1, pageSize: 10 });
    expect(all.records.map((l) => l.name)).toEqual(['链接A', '链接B', '链接C']);
    expect(all.records[2]).toEqual({ id: expect.any(Number), name: '链接C', url: 'https://c.gov.cn', groupName: '政府网站' });
    const p2 = await listFriendlyLinks({ pageNum: 2, pageSize: 2 });
    expect(p2).toMatchObject({ total: 3, pages: 2, pageNum: 2, pageSize: 2 });
    expect(p2.records.map((l) => l.name)).toEqual(['链接C']);
    expect((await listFriendlyLinks({ pageNum: 5, pageSize: 2 })).records).toEqual([]);
    expect((await listFriendlyLinks({ pageSize: 100000 })).pageSize).toBe(50);
  });

  it('lists memorabilia years newest first and one year by date', async () => {
    expect(await listMemorabiliaYears()).toEqual([]);
    await db().insert(memorabilia).values([
      { year: 2021, eventDate: '2021-09-01', title: '秋季' },
      { year: 2021, eventDate: '2021-03-15', title: '春季', description: '说明' },
      { year: 2023, eventDate: '2023-01-01', title: '新年' },
      { year: 2019, eventDate: '2019-12-31', title: '年末', imageUrl: '/m.jpg' },
    ]);
    expect(await listMemorabiliaYears()).toEqual([2023, 2021, 2019]);
    const y2021 = await listMemorabiliaByYear(2021);
    expect(y2021.map((m) => m.title)).toEqual(['春季', '秋季']);
    expect(y2021[0]).toEqual({ id: expect.any(Number), year: 2021, eventDate: '2021-03-15', title: '春季', description: '说明', imageUrl: null });
    expect(await listMemorabiliaByYear(2000)).toEqual([]);
    expect(await listMemorabiliaByYear(99999)).toEqual([]);
  });

  it('lists enabled business segments in order', async () => {
    await db().insert(businessSegments).values([
      { name: '公租房', linkUrl: '/t1/ywjs_03', sortOrder: 2, columnKey: 'gzf' },
      { name: '保租房', linkUrl: '/t1/ywjs', sortOrder: 1, icon: 'building' },
      { name: '停用', linkUrl: '/x', enabled: false },
    ]);
    const list = await listBusinessSegments();
    expect(list.map((s) => s.name)).toEqual(['保租房', '公租房']);
    expect(list[0]).toEqual({ id: expect.any(Number), name: '保租房', summary: '', icon: 'building', linkUrl: '/t1/ywjs', columnKey: null });
  });

  it('decides mourning mode from the first enabled skin only', async () => {
    expect(await isMourningMode()).toBe(false);
    await db().insert(webSkins).values([
      { webSkinId: '2', name: '哀悼灰', webSkinStatus: '0', sortOrder: 0 },
      { webSkinId: '1', name: '默认', webSkinStatus: '1', sortOrder: 5 },
    ]);
    // The grayscale skin exists but is disabled.
    expect(await isMourningMode()).toBe(false);
    expect((await listWebSkins('1')).map((s) => s.webSkinId)).toEqual(['1']);
    expect(await listWebSkins()).toEqual([
      { webSkinId: '2', name: '哀悼灰', webSkinStatus: '0' },
      { webSkinId: '1', name: '默认', webSkinStatus: '1' },
    ]);
    await db().insert(webSkins).values({ webSkinId: '2', name: '哀悼灰（启用）', webSkinStatus: '1', sortOrder: 1 });
    expect(await isMourningMode()).toBe(true);
    expect((await listWebSkins('1')).map((s) => s.webSkinId)).toEqual(['2', '1']);
  });

  it('renders normally (false) whenever the skin lookup fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const broken = new Proxy({} as Db, {
        // Not a thenable (so getDb() resolves to it); every query method throws.
        get: (_target, prop) =>
          prop === 'then'
            ? undefined
            : () => {
                throw new Error('connection refused');
              },
      });
      adoptAsProcessDatabase({ db: broken, driver: 'postgres', close: async () => undefined } satisfies DatabaseHandle);
      expect(await isMourningMode()).toBe(false);
      const rejected = Promise.reject(new Error('database unavailable'));
      rejected.catch(() => undefined);
      (globalThis as { __bzfDb?: Promise<DatabaseHandle> }).__bzfDb = rejected;
      expect(await isMourningMode()).toBe(false);
      expect(error).toHaveBeenCalled();
    } finally {
      adoptAsProcessDatabase(handle!);
      error.mockRestore();
    }
    expect(await isMourningMode()).toBe(true);
  });

  it('gives the latest version of a platform, or null', async () => {
    expect(await getLatestAppVersion('ios')).toBeNull();
    await db().insert(appVersions).values([
      { platform: 'android', versionCode: 9, versionName: '1.9.0', downloadUrl: '/app/1.9.apk', publishedAt: new Date('2024-05-01T00:00:00Z') },
      { platform: 'android', versionCode: 10, versionName: '1.10.0', downloadUrl: '/app/1.10.apk', forceUpdate: true, publishedAt: new Date('2024-04-01T00:00:00Z') },
      { platform: 'ios', versionCode: 3, versionName: '1.0.3', downloadUrl: 'https://apps.apple.com/app/id1' },
    ]);
    expect(await getLatestAppVersion('android')).toEqual({
      platform: 'android',
      versionCode: 10,
      versionName: '1.10.0',
      downloadUrl: '/app/1.10.apk',
      releaseNotes: '',
      forceUpdate: true,
      publishedAt: '2024-04-01T00:00:00.000Z',
    });
    expect((await getLatestAppVersion('ios'))?.versionName).toBe('1.0.3');
  });
});
