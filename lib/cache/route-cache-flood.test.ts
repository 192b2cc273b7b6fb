/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cachedPathOf } from '@/lib/navigation/content-cache';
import { randomFinderUrl, seededRandom } from './finder-flood';
import RouteCacheHandler from './route-cache-handler.js';

/**
 * Issue #24 part 3, proved on the key and store layers together: a crawl through 10,000 random
 * filter combinations of the finders, each request handled as Next handles it (a cache read, and on
 * a miss a render stored under the page's key), must leave /home, the notice lists and the articles
 * in the cache. The store is bounded at 300 entries here (10,000 in production), below the number of
 * single-filter lists the flood reaches, so its own entries overflow the store and eviction has to choose.
 */
const { resetStates, stateOf, STORE_FOLDER, PROTECTED_SHARE } = RouteCacheHandler;
const FLOOD = 10_000;
const MAX_ENTRIES = 300;

/** Pages every visitor reads, by the keys the route cache gives them. */
const HOT = [
  '/home',
  '/_c/_/t3',
  '/_c/col1.tzgg~col2.tzgg_gzf/t3/news_list',
  '/_c/col1.tzgg~col2.tzgg_gzf~col3.tzgg_gzf_pz/t3/news_list',
  '/_c/col1.xwzx~col2.gsyw/t1/news_list',
  '/_c/col1.xwzx~col2.gsyw~contentId.12/t1/article_content',
  '/_c/col1.tzgg~contentId.31/t3/news_list/article_content',
];

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'route-cache-flood-'));
  process.env.ROUTE_CACHE_MAX_ENTRIES = String(MAX_ENTRIES);
  resetStates();
});
afterEach(() => {
  delete process.env.ROUTE_CACHE_MAX_ENTRIES;
  resetStates();
  fs.rmSync(root, { recursive: true, force: true });
});

const handler = () => new RouteCacheHandler({ serverDistDir: path.join(root, 'server'), maxMemoryCacheSize: 0 });
const page = (key: string) => ({ kind: 'APP_PAGE', html: `<html>${key}${'.'.repeat(400)}</html>`, rscData: Buffer.from(key), headers: {}, status: 200, segmentData: new Map() });
const CTX = { kind: 'APP_PAGE', cacheControl: { revalidate: 300, expire: 31536000 } };

/** One request as Next serves it: a hit, or a render stored under the key. */
async function serve(key: string): Promise<'hit' | 'miss'> {
  if (await handler().get(key, { kind: 'APP_PAGE' })) return 'hit';
  await handler().set(key, page(key), CTX);
  return 'miss';
}

test(`after ${FLOOD.toLocaleString('en')} random filter combinations on the finders, /home, the notice lists and the articles are still cache hits`, async () => {
  // Visitors read the hot pages (the first read renders and stores them, the next ones hit).
  for (let round = 0; round < 3; round += 1) for (const key of HOT) await serve(key);

  const seed = Math.floor(Math.random() * 2 ** 31);
  const next = seededRandom(seed);
  const floodKeys = new Set<string>();
  // The worst case: nobody reads the hot pages during the flood (nginx answers them from its own cache).
  for (let i = 0; i < FLOOD; i += 1) {
    const url = new URL(randomFinderUrl(next), 'http://portal.test');
    const key = cachedPathOf(url.pathname, url.searchParams);
    // Two filters or more have no key: rendered per request, nothing stored.
    if (!key) continue;
    floodKeys.add(key);
    await serve(key);
  }

  const state = stateOf(path.join(root, STORE_FOLDER));
  const after = [];
  for (const key of HOT) after.push(`${key}: ${await serve(key)}`);
  expect({ seed, after }).toEqual({ seed, after: HOT.map((key) => `${key}: hit`) });
  // The bound held, and the flood did overflow it (eviction had to choose).
  expect(state!.index.size).toBeLessThanOrEqual(MAX_ENTRIES);
  expect(floodKeys.size).toBeGreaterThan(MAX_ENTRIES);
  expect(state!.protected.size).toBeLessThanOrEqual(Math.floor(MAX_ENTRIES * PROTECTED_SHARE));
}, 120_000);

test('a page nobody reads any more ages out of the protected share, so new pages always find room', async () => {
  process.env.ROUTE_CACHE_MAX_ENTRIES = '10';
  // Twelve pages each read once after being stored: more than the protected share (8) can hold.
  for (let i = 0; i < 12; i += 1) {
    await serve(`/p${i}`);
    await serve(`/p${i}`);
  }
  const state = stateOf(path.join(root, STORE_FOLDER))!;
  expect(state.protected.size).toBe(8);
  expect(state.index.size).toBe(10);
  // The oldest went back on probation and were evicted first; the most recent are still hits.
  expect(await handler().get('/p0', { kind: 'APP_PAGE' })).toBeNull();
  expect(await handler().get('/p11', { kind: 'APP_PAGE' })).not.toBeNull();
  // A new page is stored even though the cache is full of pages read again.
  await serve('/new');
  expect(await handler().get('/new', { kind: 'APP_PAGE' })).not.toBeNull();
});
