#!/usr/bin/env node
/**
 * npm run bench — throughput and latency of the portal against the physical limit.
 *
 * Builds the portal (distDir .next-bench), starts it on 127.0.0.1:3601 with a fresh embedded
 * database and the demo content, and measures with autocannon, at 10 and 100 connections:
 *   /home (served from the Next cache), a notice list, a notice (article), a filtered project list
 *   and a project page (route cache), the column-tree API,
 *   and a dynamic page (the personal centre with a signed-in bench user; /login if that fails).
 * Each is compared with a static baseline: the very same bytes served by a minimal node:http
 * server (port 3602, its own process). Prints every figure and the ratio portal / baseline, the
 * first-load JavaScript (gzip, without the noModule polyfills modern browsers never fetch;
 * scripts/first-load-js.mjs measures it alone in seconds) per route and the portal's peak memory, and writes
 * bench-results/bench-<time>.json and bench-results/latest.json. Asserts nothing.
 *
 * Environment: BENCH_DURATION (seconds per run, default 10), BENCH_CONNECTIONS ("10,100"),
 * BENCH_SKIP_BUILD=1 (reuse .next-bench), BENCH_PORT (3601; baseline uses +1).
 *
 * `npm run bench -- --front` (or BENCH_FRONT=1) measures the production front instead: nginx and two
 * instances on PostgreSQL against nginx serving the same bytes from disk, and a soak
 * (scripts/bench-front.mjs).
 *
 * With TEST_DATABASE_URL (or BENCH_DATABASE_URL) set, it then runs scripts/bench-projects.mjs:
 * selectProject with three filters over 10,000 generated projects in a scratch PostgreSQL database,
 * scripts/bench-search.mjs: the site search over 50,000 generated documents, likewise, and
 * scripts/bench-console.mjs: publish-to-visible through nginx and two instances (20 notices
 * published in the console), and the console's article list over 50,000 articles (ports
 * BENCH_PORT + 4 to + 7), scripts/bench-inbox.mjs: the 业务经办 inbox with two filters over 100,000
 * generated cases (BENCH_PORT + 8), scripts/bench-apply-window.mjs: 2,000 公租房 applications in one
 * minute through the front, checked in the database afterwards (BENCH_PORT + 16), and
 * scripts/bench-personal.mjs: the signed-in personal centre
 * with its unread count on one instance (PGlite, as above) and through nginx and two instances with
 * autocannon and wrk (BENCH_PORT + 12 to + 15).
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { firstLoadJsKb } from './first-load-js.mjs';
import { buildPortal, cleanupOnSignal, discoverContentUrls, peakRssMb, ROOT, startPortal } from './perf-server.mjs';

const DIST = '.next-bench';
const PORT = Number(process.env.BENCH_PORT ?? 3601);
const BASE_PORT = PORT + 1;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,100').split(',').map(Number);
const OUT_DIR = path.join(ROOT, 'bench-results');

const BENCH_MOBILE = '13900009999';
const BENCH_PASSWORD = 'bench2026pass';
const PERSONAL_CENTRE = '/t1/personalCenter/personal_info/basic_info';

function run(url, connections, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: DURATION, headers, pipelining: 1 }, (err, r) => (err ? reject(err) : resolve(r)));
  });
}

function figures(r) {
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    requests: r.requests.total,
  };
}

/** Signs up (or in) the bench user; the tokenId cookie, or null when accounts are unavailable. */
async function benchSession(origin) {
  const post = (p, body) =>
    fetch(`${origin}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(body),
      redirect: 'manual',
    });
  try {
    let res = await post('/api/bzf-portal-register/portal/register', {
      mobile: BENCH_MOBILE,
      password: BENCH_PASSWORD,
      agreeUser: true,
      agreeRegister: true,
    });
    if (!res.ok) res = await post('/api/bzf-portal-register/portal/login', { mobile: BENCH_MOBILE, password: BENCH_PASSWORD });
    const token = res.headers.getSetCookie().find((c) => c.startsWith('tokenId='));
    if (!res.ok || !token) return null;
    const cookie = token.split(';')[0];
    const check = await fetch(`${origin}${PERSONAL_CENTRE}`, { headers: { cookie }, redirect: 'manual' });
    return check.status === 200 ? cookie : null;
  } catch {
    return null;
  }
}

/** The minimal node:http baseline in its own process, serving fixed bytes per path. */
async function startBaseline(pages) {
  const file = path.join(OUT_DIR, '.baseline-pages.json');
  fs.writeFileSync(file, JSON.stringify(pages.map((p) => ({ path: p.path, type: p.type, body: p.body.toString('base64') }))));
  const child = fork(path.join(ROOT, 'scripts', 'static-baseline.mjs'), [file, String(BASE_PORT)], { stdio: 'inherit' });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`baseline exited ${code}`)));
  });
  return {
    origin: `http://127.0.0.1:${BASE_PORT}`,
    stop: () => {
      child.kill();
      fs.rmSync(file, { force: true });
    },
  };
}

