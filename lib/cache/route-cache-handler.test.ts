/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import RouteCacheHandler from './route-cache-handler.js';

const { routeCacheBounds, ROUTE_CACHE_DEFAULTS, STORE_FOLDER, stateOf, resetStates } = RouteCacheHandler;

let root: string;
let serverDistDir: string;
let storeDir: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'route-cache-handler-'));
  serverDistDir = path.join(root, 'server');
  storeDir = path.join(serverDistDir, '..', STORE_FOLDER);
  resetStates();
});

afterEach(() => {
  delete process.env.ROUTE_CACHE_MAX_ENTRIES;
  delete process.env.ROUTE_CACHE_MAX_MB;
  resetStates();
  fs.rmSync(root, { recursive: true, force: true });
});

/** A handler as Next makes one per request. */
function handler() {
  return new RouteCacheHandler({ serverDistDir, maxMemoryCacheSize: 0 });
}

function page(status: number | undefined, tags = 'cms:contents,_N_T_/layout', html = '<html>ok</html>') {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from('rsc-payload'),
    headers: { 'x-next-cache-tags': tags },
    status,
    postponed: undefined,
    segmentData: new Map([['/_tree', Buffer.from('tree-bytes')]]),
  };
}

const PAGE_CTX = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 60, expire: 31536000 } };
const filesOnDisk = () => (fs.existsSync(storeDir) ? fs.readdirSync(storeDir).filter((f) => f.endsWith('.entry')) : []);

describe('route cache handler: what it stores', () => {
  test('a successful page comes back whole: HTML, RSC Buffer, segment Map, tags and lifetime', async () => {
    await handler().set('/route-cache/APP_PAGE/x/$/_c/_/t1/news_list', page(200), PAGE_CTX);
    const hit = await handler().get('/route-cache/APP_PAGE/x/$/_c/_/t1/news_list', { kind: 'APP_PAGE' });
    expect(hit?.value.html).toBe('<html>ok</html>');
    expect(Buffer.isBuffer(hit?.value.rscData)).toBe(true);
    expect(hit?.value.rscData?.toString()).toBe('rsc-payload');
    expect(hit?.value.segmentData?.get('/_tree')?.toString()).toBe('tree-bytes');
    expect(hit?.cacheControl).toEqual({ revalidate: 60, expire: 31536000 });
    expect(filesOnDisk()).toHaveLength(1);
  });

  test('a page without an explicit status (a plain 200 render) is stored', async () => {
    await handler().set('k', page(undefined), PAGE_CTX);
    expect(await handler().get('k', { kind: 'APP_PAGE' })).not.toBeNull();
  });

  test.each([404, 308, 307, 500])('a page answered %i is never stored', async (status) => {
    await handler().set('/route-cache/APP_PAGE/x/$/_c/contentId.987654/t1/article_content', page(status), PAGE_CTX);
    expect(await handler().get('/route-cache/APP_PAGE/x/$/_c/contentId.987654/t1/article_content', { kind: 'APP_PAGE' })).toBeNull();
    expect(filesOnDisk()).toHaveLength(0);
  });

  test('an article that now answers 404 drops its earlier cached page (an unpublished article is not served on)', async () => {
    await handler().set('article', page(200), PAGE_CTX);
    await handler().set('article', page(404), PAGE_CTX);
    expect(await handler().get('article', { kind: 'APP_PAGE' })).toBeNull();
    expect(filesOnDisk()).toHaveLength(0);
  });

  test('a refused key leaves no trace in Next’s per-key lifetime map', async () => {
    const { SharedCacheControls } = jest.requireActual('next/dist/server/lib/incremental-cache/shared-cache-controls.external.js');
    SharedCacheControls.cacheControls.set('junk-key', { revalidate: 60, expire: 1 });
    await handler().set('junk-key', page(404), PAGE_CTX);
    expect(SharedCacheControls.cacheControls.has('junk-key')).toBe(false);
  });

  test('data-cache entries (unstable_cache, kind FETCH) are stored with their tags', async () => {
    const data = { kind: 'FETCH', data: { headers: {}, body: '{"a":1}', status: 200, url: '' }, revalidate: 300 };
    await handler().set('fetch-key', data, { fetchCache: true, tags: ['cms:columns'] });
    const hit = await handler().get('fetch-key', { kind: 'FETCH', tags: ['cms:columns'], softTags: [] });
    expect(hit?.value.data?.body).toBe('{"a":1}');
  });

  test('an entry past its expire time is a miss and is removed', async () => {
    await handler().set('short', page(200), { ...PAGE_CTX, cacheControl: { revalidate: 1, expire: 0 } });
    expect(await handler().get('short', { kind: 'APP_PAGE' })).toBeNull();
    expect(filesOnDisk()).toHaveLength(0);
  });

  test('a damaged file is a miss, not an error, and is removed', async () => {
    await handler().set('k', page(200), PAGE_CTX);
    const [file] = filesOnDisk();
    fs.writeFileSync(path.join(storeDir, file as string), 'not v8');
    resetStates();
    expect(await handler().get('k', { kind: 'APP_PAGE' })).toBeNull();
    expect(filesOnDisk()).toHaveLength(0);
  });
});

