#!/usr/bin/env node
/**
 * The staff console under measurement (issue #26 part 7), in two parts, each on its own scratch
 * PostgreSQL database with the demo content (the demo staff sign in through the console's forms):
 *
 * 1. publish-to-visible through the production front: nginx in front of two instances
 *    (scripts/front-lib.mjs, as `npm run front`). BENCH_PUBLISHES (20) times: a demo 编辑 writes a
 *    notice and submits it; after a pause of 0–1 s (so the publishes fall on every phase of
 *    nginx's one-second hold) a demo 审核 publishes it; the notice list is then read every 50 ms
 *    through nginx and on each instance directly until it shows the notice. The time from the
 *    publish answer to that first read is the figure; target p50 < 2 s through nginx. Each notice is
 *    withdrawn again, timed the same way.
 * 2. the console's article list over BENCH_CONSOLE_ARTICLES (50,000) articles, made from the demo
 *    titles (districts and years varied; 70 % published, the rest draft, in review or withdrawn;
 *    edits spread over three years): /admin/content, and /admin/content?title=… cycling through
 *    twelve keywords (rare, common, two characters to seven), each with autocannon at 10 connections
 *    for BENCH_DURATION s after a warm-up, signed in as the demo 审核. Target p50 < 100 ms.
 *
 * Run by `npm run bench` when TEST_DATABASE_URL (or BENCH_DATABASE_URL) is set, or on its own:
 *   TEST_DATABASE_URL=postgres://… node scripts/bench-console.mjs   (needs a build in .next-bench,
 *   or BENCH_DIST=.next to use the ordinary build)
 * Environment: BENCH_DURATION (10), BENCH_PORT (3605: the list's portal; the front takes the three
 * ports after it: nginx, then the two instances), BENCH_PUBLISHES (20), BENCH_CONSOLE_ARTICLES
 * (50000), BENCH_CONSOLE_PARTS ("publish,list"), BENCH_KEEP_DB=1 keeps the list's database for EXPLAIN
 * (its name is printed; drop it yourself), BENCH_DB=<that name> measures the list again on a kept database
 * (not filled, not dropped: before/after pairs of two builds on the same data), BENCH_FRONT_REFRESH=0 measures publish-to-visible without
 * the instances' refresh of nginx's held pages (lib/cache/front-refresh.js).
 * Prints the figures, the CPU time per request of the portal and of its PostgreSQL backends (the
 * figure that holds on a shared machine) and the load average; asserts nothing. The scratch databases and
 * nginx's run folder are removed afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { mulberry32 } from '../lib/random.mjs';
import { contentStep, demoStaff, saveDraft, signInStaff } from './console-client.mjs';
import { createDatabase, dropDatabase, pairSettings, startFront, tmpRunDir } from './front-lib.mjs';
import { cpuSnapshot, cpuSpent } from './bench-search.mjs';
import { startPortal } from './perf-server.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const TARGET_PUBLISH_P50_MS = 2_000;
const TARGET_LIST_P50_MS = 100;
const NOTICE_LIST = '/t3/news_list?col1=tzgg';
/** Title keywords staff might type: rare and common, two characters to seven (matches are printed). */
const TITLE_KEYWORDS = ['公示', '摇号', '维修', '通知', '配租', '申请', '住房', '公告', '指南', '政策解读', '保障性租赁住房', '青禾高新区'];

export const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