const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);

async function main() {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  if (process.env.BENCH_SKIP_BUILD !== '1' || !fs.existsSync(path.join(ROOT, DIST, 'BUILD_ID'))) buildPortal(DIST);
  const portal = await startPortal({ distDir: DIST, port: PORT });
  let baseline = null;
  cleanupOnSignal(async () => {
    baseline?.stop();
    await portal.stop();
  });
  try {
    const { list, article } = await discoverContentUrls(portal.origin);
    const cookie = await benchSession(portal.origin);
    const dynamicRoute = cookie
      ? { name: 'personal centre (dynamic, signed in)', path: PERSONAL_CENTRE, headers: { cookie } }
      : { name: 'login (dynamic; personal centre unavailable)', path: '/login', headers: {} };
    const routes = [
      { name: 'home (Next cache)', path: '/home', headers: {}, content: true },
      { name: 'notice list', path: list, headers: {}, content: true },
      { name: 'article', path: article, headers: {}, content: true },
      { name: 'filtered project list', path: '/t1/xmzs?type=gzf&district=yx&sort=available', headers: {}, content: true },
      { name: 'project page', path: '/t1/projectDetail?projectId=12', headers: {}, content: true },
      { name: 'column-tree API', path: '/api/bzf-portal-cms/bpcColumnEntity/selectFrontColumnTree', headers: {} },
      { ...dynamicRoute, dynamic: true },
    ];

    // Warm up (fills the Next cache and the data cache), then take each route's bytes.
    const pages = [];
    for (const r of routes) {
      for (let i = 0; i < 5; i++) await (await fetch(portal.origin + r.path, { headers: r.headers })).arrayBuffer();
      const res = await fetch(portal.origin + r.path, { headers: r.headers });
      const body = Buffer.from(await res.arrayBuffer());
      r.status = res.status;
      r.cache = res.headers.get('x-nextjs-cache') ?? 'none (rendered per request)';
      r.bytes = body.length;
      pages.push({ path: r.path, type: res.headers.get('content-type') ?? 'text/html', body });
      if (r.content || r.dynamic) r.firstLoadJs = await firstLoadJsKb(portal.origin, body.toString('utf8'));
    }
    baseline = await startBaseline(pages);

    console.log(`\nautocannon, ${DURATION} s per run, on ${process.env.BENCH_HOST_NOTE ?? `${(await import('node:os')).cpus().length} cores`} shared by server and load generator\n`);
    const results = [];
    for (const connections of CONNECTIONS) {
      for (const r of routes) {
        const portalRun = figures(await run(portal.origin + r.path, connections, r.headers));
        const baseRun = figures(await run(baseline.origin + r.path, connections));
        const row = {
          route: r.name,
          path: r.path,
          connections,
          bytes: r.bytes,
          cache: r.cache,
          portal: portalRun,
          baseline: baseRun,
          ratioRps: Math.round((portalRun.rps / baseRun.rps) * 1000) / 1000,
        };
        results.push(row);
        console.log(
          `${pad(r.name, 40)} c=${lpad(connections, 3)}  portal ${lpad(portalRun.rps, 6)} req/s  p50 ${lpad(portalRun.p50, 4)} ms  p99 ${lpad(portalRun.p99, 5)} ms  errors ${portalRun.errors}` +
            `  |  baseline ${lpad(baseRun.rps, 6)} req/s  p50 ${lpad(baseRun.p50, 3)} ms  p99 ${lpad(baseRun.p99, 4)} ms  |  portal/baseline ${(row.ratioRps * 100).toFixed(1)} %`,
        );
      }
    }

    const peak = Math.round(peakRssMb(portal.pid));
    const home = (c) => results.find((x) => x.path === '/home' && x.connections === c);
    const summary = {
      firstLoadJsKbGzip: Object.fromEntries(routes.filter((r) => r.firstLoadJs).map((r) => [r.name, r.firstLoadJs.kb])),
      peakPortalRssMb: peak,
      dynamicMeasured: dynamicRoute.name,
      cachedContentVsRendered: CONNECTIONS.map((c) => {
        const h = home(c);
        const others = results.filter((x) => x.connections === c && x.route !== h?.route && pages.find((p) => p.path === x.path) && routes.find((r) => r.path === x.path)?.content);
        return { connections: c, homeRps: h?.portal.rps, others: others.map((o) => ({ route: o.route, rps: o.portal.rps, ofHome: Math.round((o.portal.rps / (h?.portal.rps || 1)) * 1000) / 1000 })) };
      }),
    };

    console.log('\nfirst-load JavaScript (gzip), per route:');
    for (const r of routes.filter((x) => x.firstLoadJs)) console.log(`  ${pad(r.name, 40)} ${lpad(r.firstLoadJs.kb, 6)} kB  (${r.firstLoadJs.scripts} scripts)`);
    console.log('\nresponses:');
    for (const r of routes) console.log(`  ${pad(r.name, 40)} HTTP ${r.status}  ${lpad(r.bytes, 7)} bytes  x-nextjs-cache: ${r.cache}`);
    console.log(`\npeak memory of the portal process (VmHWM): ${peak} MB`);

    const report = {
      when: new Date().toISOString(),
      node: process.version,
      cpus: (await import('node:os')).cpus().length,
      durationSeconds: DURATION,
      results,
      summary,
    };
    const stamp = report.when.replace(/[:.]/g, '-');
    fs.writeFileSync(path.join(OUT_DIR, `bench-${stamp}.json`), JSON.stringify(report, null, 2));
    fs.writeFileSync(path.join(OUT_DIR, 'latest.json'), JSON.stringify(report, null, 2));
    console.log(`\nwritten: bench-results/bench-${stamp}.json (and latest.json)`);
  } finally {
    baseline?.stop();
    await portal.stop();
  }
}