describe('route cache handler: hard bounds', () => {
  test('never holds more than ROUTE_CACHE_MAX_ENTRIES entries; the least recently used go first', async () => {
    process.env.ROUTE_CACHE_MAX_ENTRIES = '3';
    for (const k of ['a', 'b', 'c']) await handler().set(k, page(200), PAGE_CTX);
    await handler().get('a', { kind: 'APP_PAGE' }); // a is now the most recently used
    await handler().set('d', page(200), PAGE_CTX);
    await handler().set('e', page(200), PAGE_CTX);
    expect(filesOnDisk()).toHaveLength(3);
    expect(await handler().get('a', { kind: 'APP_PAGE' })).not.toBeNull();
    expect(await handler().get('b', { kind: 'APP_PAGE' })).toBeNull();
    expect(await handler().get('c', { kind: 'APP_PAGE' })).toBeNull();
    expect(stateOf(storeDir)?.index.size).toBe(3);
  });

  test('never holds more than ROUTE_CACHE_MAX_MB on disk', async () => {
    process.env.ROUTE_CACHE_MAX_MB = '1';
    const big = 'x'.repeat(300 * 1024);
    for (let i = 0; i < 10; i += 1) await handler().set(`big-${i}`, page(200, 't', big), PAGE_CTX);
    const bytes = filesOnDisk().reduce((sum, f) => sum + fs.statSync(path.join(storeDir, f)).size, 0);
    expect(bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(filesOnDisk().length).toBeGreaterThanOrEqual(3);
    expect(await handler().get('big-9', { kind: 'APP_PAGE' })).not.toBeNull();
  });

  test('a new build starts with an empty store (its pages name chunks the old build had), the same build keeps it', async () => {
    const key = '/route-cache/APP_PAGE/x/$/_c/_/t1/news_list';
    fs.mkdirSync(serverDistDir, { recursive: true });
    fs.writeFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'build-a');
    await handler().set(key, page(200), PAGE_CTX);
    resetStates();
    expect(await handler().get(key, { kind: 'APP_PAGE' })).not.toBeNull();
    resetStates();
    fs.writeFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'build-b');
    expect(await handler().get(key, { kind: 'APP_PAGE' })).toBeNull();
  });

  test('a restarted process finds the stored entries and applies a lowered bound to them at once', async () => {
    for (const k of ['a', 'b', 'c', 'd']) await handler().set(k, page(200), PAGE_CTX);
    resetStates();
    expect(await handler().get('c', { kind: 'APP_PAGE' })).not.toBeNull();
    resetStates();
    process.env.ROUTE_CACHE_MAX_ENTRIES = '2';
    await handler().get('a', { kind: 'APP_PAGE' });
    expect(filesOnDisk()).toHaveLength(2);
  });

  test('bounds come from the environment, with defaults for unset or invalid values', () => {
    expect(routeCacheBounds({})).toEqual({ maxEntries: ROUTE_CACHE_DEFAULTS.maxEntries, maxBytes: ROUTE_CACHE_DEFAULTS.maxMb * 1024 * 1024 });
    expect(routeCacheBounds({ ROUTE_CACHE_MAX_ENTRIES: '500', ROUTE_CACHE_MAX_MB: '64' })).toEqual({ maxEntries: 500, maxBytes: 64 * 1024 * 1024 });
    expect(routeCacheBounds({ ROUTE_CACHE_MAX_ENTRIES: '0', ROUTE_CACHE_MAX_MB: 'lots' }).maxEntries).toBe(ROUTE_CACHE_DEFAULTS.maxEntries);
  });
});

describe('route cache handler: revalidateTag keeps working', () => {
  test('revalidateTag(tag) expires every page carrying it in x-next-cache-tags, and no other', async () => {
    await handler().set('news', page(200, 'cms:contents,cms:columns'), PAGE_CTX);
    await handler().set('company', page(200, 'cms:company'), PAGE_CTX);
    await new Promise((r) => setTimeout(r, 5));
    await handler().revalidateTag('cms:contents');
    expect(await handler().get('news', { kind: 'APP_PAGE' })).toBeNull();
    expect(await handler().get('company', { kind: 'APP_PAGE' })).not.toBeNull();
    // The page rendered again after the revalidation is served.
    await handler().set('news', page(200, 'cms:contents,cms:columns'), PAGE_CTX);
    expect(await handler().get('news', { kind: 'APP_PAGE' })).not.toBeNull();
  });

  test('revalidateTag(tag, profile) marks entries stale (lastModified -1), so Next refreshes them', async () => {
    await handler().set('news', page(200, 'cms:columns'), PAGE_CTX);
    await new Promise((r) => setTimeout(r, 5));
    await handler().revalidateTag(['cms:columns'], { expire: 3600 });
    expect((await handler().get('news', { kind: 'APP_PAGE' }))?.lastModified).toBe(-1);
  });

  test('a data entry is expired by its own tags and by the reader’s', async () => {
    const data = { kind: 'FETCH', data: { headers: {}, body: '1', status: 200, url: '' }, revalidate: 300 };
    await handler().set('f1', data, { fetchCache: true, tags: ['background'] });
    await new Promise((r) => setTimeout(r, 5));
    await handler().revalidateTag('background');
    expect(await handler().get('f1', { kind: 'FETCH', tags: [], softTags: [] })).toBeNull();
  });
});