/** The nearest-rank percentile of a list of numbers. */
function percentile(values, p) {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const summary = (ms) => ({ n: ms.length, min: Math.min(...ms), p50: percentile(ms, 50), p90: percentile(ms, 90), max: Math.max(...ms) });
const line = (s) => `n=${s.n}  min ${s.min} ms  p50 ${s.p50} ms  p90 ${s.p90} ms  max ${s.max} ms`;

/** Reads `path` on each origin every 50 ms until `seen(html) === want`: the ms from `since` per origin. */
async function firstSeen(origins, path, seen, want, since, limitMs = 20_000) {
  return Promise.all(
    origins.map(async (origin) => {
      while (Date.now() - since < limitMs) {
        const res = await fetch(origin + path);
        const html = await res.text();
        if (res.status === 200 && seen(html) === want) return Date.now() - since;
        await sleep(50);
      }
      throw new Error(`${origin}${path} did not change within ${limitMs} ms`);
    }),
  );
}

export async function benchPublishToVisible({ distDir = '.next-bench', nginxPort = 3606, publishes = 20, refreshFront = true } = {}) {
  const admin = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('BENCH_DATABASE_URL or TEST_DATABASE_URL is needed');
  const name = `bzf_bench_publish_${process.pid}`;
  const runDir = tmpRunDir('bench-publish');
  const databaseUrl = await createDatabase(admin, name);
  let front = null;
  try {
    front = await startFront({
      distDir,
      runDir,
      databaseUrl,
      settings: pairSettings(path.join(runDir, 'state')),
      nginxPort,
      instancePorts: [nginxPort + 1, nginxPort + 2],
      cacheSeconds: 1,
      quiet: true,
      // BENCH_FRONT_REFRESH=0: the instances do not ask nginx to fetch changed pages again (lib/cache/front-refresh.js), as before it existed.
      env: refreshFront ? {} : { FRONT_REFRESH_URL: '' },
    });
    const via = front.origin;
    const origins = [via, ...front.instances.map((i) => i.origin)];
    const editor = await signInStaff(via, demoStaff('editor'));
    const reviewer = await signInStaff(via, demoStaff('reviewer'));
    const rnd = mulberry32(20261126);
    const shown = { nginx: [], a: [], b: [] };
    const gone = { nginx: [], a: [], b: [] };
    const runId = Date.now().toString(36);
    for (let i = 0; i < publishes; i++) {
      const word = `pv${runId}n${i}`;
      const id = await saveDraft(editor, { title: `发布到可见测试通知 ${word}`, columnKey: 'tzgg', bodyHtml: `<p>${word}</p>` });
      if (!(await contentStep(editor, id, 'submit')).ok) throw new Error(`submitting notice ${id} failed`);
      const linksTo = new RegExp(`contentId=${id}(?!\\d)`);
      const has = (html) => linksTo.test(html);
      // The list is held everywhere (nginx's tiers, the instances' route cache) before the change.
      await firstSeen(origins, NOTICE_LIST, has, false, Date.now());
      await sleep(Math.floor(rnd() * 1000));
      const published = await contentStep(reviewer, id, 'publish');
      const at = Date.now();
      if (!published.ok) throw new Error(`publishing notice ${id} answered HTTP ${published.status} → ${published.to}`);
      const [n, a, b] = await firstSeen(origins, NOTICE_LIST, has, true, at);
      shown.nginx.push(n);
      shown.a.push(a);
      shown.b.push(b);
      await sleep(Math.floor(rnd() * 1000));
      const withdrawn = await contentStep(reviewer, id, 'withdraw');
      const wat = Date.now();
      if (!withdrawn.ok) throw new Error(`withdrawing notice ${id} answered HTTP ${withdrawn.status} → ${withdrawn.to}`);
      const [gn, ga, gb] = await firstSeen(origins, NOTICE_LIST, has, false, wat);
      gone.nginx.push(gn);
      gone.a.push(ga);
      gone.b.push(gb);
      process.stdout.write(`  ${i + 1}/${publishes}: shown through nginx after ${n} ms (A ${a}, B ${b}); gone after ${gn} ms (A ${ga}, B ${gb})\n`);
    }
    const result = {
      shown: { nginx: summary(shown.nginx), a: summary(shown.a), b: summary(shown.b) },
      gone: { nginx: summary(gone.nginx), a: summary(gone.a), b: summary(gone.b) },
    };
    console.log(`\npublish → the notice list shows it (${publishes} notices, read every 50 ms; front refresh ${refreshFront ? 'on' : 'off'}; load average ${loadAverage()}, ${os.cpus().length} cores):`);
    console.log(`  through nginx   ${line(result.shown.nginx)}`);
    console.log(`  instance A      ${line(result.shown.a)}`);
    console.log(`  instance B      ${line(result.shown.b)}`);
    console.log(`withdraw → the notice list no longer shows it:`);
    console.log(`  through nginx   ${line(result.gone.nginx)}`);
    console.log(`  instance A      ${line(result.gone.a)}`);
    console.log(`  instance B      ${line(result.gone.b)}`);
    console.log(`target p50 < ${TARGET_PUBLISH_P50_MS} ms through nginx: ${result.shown.nginx.p50 < TARGET_PUBLISH_P50_MS ? 'met' : 'NOT met'}`);
    return result;
  } finally {
    await front?.stop();
    await dropDatabase(admin, name).catch((e) => console.error('could not drop', name, e.message));
    fs.rmSync(runDir, { recursive: true, force: true });
  }
}

/** `total` articles made from the demo's titles, in the demo's article columns. */
async function fillArticles(client, total) {
  const { rows } = await client.query(`select title, column_key from bpc_content where status = 'published'`);
  if (!rows.length) throw new Error('the scratch database has no demo articles to draw from');
  const districts = ['澄江区', '云溪区', '东港区', '滨湖新区', '北湖区', '青禾高新区'];
  const rnd = mulberry32(20261127);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const BATCH = 5_000;
  for (let done = 0; done < total; done += BATCH) {
    const cols = { title: [], column_key: [], status: [], publish_at: [], updated_at: [] };
    for (let i = 0; i < Math.min(BATCH, total - done); i++) {
      const demo = pick(rows);
      const year = 2019 + Math.floor(rnd() * 8);
      const r = rnd();
      const edited = Date.now() - Math.floor(rnd() * 3 * 365 * 86_400_000);
      cols.title.push(`${pick(districts)}${demo.title.replace(/^关于/, `关于${year}年`)}`.slice(0, 100));
      cols.column_key.push(demo.column_key);
      cols.status.push(r < 0.7 ? 'published' : r < 0.8 ? 'draft' : r < 0.9 ? 'review' : 'withdrawn');
      cols.publish_at.push(new Date(edited - 3_600_000).toISOString());
      cols.updated_at.push(new Date(edited).toISOString());
    }
    await client.query(
      `insert into bpc_content (title, column_key, status, publish_at, updated_at, summary, body_html, is_demo)
       select t, k, s, p, u, '', '<p>基准测试文章</p>', true from unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[], $5::timestamptz[]) as x(t, k, s, p, u)`,
      [cols.title, cols.column_key, cols.status, cols.publish_at, cols.updated_at],
    );
  }
  await client.query('vacuum analyze bpc_content');
}

/** One run at 10 connections: latency, and CPU per answered request of the portal and of its PostgreSQL backends. */
export async function autocannonRun(origin, paths, cookie, duration, cpu) {
  const before = await cpu();
  const r = await autocannon({ url: origin, connections: 10, duration, headers: { cookie }, requests: paths.map((p) => ({ method: 'GET', path: p })) });
  const spent = cpuSpent(before, await cpu());
  const answered = Math.max(1, r.requests.total);
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p90: r.latency.p90,
    p975: r.latency.p97_5,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    requests: r.requests.total,
    cpuPortalMs: spent.portal / answered,
    cpuPostgresMs: spent.postgres / answered,
  };
}