if (process.env.BENCH_FRONT === '1' || process.argv.includes('--front')) {
  await import('./bench-front.mjs');
} else {
  main()
    .then(async () => {
      if (!(process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL)) {
        console.log('\nselectProject over 10,000 projects, site search over 50,000 documents, the console (publish-to-visible, article list, case inbox) and the personal centre through the front: skipped (set TEST_DATABASE_URL to a PostgreSQL server).');
        return;
      }
      const { benchProjects } = await import('./bench-projects.mjs');
      await benchProjects({ distDir: DIST, port: PORT + 2, duration: DURATION });
      const { benchSearch } = await import('./bench-search.mjs');
      await benchSearch({ distDir: DIST, port: PORT + 3, duration: DURATION });
      const { benchConsole } = await import('./bench-console.mjs');
      await benchConsole({ distDir: DIST, port: PORT + 4, duration: DURATION });
      const { benchInbox } = await import('./bench-inbox.mjs');
      await benchInbox({ distDir: DIST, port: PORT + 8, duration: DURATION });
      const { benchPersonal } = await import('./bench-personal.mjs');
      await benchPersonal({ distDir: DIST, port: PORT + 12, duration: DURATION });
      // A registration window opening: 2,000 公租房 applications in one minute through the front (issue #29 part 6).
      const { benchApplyWindow } = await import('./bench-apply-window.mjs');
      await benchApplyWindow({ distDir: DIST, port: PORT + 16 });
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
