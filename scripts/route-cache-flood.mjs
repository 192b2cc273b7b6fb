#!/usr/bin/env node
/**
 * Sends N random, well-formed content-page queries (random col1..col4, contentId, year, pageNum on
 * /t1 and /t3 routes) to a running portal and reports how much its cache folders grew. Used to
 * measure issue #9's "strangers cannot fill the route cache" before and after, and by
 * e2e/route-cache.spec.ts (which imports the key generator and the folder measure).
 *
 *   node scripts/route-cache-flood.mjs --base http://127.0.0.1:3300 --dist .next [--count 1000] [--concurrency 4]
 */
import fs from 'node:fs';
import path from 'node:path';

/** A deterministic generator (mulberry32), so a run can be repeated with --seed. */
export function randomSource(seed = Date.now()) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (list) => list[int(0, list.length - 1)];
  const key = () => `${pick(['x', 'col', 'k', 'zz'])}${int(0, 36 ** 6).toString(36)}`;
  return { next, int, pick, key };
}

/** Real column keys of the demo tree, mixed in so that partial chains (real col1, junk col2) are tried too. */
const REAL_KEYS = ['xwzx', 'gsyw', 'tzgg', 'tzgg_gzf', 'dyyw', 'bzf', 'gsgk', 'dsj', 'bzzx', 'jrwm'];

const LIST_ROUTES = ['/t1/news_list', '/t3/news_list', '/t1/project_show', '/t1/xmzs', '/t1/PostInformation', '/t1/help_center'];
const ARTICLE_ROUTES = ['/t1/article_content', '/t3/news_list/article_content', '/t1/PostDeatil', '/t1/projectDetail'];
/** The id parameter of the record pages among them (the others read contentId). */
const RECORD_PARAM = { '/t1/PostDeatil': 'postId', '/t1/projectDetail': 'projectId' };
const OTHER_ROUTES = ['/t3', '/t1/memory', '/t1/company_profile', '/t1/ywjs', '/t1/children_company_profile'];

/**
 * One random well-formed query URL (path + query) of a public content route, as a stranger or a
 * crawler of junk links would send. Each names at least one thing that does not exist (a column key,
 * a content id, a far page number or a year), sometimes after a real col1.
 */
export function randomContentUrl(rnd) {
  const kind = rnd.int(0, 9);
  const params = new URLSearchParams();
  const realFirst = rnd.next() < 0.4;
  const depth = rnd.int(realFirst ? 2 : 1, 4);
  for (let i = 1; i <= depth; i += 1) params.set(`col${i}`, i === 1 && realFirst ? rnd.pick(REAL_KEYS) : rnd.key());
  if (kind <= 3) {
    if (rnd.next() < 0.8) params.set('pageNum', String(rnd.int(2, 10_000)));
    return `${rnd.pick(LIST_ROUTES)}?${params}`;
  }
  if (kind <= 6) {
    const route = rnd.pick(ARTICLE_ROUTES);
    params.set(RECORD_PARAM[route] ?? 'contentId', String(rnd.int(100_000, 2_147_483_647)));
    return `${route}?${params}`;
  }
  const route = rnd.pick(OTHER_ROUTES);
  if (route === '/t1/memory') params.set('year', String(rnd.int(1000, 9999)));
  if (rnd.next() < 0.3) params.set('special', rnd.key());
  return `${route}?${params}`;
}

/** Every file below `dir` (none when it does not exist). */
function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) out.push(path.join(entry.parentPath ?? entry.path, entry.name));
  }
  return out;
}

/**
 * Files, bytes and entries of every place a Next build keeps cached responses and data:
 * Next's own route cache and fetch cache, and the portal's bounded store (lib/cache/route-cache-handler.js).
 * "entries" counts pages (an .html file each) and data entries (one file each).
 */
export function measureCache(distDir) {
  const folders = {
    routeCache: path.join(distDir, 'server', 'route-cache'),
    fetchCache: path.join(distDir, 'cache', 'fetch-cache'),
    portalStore: path.join(distDir, 'cache', 'portal-route-cache'),
  };
  const result = { bytes: 0, entries: 0, folders: {} };
  for (const [name, dir] of Object.entries(folders)) {
    const files = filesUnder(dir);
    const bytes = files.reduce((sum, f) => sum + fs.statSync(f).size, 0);
    const entries = name === 'routeCache' ? files.filter((f) => f.endsWith('.html') || f.endsWith('.body')).length : files.filter((f) => !f.endsWith('.tmp')).length;
    result.folders[name] = { files: files.length, bytes, entries };
    result.bytes += bytes;
    result.entries += entries;
  }
  return result;
}

export function cacheGrowth(before, after) {
  return { bytes: after.bytes - before.bytes, entries: after.entries - before.entries };
}

/** Sends `urls` with `concurrency` requests in flight; resolves to a count per status code. */
export async function sendAll(base, urls, concurrency = 4) {
  const statuses = {};
  let i = 0;
  async function worker() {
    while (i < urls.length) {
      const url = urls[i];
      i += 1;
      const res = await fetch(new URL(url, base), { redirect: 'manual' });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return statuses;
}

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1];
}

async function main() {
  const base = arg('base', 'http://127.0.0.1:3000');
  const dist = arg('dist', '.next');
  const count = Number(arg('count', '1000'));
  const concurrency = Number(arg('concurrency', '4'));
  const rnd = randomSource(Number(arg('seed', String(Date.now()))));
  const urls = Array.from({ length: count }, () => randomContentUrl(rnd));
  const before = measureCache(dist);
  const started = Date.now();
  const statuses = await sendAll(base, urls, concurrency);
  const seconds = (Date.now() - started) / 1000;
  // Next finishes writing an entry after the response; give the last writes a moment.
  await new Promise((r) => setTimeout(r, 1500));
  const after = measureCache(dist);
  const growth = cacheGrowth(before, after);
  console.log(JSON.stringify({ count, concurrency, seconds, statuses, before, after, growth }, null, 2));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
