#!/usr/bin/env node
/**
 * The signed-in personal centre with its unread count (issue #28 part 9), measured both ways the
 * figures in docs/performance.md were taken, so they can be compared:
 *
 *   1. "one instance" — as `npm run bench` measured its 101 req/s: one portal on an embedded
 *      database (PGlite, the demo content), the personal centre's basic_info page at c=10 with
 *      autocannon.
 *   2. "through the front" — nginx in front of two instances on one scratch PostgreSQL database
 *      (scripts/front-lib.mjs, as `npm run front`), the same page at c=10 with autocannon and with
 *      wrk (2 threads, `Accept-Encoding: gzip`, scripts/wrk-report.lua), and the header's own
 *      request, the unread count API, likewise.
 *
 * The signed-in citizen is the demo citizen (13800000001), whose demo cases have messages, some of
 * them unread: the side menu's 站内信 entry shows the count and the header asks the API for it. The
 * page's HTML is checked for the count before anything is measured. Each run prints req/s,
 * p50/p99, errors and the CPU time per request of the portal processes (and, through the front, of
 * PostgreSQL's backends and nginx), with the load average.
 *
 * Run by `npm run bench` when TEST_DATABASE_URL (or BENCH_DATABASE_URL) is set, or on its own:
 *   TEST_DATABASE_URL=postgres://… node scripts/bench-personal.mjs   (BENCH_DIST=.next for the ordinary build)
 * Environment: BENCH_DURATION (10), BENCH_PORT (3613: nginx; the instances the two ports after it,
 * the one-instance portal the third), BENCH_PERSONAL_PARTS ("single,front"). Asserts nothing.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { createDatabase, dropDatabase, ensureWrk, pairSettings, ROOT, startFront, tmpRunDir } from './front-lib.mjs';
import { startPortal } from './perf-server.mjs';

const PERSONAL = '/t1/personalCenter/personal_info/basic_info';
const UNREAD_API = '/api/bzf-portal-case/messages/unreadCount';
const DEMO_CITIZEN = { mobile: '13800000001', password: 'Anju2026qh' };
const TARGET_RPS = 100;
const GZIP = { 'accept-encoding': 'gzip' };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

/** utime + stime in ms of these processes and their children (/proc/<pid>/stat). */
function cpuMs(pids) {
  const tick = 1000 / (Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100);
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(f[11]) + Number(f[12]);
    } catch {
      // gone
    }
  }
  return ticks * tick;
}
/** A process and its descendants (the portal server runs Next in the same process; nginx has workers). */
function treePids(pid) {
  const out = [pid];
  for (let i = 0; i < out.length; i++) {
    const r = spawnSync('pgrep', ['-P', String(out[i])], { encoding: 'utf8' });
    out.push(...r.stdout.split('\n').filter(Boolean).map(Number));
  }
  return out;
}

/** Signs the demo citizen in through `origin`; the session cookie. */
async function signIn(origin) {
  const res = await fetch(`${origin}/api/bzf-portal-register/portal/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(DEMO_CITIZEN),
  });
  const token = res.headers.getSetCookie().find((c) => c.startsWith('tokenId='));
  if (!res.ok || !token) throw new Error(`the demo citizen's sign-in through ${origin} answered HTTP ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return token.split(';')[0];
}

/** The unread count the API gives and the page shows; throws when the page does not show it. */
async function checkPage(origin, cookie) {
  const count = (await (await fetch(origin + UNREAD_API, { headers: { cookie } })).json())?.data?.count;
  const res = await fetch(origin + PERSONAL, { headers: { cookie }, redirect: 'manual' });
  const html = await res.text();
  if (res.status !== 200) throw new Error(`${PERSONAL} answered HTTP ${res.status}`);
  if (!(count > 0)) throw new Error(`the demo citizen has no unread message (count ${count}): the bench would not measure the count`);
  if (!html.includes(`${count} 条未读`)) throw new Error(`${PERSONAL} does not show the unread count ${count}`);
  return { count, bytes: html.length };
}

function autocannonRun(url, headers, duration) {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections: 10, duration, headers, pipelining: 1, timeout: 10 }, (err, r) =>
      err
        ? reject(err)
        : resolve({ tool: 'autocannon', rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx, requests: r.requests.total }),
    ),
  );
}

/** wrk at 10 connections, 2 threads, with scripts/wrk-report.lua (as scripts/bench-front.mjs runs it). */
function wrkRun(wrk, url, headers, duration) {
  const args = ['-t', '2', '-c', '10', '-d', `${duration}s`, '--timeout', '10s', '-s', path.join(ROOT, 'scripts', 'wrk-report.lua')];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(wrk, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('WRK_JSON '));
      if (code !== 0 || !line) return reject(new Error(`wrk failed (${code}):\n${out}`));
      const r = JSON.parse(line.slice('WRK_JSON '.length));
      const e = r.errors;
      resolve({ tool: 'wrk', rps: Math.round(r.requests / (r.durationUs / 1e6)), p50: Math.round(r.p50Us / 100) / 10, p99: Math.round(r.p99Us / 100) / 10, errors: e.connect + e.read + e.write + e.timeout + e.status, requests: r.requests });
    });
  });
}

