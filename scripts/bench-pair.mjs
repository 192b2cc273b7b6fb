#!/usr/bin/env node
/**
 * Two builds compared on one page, back to back, on a machine shared with other work: both portals
 * run at once, and short autocannon bursts alternate between them (A B B A A B …), so both sides see
 * the same background load. The measure is the server process's CPU time per request (utime + stime
 * from /proc/<pid>/stat around each burst, divided by the requests answered): less disturbed by other
 * processes than req/s. Linux only. Usage (after building each side into its own dist dir):
 *
 *   node scripts/bench-pair.mjs <labelA>=<distA> <labelB>=<distB> [--rounds 6] [--seconds 5]
 *        [--path /t1/personalCenter/personal_info/basic_info] [--ports 4520,4521]
 *        [--pg postgres://postgres@127.0.0.1:5432/test]
 *
 * Each side gets its own fresh PGlite folder, or with --pg its own database (created, then dropped);
 * PII_KEY is generated for the run. The demo citizen (README) is signed in on each side and its
 * tokenId cookie sent with every request, with accept-encoding: gzip. `NODE_OPTIONS_<label>` adds
 * node flags to one side (e.g. the same build twice, one with --max-semi-space-size=64).
 * docs/performance.md, "Method".
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const sidesArg = args.filter((a, i) => a.includes('=') && !args[i - 1]?.startsWith('--'));
if (sidesArg.length !== 2) {
  console.error('usage: node scripts/bench-pair.mjs <labelA>=<distA> <labelB>=<distB> [--rounds 6] [--seconds 5] [--path …] [--ports a,b] [--pg <admin url>]');
  process.exit(2);
}
const rounds = Number(option('rounds', '6'));
const seconds = Number(option('seconds', '5'));
const pagePath = option('path', '/t1/personalCenter/personal_info/basic_info');
const ports = option('ports', '4520,4521').split(',').map(Number);
const pgAdmin = option('pg', '');
const DEMO = { mobile: '13800000001', password: 'Anju2026qh' };
const piiKey = randomBytes(32).toString('base64');
const runId = Date.now().toString(36);

const sides = sidesArg.map((s, i) => {
  const [label, dist] = s.split('=');
  return { label, dist, port: ports[i], db: `bench_pair_${runId}_${i}`, dataDir: path.join(os.tmpdir(), `bench-pair-${runId}-${i}`) };
});
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** utime + stime of a process in ms (clock ticks of 10 ms). */
const cpuMs = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const median = (values) => {
  const v = [...values].sort((a, b) => a - b);
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
};
const withAdmin = async (sql) => {
  const client = new pg.Client({ connectionString: pgAdmin });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};
const dbUrl = (name) => {
  const u = new URL(pgAdmin);
  u.pathname = `/${name}`;
  return u.toString();
};

async function start(side) {
  const env = { ...process.env, NEXT_DIST_DIR: side.dist, SITE_URL: `http://localhost:${side.port}`, NODE_ENV: 'production', PII_KEY: piiKey };
  if (pgAdmin) {
    await withAdmin(`CREATE DATABASE "${side.db}"`);
    env.DATABASE_URL = dbUrl(side.db);
  } else env.PGLITE_DATA_DIR = side.dataDir;
  const flags = (process.env[`NODE_OPTIONS_${side.label}`] ?? '').split(' ').filter(Boolean);
  side.proc = spawn(process.execPath, [...flags, 'scripts/portal-server.mjs', '--port', String(side.port), '--hostname', 'localhost'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function signIn(side) {
  const origin = `http://localhost:${side.port}`;
  for (let i = 0; ; i += 1) {
    try {
      await fetch(`${origin}/login`);
      break;
    } catch (error) {
      if (i > 180) throw error;
      await sleep(1000);
    }
  }
  const res = await fetch(`${origin}/api/bzf-portal-register/portal/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(DEMO),
  });
  const token = res.headers.getSetCookie().find((c) => c.startsWith('tokenId='));
  if (!token) throw new Error(`${side.label}: the demo citizen could not sign in (${res.status})`);
  side.cookie = token.split(';')[0];
  const page = await fetch(`${origin}${pagePath}`, { headers: { cookie: side.cookie }, redirect: 'manual' });
  const bytes = Buffer.byteLength(await page.text());
  console.log(`[${side.label}] ${side.dist}: ${pagePath} → ${page.status}, ${bytes} bytes, cache-control: ${page.headers.get('cache-control')}`);
}

function burst(side, duration) {
  const out = execFileSync(
    'npx',
    ['autocannon', '-j', '-c', '10', '-d', String(duration), '-H', `cookie: ${side.cookie ?? ''}`, '-H', 'accept-encoding: gzip', `http://localhost:${side.port}${pagePath}`],
    { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] },
  );
  return JSON.parse(out.toString());
}

async function stop() {
  for (const side of sides) {
    if (side.proc && side.proc.exitCode === null) {
      side.proc.kill('SIGTERM');
      await new Promise((r) => side.proc.once('exit', r));
    }
    if (pgAdmin) await withAdmin(`DROP DATABASE IF EXISTS "${side.db}"`).catch(() => undefined);
    else fs.rmSync(side.dataDir, { recursive: true, force: true });
  }
}

try {
  for (const side of sides) await start(side);
  for (const side of sides) await signIn(side);
  for (const side of sides) burst(side, 4); // warm-up: JIT and caches
  for (const side of sides) side.runs = [];
  for (let r = 0; r < rounds; r += 1) {
    for (const side of r % 2 ? [...sides].reverse() : sides) {
      const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
      const before = cpuMs(side.proc.pid);
      const result = burst(side, seconds);
      const cpu = (cpuMs(side.proc.pid) - before) / result.requests.total;
      const run = { load: Number(load), rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bad: result.non2xx + result.errors + result.timeouts, cpu };
      side.runs.push(run);
      console.log(`[${side.label}] round ${r + 1}: load ${load}, ${run.rps} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, ${run.bad} not 2xx, CPU ${cpu.toFixed(2)} ms/request`);
    }
  }
  for (const side of sides) {
    const loads = side.runs.map((r) => r.load);
    console.log(
      `[${side.label}] median of ${rounds}: CPU ${median(side.runs.map((r) => r.cpu)).toFixed(2)} ms/request, ${median(side.runs.map((r) => r.rps)).toFixed(1)} req/s, ` +
        `p50 ${median(side.runs.map((r) => r.p50))} ms; load ${Math.min(...loads)}–${Math.max(...loads)} on ${os.cpus().length} cores; ${side.runs.reduce((a, r) => a + r.bad, 0)} not 2xx`,
    );
  }
} finally {
  await stop();
}
