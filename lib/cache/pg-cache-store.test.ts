/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import RouteCacheHandler from './route-cache-handler.js';
import { createPgCache, type PgCache } from './pg-cache-store.js';

/**
 * The shared cache of several portal instances, on the PostgreSQL server named by TEST_DATABASE_URL
 * (a scratch database per run). Two stores in this process stand for two instances: each has its
 * own pool, memory tier and LISTEN connection, exactly as two processes would.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const describePg = adminUrl ? describe : describe.skip;
if (!adminUrl) console.warn('TEST_DATABASE_URL is not set: the shared PostgreSQL cache tests were skipped.');

const dbName = `bzf_cache_test_${process.pid}_${Date.now().toString(36)}`;
let url = '';
const opened: PgCache[] = [];

function urlOf(db: string): string {
  const u = new URL(adminUrl as string);
  u.pathname = `/${db}`;
  return u.toString();
}

async function admin(sql: string): Promise<void> {
  const c = new Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

function instance(opts: { buildId?: string; memoryBytes?: number; maxEntries?: number; url?: string } = {}): PgCache {
  const cache = createPgCache({
    url: opts.url ?? url,
    buildId: opts.buildId ?? 'build-1',
    memoryBytes: opts.memoryBytes ?? 50 * 1024 * 1024,
    bounds: { maxEntries: opts.maxEntries ?? 10_000, maxBytes: 1024 * 1024 * 1024 },
    onLog: () => undefined,
  });
  opened.push(cache);
  return cache;
}

async function until<T>(probe: () => Promise<T>, ok: (v: T) => boolean, ms = 1_000): Promise<T> {
  const end = Date.now() + ms;
  let value = await probe();
  while (!ok(value) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 20));
    value = await probe();
  }
  return value;
}

function page(html: string, tags = 'cms:contents,_N_T_/layout') {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`rsc:${html}`),
    headers: { 'x-next-cache-tags': tags, 'x-custom': ['a', 'b'] },
    status: 200,
    postponed: undefined,
    segmentData: new Map([
      ['/_tree', Buffer.from('tree-bytes')],
      ['/_index', Buffer.from([0, 255, 1, 254])],
    ]),
  };
}
const PAGE_CTX = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 300, expire: 31536000 } };
const KEY = '/route-cache/APP_PAGE/x/$/_c/_/t3/news_list';

beforeAll(async () => {
  if (!adminUrl) return;
  await admin(`create database ${dbName}`);
  url = urlOf(dbName);
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((c) => c.close()));
});

afterAll(async () => {
  if (!adminUrl) return;
  await RouteCacheHandler.closeShared();
  await admin(`drop database if exists ${dbName} with (force)`);
});

describePg('shared cache in PostgreSQL: what one instance stores, the other serves', () => {
  test('a page stored by one instance comes back whole on the other: HTML, RSC Buffer, segment Map, headers, lifetime', async () => {
    const a = RouteCacheHandler.onStore(instance());
    const b = RouteCacheHandler.onStore(instance({ memoryBytes: 0 }));
    await a.set(KEY, page('<p>列表</p>'), PAGE_CTX);
    const hit = await b.get(KEY, { kind: 'APP_PAGE' });
    expect(hit?.value.html).toBe('<p>列表</p>');
    expect(Buffer.isBuffer(hit?.value.rscData)).toBe(true);
    expect(hit?.value.rscData?.toString()).toBe('rsc:<p>列表</p>');
    // A real Map (v8 deserialize builds it in Node's realm, not jest's: compare the tag).
    expect(Object.prototype.toString.call(hit?.value.segmentData)).toBe('[object Map]');
    expect(hit?.value.segmentData?.get('/_tree')?.toString()).toBe('tree-bytes');
    expect([...(hit?.value.segmentData?.get('/_index') ?? [])]).toEqual([0, 255, 1, 254]);
    expect(hit?.value.headers).toEqual({ 'x-next-cache-tags': 'cms:contents,_N_T_/layout', 'x-custom': ['a', 'b'] });
    expect(hit?.cacheControl).toEqual({ revalidate: 300, expire: 31536000 });
  });

  test('a data-cache entry (unstable_cache read) round-trips with its JSON body', async () => {
    const a = RouteCacheHandler.onStore(instance());
    const b = RouteCacheHandler.onStore(instance({ memoryBytes: 0 }));
    const data = { kind: 'FETCH', data: { headers: {}, body: JSON.stringify({ title: '公告' }), status: 200, url: '' }, revalidate: 300 };
    await a.set('data-key', data, { fetchCache: true, tags: ['cms:contents'], revalidate: 300 });
    const hit = await b.get('data-key', { kind: 'FETCH', tags: ['cms:contents'], softTags: [] });
    expect(JSON.parse(String(hit?.value.data?.body))).toEqual({ title: '公告' });
  });

  test('a tag revalidated on one instance expires the page (tag in its x-next-cache-tags header) on the other within a second', async () => {
    const a = RouteCacheHandler.onStore(instance());
    const b = RouteCacheHandler.onStore(instance());
    await a.set(KEY, page('<p>旧</p>'), PAGE_CTX);
    expect(await b.get(KEY, { kind: 'APP_PAGE' })).not.toBeNull(); // now also in b's memory tier
    await new Promise((r) => setTimeout(r, 5));
    const started = Date.now();
    await a.revalidateTag(['cms:contents'], { expire: 0 });
    const after = await until(() => b.get(KEY, { kind: 'APP_PAGE' }), (v) => v === null);
    expect(after).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  test('revalidateTag(tag, profile) marks pages stale on the other instance (served while re-rendered), and data entries tagged by the reader', async () => {
    const a = RouteCacheHandler.onStore(instance());
    const b = RouteCacheHandler.onStore(instance());
    await a.set(KEY, page('<p>旧</p>', 'data:projects'), PAGE_CTX);
    await a.set('d', { kind: 'FETCH', data: { headers: {}, body: '1', status: 200, url: '' }, revalidate: 300 }, { fetchCache: true, tags: [], revalidate: 300 });
    await new Promise((r) => setTimeout(r, 5));
    await a.revalidateTag('data:projects', { expire: 3600 });
    const stale = await until(() => b.get(KEY, { kind: 'APP_PAGE' }), (v) => v?.lastModified === -1);
    expect(stale?.lastModified).toBe(-1);
    expect(stale?.value.html).toBe('<p>旧</p>');
    const data = await b.get('d', { kind: 'FETCH', tags: ['data:projects'], softTags: [] });
    expect(data?.lastModified).toBe(-1);
  });

  test('a page re-rendered on one instance replaces the other instance’s memory copy', async () => {
    const a = RouteCacheHandler.onStore(instance());
    const b = RouteCacheHandler.onStore(instance());
    await a.set(KEY, page('<p>第一版</p>'), PAGE_CTX);
    expect((await b.get(KEY, { kind: 'APP_PAGE' }))?.value.html).toBe('<p>第一版</p>');
    await a.set(KEY, page('<p>第二版</p>'), PAGE_CTX);
    const hit = await until(() => b.get(KEY, { kind: 'APP_PAGE' }), (v) => v?.value.html === '<p>第二版</p>');
    expect(hit?.value.html).toBe('<p>第二版</p>');
  });

  test('a page that now fails (404) is dropped for every instance', async () => {
    const a = RouteCacheHandler.onStore(instance());
    const b = RouteCacheHandler.onStore(instance());
    await a.set(KEY, page('<p>文章</p>'), PAGE_CTX);
    expect(await b.get(KEY, { kind: 'APP_PAGE' })).not.toBeNull();
    await a.set(KEY, { ...page('<p>无</p>'), status: 404 }, PAGE_CTX);
    expect(await until(() => b.get(KEY, { kind: 'APP_PAGE' }), (v) => v === null)).toBeNull();
  });

  test('an instance started later knows every tag revalidated before it started', async () => {
    const a = RouteCacheHandler.onStore(instance());
    await a.set(KEY, page('<p>旧</p>', 'cms:company'), PAGE_CTX);
    await new Promise((r) => setTimeout(r, 5));
    await a.revalidateTag('cms:company');
    const late = RouteCacheHandler.onStore(instance());
    expect(await late.get(KEY, { kind: 'APP_PAGE' })).toBeNull();
  });

  test('another build never reads this build’s pages (their scripts would not exist)', async () => {
    const a = RouteCacheHandler.onStore(instance({ buildId: 'build-1' }));
    const other = RouteCacheHandler.onStore(instance({ buildId: 'build-2' }));
    await a.set(KEY, page('<p>x</p>'), PAGE_CTX);
    expect(await other.get(KEY, { kind: 'APP_PAGE' })).toBeNull();
  });

  test('the shared store keeps at most ROUTE_CACHE_MAX_ENTRIES entries, least recently used out first', async () => {
    const small = instance({ buildId: 'bounded', maxEntries: 3 });
    const h = RouteCacheHandler.onStore(small);
    for (const n of [1, 2, 3]) {
      await h.set(`k${n}`, page(`<p>${n}</p>`), PAGE_CTX);
      await new Promise((r) => setTimeout(r, 15));
    }
    const reader = RouteCacheHandler.onStore(instance({ buildId: 'bounded', memoryBytes: 0 }));
    expect(await reader.get('k1', { kind: 'APP_PAGE' })).not.toBeNull(); // k1 used again: k2 is now the oldest
    await h.set('k4', page('<p>4</p>'), PAGE_CTX);
    const c = new Client({ connectionString: url });
    await c.connect();
    const { rows } = await c.query("select key from next_cache_entry where build_id = 'bounded' order by key");
    await c.end();
    expect(rows.map((r) => r.key)).toEqual(['k1', 'k3', 'k4']);
  });

  test('a flood of pages read once evicts its own kind: pages read again (home, column lists) stay in the shared store', async () => {
    const store = instance({ buildId: 'flooded', maxEntries: 30 });
    const h = RouteCacheHandler.onStore(store);
    const reader = RouteCacheHandler.onStore(instance({ buildId: 'flooded', memoryBytes: 0 }));
    const hot = ['/home', '/_c/_/t3', '/_c/col1.tzgg~col2.tzgg_gzf/t3/news_list'];
    for (const key of hot) {
      await h.set(key, page(key), PAGE_CTX);
      expect(await reader.get(key, { kind: 'APP_PAGE' })).not.toBeNull(); // a visitor reads it again
    }
    // 300 finder pages, each stored once and never read again (ten times the bound).
    for (let i = 0; i < 300; i += 1) await h.set(`/_c/district.d${i}/t1/project_show`, page(`<p>${i}</p>`), PAGE_CTX);
    const c = new Client({ connectionString: url });
    await c.connect();
    const { rows } = await c.query("select key from next_cache_entry where build_id = 'flooded'");
    await c.end();
    expect(rows.length).toBeLessThanOrEqual(30);
    for (const key of hot) expect(await reader.get(key, { kind: 'APP_PAGE' })).not.toBeNull();
  });

  test('an unreachable database costs a miss, never an error page; revalidation reports that it was not shared', async () => {
    const down = RouteCacheHandler.onStore(instance({ url: 'postgres://postgres@127.0.0.1:1/none' }));
    await expect(down.set(KEY, page('<p>x</p>'), PAGE_CTX)).resolves.toBeUndefined();
    await expect(down.get(KEY, { kind: 'APP_PAGE' })).resolves.toBeNull();
    await expect(down.revalidateTag('cms:contents')).rejects.toThrow('not shared');
  });

  test('after a revalidation the instance asks the front to fetch again the recent pages carrying the tag, most read first, with the token and the site’s host', async () => {
    // A stand-in for nginx that records what reaches it (the cluster test runs the real one).
    const seen: { path: string; host: string | undefined; token: string | undefined; method: string | undefined }[] = [];
    const front = http.createServer((req, res) => {
      seen.push({ path: req.url ?? '', host: req.headers.host, token: req.headers['x-bzf-front-refresh'] as string | undefined, method: req.method });
      res.end('ok');
    });
    await new Promise<void>((r) => front.listen(0, '127.0.0.1', r));
    const saved = { url: process.env.FRONT_REFRESH_URL, token: process.env.FRONT_REFRESH_TOKEN, site: process.env.SITE_URL };
    const token = 'a'.repeat(16) + 'B'.repeat(16) + '0123456789';
    process.env.FRONT_REFRESH_URL = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
    process.env.FRONT_REFRESH_TOKEN = token;
    process.env.SITE_URL = 'https://zf.example.cn';
    const pageKey = (path: string) => `/route-cache/APP_PAGE/${createHash('sha256').update(path).digest('hex')}/$${path}`;
    try {
      const store = instance({ buildId: 'build-refresh' });
      const a = RouteCacheHandler.onStore(store);
      const reader = RouteCacheHandler.onStore(instance({ buildId: 'build-refresh', memoryBytes: 0 }));
      const list = pageKey('/_c/col1.tzgg~pageNum.2/t3/news_list');
      const home = pageKey('/home');
      await a.set(list, page('<p>列表</p>', 'cms:contents,_N_T_/layout'), PAGE_CTX);
      await a.set(home, page('<p>首页</p>', 'background,cms:contents'), PAGE_CTX);
      // Not asked for: another tag, a data entry, another build's page, a page nobody read for an hour.
      await a.set(pageKey('/_c/_/t1/xmzs'), page('<p>项目</p>', 'data:projects'), PAGE_CTX);
      await a.set('data-key', { kind: 'FETCH', data: { headers: {}, body: '1', status: 200, url: '' }, revalidate: 300 }, { fetchCache: true, tags: ['cms:contents'], revalidate: 300 });
      await RouteCacheHandler.onStore(instance({ buildId: 'build-other' })).set(pageKey('/_c/col1.other/t3/news_list'), page('<p>旧版</p>'), PAGE_CTX);
      await a.set(pageKey('/_c/col1.old/t3/news_list'), page('<p>久未读</p>'), PAGE_CTX);
      const c = new Client({ connectionString: url });
      await c.connect();
      await c.query(`update next_cache_entry set last_used = now() - interval '1 hour' where key = $1`, [pageKey('/_c/col1.old/t3/news_list')]);
      await c.end();
      for (let i = 0; i < 3; i++) await reader.get(home, { kind: 'APP_PAGE' });
      await reader.get(list, { kind: 'APP_PAGE' });

      await a.revalidateTag(['cms:contents'], { expire: 0 });
      const refresher = RouteCacheHandler.frontRefresherOf();
      expect(refresher).not.toBeNull();
      await refresher!.idle();
      expect(refresher!.lastRound()?.paths).toEqual(['/home', '/t3/news_list?col1=tzgg&pageNum=2']);
      expect(refresher!.lastRound()?.statuses).toEqual([200, 200]);
      // Twice: a second pass catches an instance that learnt the change late.
      expect(seen.map((r) => r.path).sort()).toEqual(['/home', '/home', '/t3/news_list?col1=tzgg&pageNum=2', '/t3/news_list?col1=tzgg&pageNum=2']);
      for (const r of seen) expect(r).toMatchObject({ method: 'GET', host: 'zf.example.cn', token });

      // A change no page carries asks for nothing.
      seen.length = 0;
      await a.revalidateTag(['recruit:posts'], { expire: 0 });
      await refresher!.idle();
      expect(seen).toEqual([]);
    } finally {
      for (const [k, v] of [['FRONT_REFRESH_URL', saved.url], ['FRONT_REFRESH_TOKEN', saved.token], ['SITE_URL', saved.site]] as const) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      await new Promise((r) => front.close(r));
    }
  });

  test('the handler Next creates uses the shared store when DATABASE_URL is set, one per process', async () => {
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = url;
    try {
      const first = new RouteCacheHandler({ serverDistDir: '/nonexistent/server', maxMemoryCacheSize: 0 });
      const second = new RouteCacheHandler({ serverDistDir: '/nonexistent/server', maxMemoryCacheSize: 0 });
      expect(RouteCacheHandler.sharedStoreOf()).not.toBeNull();
      await first.set('per-request', page('<p>同一存储</p>'), PAGE_CTX);
      expect((await second.get('per-request', { kind: 'APP_PAGE' }))?.value.html).toBe('<p>同一存储</p>');
    } finally {
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
    }
  });
});