export async function benchContentList({ distDir = '.next-bench', port = 3605, duration = 10, articles = 50_000, keepDb = false, reuseDb = null } = {}) {
  const admin = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('BENCH_DATABASE_URL or TEST_DATABASE_URL is needed');
  if (reuseDb !== null && !/^bzf_bench_console_\d+$/.test(reuseDb)) throw new Error(`BENCH_DB must name a kept scratch database (bzf_bench_console_<pid>), not “${reuseDb}”`);
  const name = reuseDb ?? `bzf_bench_console_${process.pid}`;
  const databaseUrl = reuseDb ? Object.assign(new URL(admin), { pathname: `/${name}` }).toString() : await createDatabase(admin, name);
  keepDb ||= reuseDb !== null;
  let portal = null;
  try {
    // The demo seed gives the demo staff (their secrets need the personal-data key) and the titles.
    // The personal-data key follows from the scratch database's name, so a kept one (BENCH_DB) opens again.
    const piiKey = createHash('sha256').update(`bench-console:${name}`).digest('base64');
    portal = await startPortal({ distDir, port, env: { DATABASE_URL: databaseUrl, PII_KEY: piiKey } });
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('error', () => undefined);
    await client.connect();
    const plans = [];
    const matches = [];
    try {
      for (let i = 0; i < 120; i++) {
        const { rows } = await client.query(`select count(*)::int as n from bps_staff`).catch(() => ({ rows: [{ n: 0 }] }));
        if (rows[0].n > 0) break;
        await sleep(500);
      }
      const started = Date.now();
      if (reuseDb) console.log(`\nreusing the kept scratch database ${name} (not filled again)`);
      else await fillArticles(client, articles);
      const { rows: size } = await client.query(`select count(*)::int as n, pg_size_pretty(pg_relation_size('bpc_content_title_bigram_idx')) as idx from bpc_content`);
      console.log(`${reuseDb ? '' : '\n'}${size[0].n.toLocaleString('en')} articles in bpc_content${reuseDb ? '' : ` (${articles.toLocaleString('en')} generated in ${((Date.now() - started) / 1000).toFixed(1)} s)`}; title bigram index ${size[0].idx}`);
      for (const keyword of TITLE_KEYWORDS) {
        const { rows } = await client.query(`select count(*)::int as n from bpc_content where title ilike '%' || $1 || '%'`, [keyword]);
        matches.push(`${keyword} ${rows[0].n.toLocaleString('en')}`);
      }
      for (const keyword of ['摇号', '住房']) {
        const { rows } = await client.query(
          `explain analyze select id from bpc_content where bpc_title_bigrams(title) @> bpc_title_bigrams($1) and title ilike '%' || $1 || '%' order by updated_at desc, id desc limit 20`,
          [keyword],
        );
        plans.push(`“${keyword}”:`, ...rows.map((r) => `  ${r['QUERY PLAN']}`));
      }
    } finally {
      await client.end();
    }
    const session = await signInStaff(portal.origin, demoStaff('reviewer'));
    const check = await fetch(`${portal.origin}/admin/content`, { headers: { cookie: session.cookie }, redirect: 'manual' });
    const html = await check.text();
    if (check.status !== 200 || !html.includes('超过')) throw new Error(`/admin/content answered HTTP ${check.status} without the list of more than 10,000 articles`);
    const monitor = new pg.Client({ connectionString: admin });
    await monitor.connect();
    const cpu = () => cpuSnapshot(monitor, name, portal.pid);
    const plain = ['/admin/content'];
    const filtered = TITLE_KEYWORDS.map((k) => `/admin/content?title=${encodeURIComponent(k)}`);
    const results = {};
    for (const [label, paths] of [
      ['no filter', plain],
      ['title filter', filtered],
    ]) {
      for (const p of paths) for (let i = 0; i < 3; i++) await (await fetch(portal.origin + p, { headers: { cookie: session.cookie } })).arrayBuffer();
      const warm = await autocannonRun(portal.origin, paths, session.cookie, 5, cpu);
      results[label] = await autocannonRun(portal.origin, paths, session.cookie, duration, cpu);
      const r = results[label];
      console.log(
        `/admin/content, ${label.padEnd(12)} c=10 ${duration} s: ${String(r.rps).padStart(4)} req/s  p50 ${r.p50} ms  p90 ${r.p90} ms  p97.5 ${r.p975} ms  p99 ${r.p99} ms  errors ${r.errors}  (${r.requests} requests; warm-up ${warm.rps} req/s p50 ${warm.p50} ms)\n` +
          `${''.padEnd(30)}CPU per request: portal ${r.cpuPortalMs.toFixed(1)} ms + PostgreSQL ${r.cpuPostgresMs.toFixed(1)} ms`,
      );
    }
    await monitor.end();
    console.log(`title keywords and their matches: ${matches.join(', ')}`);
    console.log(`load average ${loadAverage()}, ${os.cpus().length} cores`);
    console.log(`target p50 < ${TARGET_LIST_P50_MS} ms: ${Object.values(results).every((r) => r.p50 < TARGET_LIST_P50_MS) ? 'met' : 'NOT met'}`);
    console.log('plans of the page query (PostgreSQL):');
    for (const l of plans) console.log(`  ${l}`);
    return results;
  } finally {
    await portal?.stop();
    if (keepDb) console.log(`scratch database kept: ${databaseUrl} (drop database ${name} when done)`);
    else await dropDatabase(admin, name).catch((e) => console.error('could not drop', name, e.message));
  }
}

export async function benchConsole({ distDir = '.next-bench', port = 3605, duration = 10 } = {}) {
  const parts = (process.env.BENCH_CONSOLE_PARTS ?? 'publish,list').split(',');
  const out = {};
  if (parts.includes('publish')) {
    out.publish = await benchPublishToVisible({ distDir, nginxPort: port + 1, publishes: Number(process.env.BENCH_PUBLISHES ?? 20), refreshFront: process.env.BENCH_FRONT_REFRESH !== '0' });
  }
  if (parts.includes('list')) {
    out.list = await benchContentList({ distDir, port, duration, articles: Number(process.env.BENCH_CONSOLE_ARTICLES ?? 50_000), keepDb: process.env.BENCH_KEEP_DB === '1', reuseDb: process.env.BENCH_DB || null });
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchConsole({ distDir: process.env.BENCH_DIST ?? '.next-bench', port: Number(process.env.BENCH_PORT ?? 3605), duration: Number(process.env.BENCH_DURATION ?? 10) })
    .then(() => process.exit(0))
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
