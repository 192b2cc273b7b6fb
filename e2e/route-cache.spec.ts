import { isSignedInPath } from '../lib/navigation/signed-in';
import { cachedPathOf } from '../lib/navigation/content-cache';
import { randomFinderUrl, seededRandom } from '../lib/cache/finder-flood';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { onE2eDatabase, postgresE2eEnabled, POSTGRES_BASE_URL } from './helpers/postgres';

/**
 * Issue #9 part 1: strangers cannot fill the route cache. Runs against the built app (next start)
 * and reads its cache folders on disk (same machine): Next's own route and fetch caches, which the
 * portal's handler replaces, and the handler's bounded store (lib/cache/route-cache-handler.js).
 */

type Flood = typeof import('../scripts/route-cache-flood.mjs');
const flood = (): Promise<Flood> => import('../scripts/route-cache-flood.mjs');
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';
const LIST = '/t3/news_list?col1=tzgg&col2=tzgg_gzf&col3=tzgg_gzf_pz';

/** Every Location value (Next 16.4 sends the header twice, with the same value, for a render's redirect). */
function locations(res: APIResponse): string[] {
  return res
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'location')
    .map((h) => h.value);
}

async function cacheStatus(request: APIRequestContext, url: string): Promise<string | undefined> {
  const res = await request.get(url, { maxRedirects: 0 });
  expect(res.status(), url).toBe(200);
  return res.headers()['x-nextjs-cache'];
}

/** The URL of one published article of a column, from the public API. */
async function articleUrl(request: APIRequestContext, base = ''): Promise<{ url: string; id: number; title: string }> {
  const list = await (await request.get(`${base}/api/bzf-portal-cms/bpcContentEntity/selectByPage?columnKey=gsyw&pageSize=1`)).json();
  const article = list.data.records[0] as { id: number; title: string };
  return { url: `${base}/t1/article_content?col1=xwzx&col2=gsyw&contentId=${article.id}`, id: article.id, title: article.title };
}

test.describe.configure({ mode: 'serial' });

test('1,000 random well-formed content queries leave the cache folders as they were, and real pages stay cached', async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const { measureCache, cacheGrowth, randomContentUrl, randomSource, sendAll } = await flood();
  // Real pages first, so what follows can only add junk.
  const { url: article } = await articleUrl(request);
  for (const url of [LIST, article]) await request.get(url);

  const rnd = randomSource(Math.floor(Math.random() * 2 ** 31));
  const urls = Array.from({ length: 1000 }, () => randomContentUrl(rnd));
  // Column lookups by a URL key (a public API) must not add data-cache entries either.
  for (let i = 0; i < 100; i += 1) urls.push(`/api/bzf-portal-cms/bpcColumnEntity/selectFrontColumnTree?columnKey=k${i}x${Date.now().toString(36)}`);
  const before = measureCache(DIST_DIR);
  const statuses = await sendAll(baseURL as string, urls, 4);
  await new Promise((r) => setTimeout(r, 1500));
  const after = measureCache(DIST_DIR);
  const growth = cacheGrowth(before, after);
  const report = JSON.stringify({ statuses, growth, before: before.folders, after: after.folders });
  test.info().annotations.push({ type: 'cache growth from 1,100 random keys', description: report });
  console.log(`route cache after 1,000 random content keys + 100 column keys: ${report}`);

  expect(statuses['200'] ?? 0).toBeLessThanOrEqual(100); // the API answers (none of them a page)
  expect(statuses['500']).toBeUndefined();
  // Next's own, unbounded folders are not used at all; the portal's store grew by a few data entries
  // at most (first pages of real columns the redirects were computed from).
  expect(after.folders.routeCache.entries - before.folders.routeCache.entries).toBe(0);
  expect(after.folders.fetchCache.entries - before.folders.fetchCache.entries).toBe(0);
  expect(growth.entries).toBeLessThanOrEqual(10);
  expect(growth.bytes).toBeLessThan(2 * 1024 * 1024);

  // Real pages are still served from the cache (STALE, also from the cache, when the flood outlasted
  // their 60 s revalidate time: then the refreshed entry is a HIT).
  for (const url of [LIST, article]) await expect.poll(() => cacheStatus(request, url), { timeout: 20_000 }).toBe('HIT');
});

/** FINDER_FLOOD=10000 repeats the check at the scale (about ten minutes here). */
const FINDER_FLOOD = Number(process.env.FINDER_FLOOD ?? 300);

test(`${FINDER_FLOOD} random filter combinations on the finders store only single-filter lists; /home and the notice lists stay cache hits (issue #24 part 3)`, async ({ request, baseURL }) => {
  test.setTimeout(Math.max(240_000, FINDER_FLOOD * 100));
  const { measureCache, cacheGrowth, sendAll } = await flood();
  for (const url of ['/home', LIST, '/home', LIST]) await request.get(url);
  const seed = Math.floor(Math.random() * 2 ** 31);
  const next = seededRandom(seed);
  const urls = Array.from({ length: FINDER_FLOOD }, () => randomFinderUrl(next));
  const keyed = new Set(urls.map((u) => new URL(u, 'http://portal.test')).map((u) => cachedPathOf(u.pathname, u.searchParams)).filter(Boolean));
  const before = measureCache(DIST_DIR);
  const statuses = await sendAll(baseURL as string, urls, 4);
  await new Promise((r) => setTimeout(r, 1500));
  const after = measureCache(DIST_DIR);
  const growth = cacheGrowth(before, after);
  const report = JSON.stringify({ seed, statuses, keyed: keyed.size, growth });
  test.info().annotations.push({ type: `cache growth from ${FINDER_FLOOD} finder filter combinations`, description: report });
  console.log(`route cache after ${FINDER_FLOOD} random finder filter combinations: ${report}`);

  expect(statuses['500'], report).toBeUndefined();
  // Two filters or more have no key: most of the flood stored nothing. Each keyed list adds its
  // page and its list read at most (shared reads such as the column tree were already there).
  expect(keyed.size, report).toBeLessThan(FINDER_FLOOD / 2);
  expect(growth.entries, report).toBeLessThanOrEqual(2 * keyed.size + 5);
  // Before, every combination was stored (a page and a list read each: ≈ 600 entries per 300, 94 MB per 1,000).
  expect(growth.entries, report).toBeLessThan((2 * FINDER_FLOOD) / 3);
  for (const url of ['/home', LIST]) await expect.poll(() => cacheStatus(request, url), { timeout: 20_000 }).toBe('HIT');
});