/** A run with the CPU per answered request of each group of processes. */
async function measured(label, groups, run) {
  const before = Object.fromEntries(Object.entries(groups).map(([k, pids]) => [k, cpuMs(pids())]));
  const r = await run();
  const cpu = Object.fromEntries(Object.entries(groups).map(([k, pids]) => [k, Math.round(((cpuMs(pids()) - before[k]) / Math.max(1, r.requests)) * 10) / 10]));
  const row = { label, ...r, cpuMsPerRequest: cpu, load: loadAverage() };
  console.log(
    `  ${label.padEnd(48)} ${r.tool.padEnd(10)} ${String(r.rps).padStart(4)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}  ` +
      `CPU/request ${Object.entries(cpu).map(([k, v]) => `${k} ${v} ms`).join(' + ')}  (load ${row.load})`,
  );
  return row;
}

async function pgBackendPids(monitor, dbName) {
  const { rows } = await monitor.query('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [dbName]);
  return rows.map((r) => r.pid);
}

export async function benchPersonal({ distDir = '.next-bench', port = 3613, duration = 10, parts = ['single', 'front'] } = {}) {
  const out = [];
  if (parts.includes('single')) {
    // 1. As `npm run bench`: one instance, PGlite.
    const portal = await startPortal({ distDir, port: port + 3 });
    try {
      const cookie = await signIn(portal.origin);
      const { count, bytes } = await checkPage(portal.origin, cookie);
      console.log(`\nsigned-in personal centre (demo citizen, ${count} unread, ${bytes.toLocaleString('en')} B of HTML), c=10, ${duration} s per run:`);
      console.log('one instance, embedded database (PGlite) — the way docs/performance.md measured 101 req/s:');
      for (let i = 0; i < 50; i++) await (await fetch(portal.origin + PERSONAL, { headers: { cookie } })).arrayBuffer();
      await autocannonRun(portal.origin + PERSONAL, { cookie }, 5);
      const groups = { portal: () => treePids(portal.pid) };
      out.push(await measured('one instance, PGlite: page', groups, () => autocannonRun(portal.origin + PERSONAL, { cookie }, duration)));
      out.push(await measured('one instance, PGlite: unread count API', groups, () => autocannonRun(portal.origin + UNREAD_API, { cookie }, duration)));
    } finally {
      await portal.stop();
    }
  }
  if (parts.includes('front')) {
    // 2. Through the production front: nginx and two instances on PostgreSQL.
    const admin = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
    if (!admin) throw new Error('BENCH_DATABASE_URL or TEST_DATABASE_URL is needed for the front');
    const wrk = ensureWrk();
    const name = `bzf_bench_personal_${process.pid}`;
    const runDir = tmpRunDir('bench-personal');
    const databaseUrl = await createDatabase(admin, name);
    let front = null;
    const monitor = new pg.Client({ connectionString: admin });
    try {
      front = await startFront({
        distDir,
        runDir,
        databaseUrl,
        settings: pairSettings(path.join(runDir, 'state'), {}),
        nginxPort: port,
        instancePorts: [port + 1, port + 2],
        quiet: true,
      });
      await monitor.connect();
      const via = front.origin;
      let cookie = null;
      for (let i = 0; i < 60 && !cookie; i++) cookie = await signIn(via).catch(async (e) => (i === 59 ? Promise.reject(e) : (await sleep(1000), null)));
      const { count, bytes } = await checkPage(via, cookie);
      console.log(`\nthrough the front (nginx + two instances, PostgreSQL), demo citizen with ${count} unread, ${bytes.toLocaleString('en')} B of HTML:`);
      const pgPids = await pgBackendPids(monitor, name);
      const groups = {
        instances: () => front.instances.flatMap((i) => treePids(i.child.pid)),
        postgres: () => pgPids,
        nginx: () => treePids(front.nginx().pid),
      };
      const headers = { ...GZIP, cookie };
      for (let i = 0; i < 50; i++) await (await fetch(via + PERSONAL, { headers })).arrayBuffer();
      await autocannonRun(via + PERSONAL, headers, 5);
      out.push(await measured('through the front: page', groups, () => autocannonRun(via + PERSONAL, headers, duration)));
      out.push(await measured('through the front: page', groups, () => wrkRun(wrk, via + PERSONAL, headers, duration)));
      out.push(await measured('through the front: unread count API', groups, () => wrkRun(wrk, via + UNREAD_API, headers, duration)));
    } finally {
      await monitor.end().catch(() => undefined);
      await front?.stop();
      await dropDatabase(admin, name).catch((e) => console.error('could not drop', name, e.message));
      fs.rmSync(runDir, { recursive: true, force: true });
    }
  }
  const pages = out.filter((r) => r.label.endsWith(': page'));
  console.log(`target ≥ ${TARGET_RPS} req/s for the page at c=10: ${pages.map((r) => `${r.label.split(':')[0]} (${r.tool}) ${r.rps >= TARGET_RPS ? 'met' : 'NOT met'}`).join('; ')}`);
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchPersonal({
    distDir: process.env.BENCH_DIST ?? '.next-bench',
    port: Number(process.env.BENCH_PORT ?? 3613),
    duration: Number(process.env.BENCH_DURATION ?? 10),
    parts: (process.env.BENCH_PERSONAL_PARTS ?? 'single,front').split(','),
  })
    .then(() => process.exit(0))
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