test('a project list with two filters is rendered per request, never stored, and lists what the API lists', async ({ request }) => {
  const url = '/t1/project_show?type=gzf&district=cj';
  for (let i = 0; i < 2; i += 1) {
    const res = await request.get(url, { maxRedirects: 0 });
    expect(res.status()).toBe(200);
    expect(res.headers()['x-nextjs-cache']).toBeUndefined();
    expect(res.headers()['cache-control']).toMatch(/no-store/);
    const html = await res.text();
    const shown = /共 (\d+) 个项目/.exec(html)?.[1];
    const api = await (await request.get('/api/bzf-portal-data-docking/dataMiddleOffice/selectProject?type=gzf&district=cj&pageSize=12')).json();
    expect(Number(shown)).toBe(api.data.total);
    for (const record of api.data.records as { name: string }[]) expect(html).toContain(record.name);
  }
});

test('a query naming an unknown column or a page past the end is sent (308) to its canonical URL, which is cached', async ({ request, page }) => {
  const res = await request.get(`${LIST}&col4=nosuchcolumn`, { maxRedirects: 0 });
  expect(res.status()).toBe(308);
  expect(new Set(locations(res))).toEqual(new Set([LIST]));

  const far = await request.get(`${LIST}&pageNum=9999`, { maxRedirects: 0 });
  expect(far.status()).toBe(308);
  const [lastPage = ''] = locations(far);
  expect(lastPage).toMatch(/^\/t3\/news_list\?col1=tzgg&col2=tzgg_gzf&col3=tzgg_gzf_pz&pageNum=\d+$/);
  // HIT once stored (STALE first when an earlier test cached it more than 60 s ago).
  await expect.poll(() => cacheStatus(request, lastPage), { timeout: 20_000 }).toBe('HIT');

  // A visitor following such a link lands on the page, at its canonical address.
  await page.goto('/t1/news_list?col1=xwzx&col2=nosuchcolumn');
  await expect(page).toHaveURL(/\/t1\/news_list\?col1=xwzx$/);
  await expect(page.locator('main a[href*="article_content"]').first()).toBeVisible();
});

test('a missing or unpublished article is a real 404 every time, never served from the cache', async ({ request }) => {
  for (let i = 0; i < 3; i += 1) {
    const res = await request.get('/t1/article_content?col1=xwzx&col2=gsyw&contentId=987654', { maxRedirects: 0 });
    expect(res.status()).toBe(404);
    expect(res.headers()['x-nextjs-cache']).not.toBe('HIT');
    expect(await res.text()).toContain('页面不存在');
  }
});

test('the portal’s own links are canonical: every sitemap URL and home-page link answers 200, never a redirect', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL as string).origin;
  const xml = await (await request.get('/sitemap.xml')).text();
  const fromSitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] as string).replaceAll('&amp;', '&'));
  const home = await (await request.get('/home')).text();
  const fromHome = [...home.matchAll(/href="(\/t[13][^"]*)"/g)].map((m) => `${origin}${(m[1] as string).replaceAll('&amp;', '&')}`);
  // Content pages only: the personal centre and the shop registration pages send an anonymous visitor to sign in (307).
  const urls = [...new Set([...fromSitemap, ...fromHome])].filter((u) => /^\/t[13](\/|$)/.test(new URL(u).pathname) && !isSignedInPath(new URL(u).pathname));
  expect(urls.length).toBeGreaterThan(50);
  const wrong: string[] = [];
  for (const url of urls) {
    const u = new URL(url);
    const res = await request.get(`${u.pathname}${u.search}`, { maxRedirects: 0 });
    if (res.status() !== 200) wrong.push(`${res.status()} ${u.pathname}${u.search}`);
  }
  expect(wrong).toEqual([]);
});

test.describe('revalidation through the bounded cache', () => {
  test.skip(!postgresE2eEnabled, 'needs TEST_DATABASE_URL: the article is changed in the database from outside the portal');

  test('an article edited in the database shows its new title once its revalidate time has passed, then is a cache hit again', async ({ request }) => {
    const { url, id, title } = await articleUrl(request, POSTGRES_BASE_URL);
    const state = async () => {
      const res = await request.get(url);
      return `${res.headers()['x-nextjs-cache']} ${(await res.text()).includes(edited) ? 'edited' : 'original'}`;
    };
    const edited = `${title}（已修订）`;
    // The page's revalidate time is 1 s here: a hit needs two requests close together.
    await expect.poll(state, { timeout: 20_000 }).toBe('HIT original');
    await onE2eDatabase((db) => db.query('update bpc_content set title = $1 where id = $2', [edited, id]));
    try {
      // CONTENT_REVALIDATE_SECONDS is 1 on this server: a stale hit re-renders behind the answer,
      // and the re-rendered page (new data entry, new page entry) is then served from the cache.
      await expect.poll(state, { timeout: 20_000 }).toBe('HIT edited');
    } finally {
      await onE2eDatabase((db) => db.query('update bpc_content set title = $1 where id = $2', [title, id]));
    }
  });
});
