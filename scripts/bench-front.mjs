#!/usr/bin/env node
/**
 * npm run bench -- --front   (or BENCH_FRONT=1 npm run bench) — the production front measured
 * (issue #14 part 5). Needs a PostgreSQL server: BENCH_DATABASE_URL or TEST_DATABASE_URL (admin URL;
 * a scratch database is made and dropped), started if down; nginx and wrk installed when missing (root).
 *
 *   1. Cached pages through nginx (port 3720, two instances 3721/3722) against a baseline: a second
 *      nginx (3723, same worker count) serving the very same gzip bytes from disk. 100 connections,
 *      measured with wrk (2 threads): autocannon, one Node process, was the limit of both at
 *      ≈ 3,000 requests/s. Also the CPU time of nginx's processes per request, front and baseline.
 *   2. The portal alone (instance 3721, no front) at 100 connections, with wrk and with autocannon
 *      (which gives up on a request after 10 s and counts it, also when the run ends meanwhile).
 *   3. A mixed soak through nginx (home, lists, articles, project finder, API, signed-in pages),
 *      BENCH_SOAK_SECONDS long (600; e.g. 60 for a trial run), 10 connections, autocannon (a list of
 *      different requests in turn, with cookies): errors, and each instance's resident memory
 *      sampled every 5 s, compared from 20 % of the run (minute 2 of 10) to its end.
 * Environment: BENCH_DURATION (10 s per run), BENCH_FRONT_CONNECTIONS (100), BENCH_WRK_THREADS (2),
 * BENCH_SOAK_SECONDS (0: no soak), BENCH_SOAK_CONNECTIONS (10), BENCH_FRONT_DIST (.next-front; built when missing).
 * Writes bench-results/front-<time>.json. Asserts nothing; prints every figure.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildIfNeeded, createDatabase, dropDatabase, ensureNginx, ensurePostgres, ensureWrk, pairSettings, prepareRunDir, ROOT, startFront, tmpRunDir } from './front-lib.mjs';

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const NGINX_PORT = Number(process.env.BENCH_FRONT_PORT ?? 3720);
const PORTS = [NGINX_PORT + 1, NGINX_PORT + 2];
const BASE_PORT = NGINX_PORT + 3;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_FRONT_CONNECTIONS ?? 100);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
const SOAK_CONNECTIONS = Number(process.env.BENCH_SOAK_CONNECTIONS ?? 10);
const WRK_THREADS = Number(process.env.BENCH_WRK_THREADS ?? 2);
/** A request unanswered after this long is a timeout (wrk and autocannon alike). */
const TIMEOUT_SECONDS = 10;
const DIST = process.env.BENCH_FRONT_DIST ?? '.next-front';
const OUT_DIR = path.join(ROOT, 'bench-results');
const GZIP = { 'accept-encoding': 'gzip' };
const PERSONAL = '/t1/personalCenter/personal_info/basic_info';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const lpad = (s, n) => String(s).padStart(n);

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ pipelining: 1, timeout: TIMEOUT_SECONDS, ...opts }, (err, r) => (err ? reject(err) : resolve(r)));
  });
}
const figures = (r) => ({
  tool: 'autocannon',
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  max: r.latency.max,
  timeouts: r.timeouts,
  errors: r.errors,
  non2xx: r.non2xx,
  requests: r.requests.total,
});

const WRK_SCRIPT = path.join(ROOT, 'scripts', 'wrk-report.lua');
const ms = (us) => Math.round(us / 10) / 100;

/**
 * One wrk run (keep-alive connections, one request in flight on each). Timeouts: answers later than
 * TIMEOUT_SECONDS; errors: socket errors (connect, read, write); non2xx: statuses above 399
 * (scripts/wrk-report.lua says what wrk counts and what it does not).
 * @param {{ wrk: string, url: string, connections: number, duration: number, headers?: Record<string, string> }} o
 */
function runWrk(o) {
  const args = ['-t', String(Math.min(WRK_THREADS, o.connections)), '-c', String(o.connections), '-d', `${o.duration}s`, '--timeout', `${TIMEOUT_SECONDS}s`, '-s', WRK_SCRIPT];
  for (const [k, v] of Object.entries(o.headers ?? {})) args.push('-H', `${k}: ${v}`);
  args.push(o.url);
  return new Promise((resolve, reject) => {
    const child = spawn(o.wrk, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('WRK_JSON '));
      if (code !== 0 || !line) return reject(new Error(`wrk failed (${code}):\n${out}`));
      const r = JSON.parse(line.slice('WRK_JSON '.length));
      resolve({
        tool: 'wrk',
        rps: Math.round(r.requests / (r.durationUs / 1e6)),
        p50: ms(r.p50Us),
        p90: ms(r.p90Us),
        p99: ms(r.p99Us),
        max: ms(r.maxUs),
        timeouts: r.errors.timeout,
        errors: r.errors.connect + r.errors.read + r.errors.write,
        socketErrors: { connect: r.errors.connect, read: r.errors.read, write: r.errors.write },
        non2xx: r.errors.status,
        requests: r.requests,
      });
    });
  });
}

/** utime + stime of these processes, in clock ticks (/proc/<pid>/stat fields 14 and 15). */
function cpuTicks(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks;
}
/** An nginx master and its workers. */
function nginxPids(masterPid) {
  const r = spawnSync('pgrep', ['-P', String(masterPid)], { encoding: 'utf8' });
  return [masterPid, ...r.stdout.split('\n').filter(Boolean).map(Number)];
}
const TICK_US = 1e6 / (Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100);
/** Runs `measure` and adds the CPU time the processes `pidsOf()` used, per answered request. */
async function withCpu(pidsOf, measure) {
  const pids = pidsOf();
  const before = cpuTicks(pids);
  const f = await measure();
  const used = cpuTicks(pids) - before;
  return { ...f, cpuUsPerRequest: f.requests ? Math.round((used * TICK_US) / f.requests) : null };
}

function rssMb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** nginx serving fixed gzip files per request URI: the physical limit of this machine. */
async function startBaseline(nginxBin, runDir, pages) {
  const dir = path.join(runDir, 'baseline');
  prepareRunDir(dir);
  fs.mkdirSync(path.join(dir, 'files'), { recursive: true });
  const lines = pages.map((p, i) => {
    fs.writeFileSync(path.join(dir, 'files', `${i}.gz`), p.body);
    return `    "${p.path.replaceAll('"', '\\"')}" /${i}.gz;`;
  });
  const conf = `${process.getuid?.() === 0 ? 'user www-data;' : ''}
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  # The front's own file tuning (deploy/nginx.conf.template), so the yardstick is no easier to beat.
  open_file_cache max=10000 inactive=60s;
  open_file_cache_valid 60s;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  map_hash_bucket_size 256;
  map $request_uri $page_file {
    default "";
${lines.join('\n')}
  }
  server {
    listen ${BASE_PORT} reuseport backlog=4096;
    root ${dir}/files;
    default_type "text/html; charset=utf-8";
    location / {
      add_header Content-Encoding gzip;
      add_header Vary Accept-Encoding;
      try_files $page_file =404;
    }
  }
}
`;
  fs.chmodSync(dir, 0o755);
  fs.chmodSync(path.join(dir, 'files'), 0o755);
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, conf);
  const t = spawnSync(nginxBin, ['-p', dir, '-c', file, '-t', '-q'], { encoding: 'utf8' });
  if (t.status !== 0) throw new Error(`baseline nginx configuration refused: ${t.stderr}`);
  const child = spawn(nginxBin, ['-p', dir, '-c', file, '-g', 'daemon off;'], { stdio: 'ignore' });
  for (let i = 0; i < 40; i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${BASE_PORT}${pages[0].path}`, { headers: GZIP });
      await r.arrayBuffer();
      if (r.status === 200) break;
    } catch {
      // not yet
    }
    await sleep(100);
  }
  return {
    origin: `http://127.0.0.1:${BASE_PORT}`,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGQUIT');
      }),
  };
}

/** Raw bytes as sent (gzip), with node:http so nothing is decoded. */
async function rawBody(url, headers) {
  const http = await import('node:http');
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

async function main() {
  if (!adminUrl) {
    console.log('front bench skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server (admin URL).');
    return;
  }
  fs.mkdirSync(OUT_DIR, { recursive: true });
  await ensurePostgres(adminUrl);
  const nginxBin = ensureNginx();
  const wrk = ensureWrk();
  const wrkVersion = spawnSync(wrk, ['-v'], { encoding: 'utf8' }).stdout.split('\n')[0]?.trim() ?? 'wrk';
  const runDir = tmpRunDir('bench-front');
  const settings = pairSettings(path.join(runDir, 'state'));
  const deploymentId = buildIfNeeded(DIST, settings);
  const dbName = `bzf_bench_front_${Date.now().toString(36)}`;
  const databaseUrl = await createDatabase(adminUrl, dbName);
  let front = null;
  let baseline = null;
  const cleanup = async () => {
    await baseline?.stop();
    await front?.stop();
    await dropDatabase(adminUrl, dbName).catch(() => undefined);
    fs.rmSync(runDir, { recursive: true, force: true });
  };
  for (const sig of ['SIGINT', 'SIGTERM']) process.once(sig, () => cleanup().then(() => process.exit(130)));
  const load = os.loadavg().map((x) => x.toFixed(2)).join(' ');
  const cpus = os.cpus().length;
  try {
    front = await startFront({
      distDir: DIST,
      deploymentId,
      runDir,
      databaseUrl,
      settings,
      nginxPort: NGINX_PORT,
      instancePorts: PORTS,
      quiet: true,
      env: { RATE_LIMIT_ANONYMOUS_WRITES_PER_MINUTE: '1000000' },
    });
    const via = front.origin;
    const home = await (await fetch(`${via}/home`)).text();
    const hrefs = [...home.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replaceAll('&amp;', '&'));
    const list = hrefs.find((h) => h.startsWith('/t3/news_list?')) ?? '/t3/news_list';
    const article = hrefs.find((h) => h.startsWith('/t3/news_list/article_content?'));
    const pages = [
      { name: 'home', path: '/home' },
      { name: 'notice list', path: list },
      { name: 'article', path: article },
      // One filter: lists with two filters or more are rendered per request, never cached (issue #24 part 3).
      { name: 'filtered project list', path: '/t1/xmzs?district=yx&sort=available' },
      { name: 'project page', path: '/t1/projectDetail?projectId=12' },
    ];
    // Warm: both instances and nginx's cache; then take the bytes nginx sends.
    for (const p of pages) {
      for (const origin of [...front.instances.map((i) => i.origin), via, via]) await (await fetch(origin + p.path)).arrayBuffer();
      const r = await rawBody(via + p.path, GZIP);
      p.body = r.body;
      p.status = r.status;
      p.encoding = r.headers['content-encoding'] ?? 'identity';
      p.frontCache = r.headers['x-front-cache'];
    }
    baseline = await startBaseline(nginxBin, runDir, pages);

    console.log(`\nfront bench: ${cpus} cores shared by nginx, both instances and the load generator; load average before: ${load}`);
    console.log(`${wrkVersion}: ${WRK_THREADS} threads, ${CONNECTIONS} connections, ${DURATION} s per run, Accept-Encoding: gzip; CPU = nginx's processes per request\n`);
    const frontNginx = () => nginxPids(front.nginx().pid);
    const baseNginx = () => nginxPids(baseline.pid);
    const cached = [];
    for (const p of pages) {
      const f = await withCpu(frontNginx, () => runWrk({ wrk, url: via + p.path, connections: CONNECTIONS, duration: DURATION, headers: GZIP }));
      const b = await withCpu(baseNginx, () => runWrk({ wrk, url: baseline.origin + p.path, connections: CONNECTIONS, duration: DURATION, headers: GZIP }));
      const ratio = Math.round((f.rps / b.rps) * 1000) / 1000;
      cached.push({ route: p.name, path: p.path, bytes: p.body.length, encoding: p.encoding, frontCache: p.frontCache, front: f, baseline: b, ratio });
      console.log(
        `${p.name.padEnd(22)} ${lpad(p.body.length, 6)} B front ${lpad(f.rps, 6)} req/s p50 ${lpad(f.p50, 6)} p99 ${lpad(f.p99, 6)} max ${lpad(f.max, 7)} ms CPU ${lpad(f.cpuUsPerRequest, 4)} µs timeouts ${f.timeouts} errors ${f.errors} non-2xx ${f.non2xx}` +
          `  |  baseline ${lpad(b.rps, 6)} req/s p50 ${lpad(b.p50, 6)} p99 ${lpad(b.p99, 6)} ms CPU ${lpad(b.cpuUsPerRequest, 4)} µs  |  ${(ratio * 100).toFixed(1)} %`,
      );
    }

    // The portal alone: wrk as above, then autocannon, which also counts a request still unanswered at the end.
    const instancePid = () => [front.instances[0].child.pid];
    const aloneUrl = `${front.instances[0].origin}/home`;
    const alone = await withCpu(instancePid, () => runWrk({ wrk, url: aloneUrl, connections: CONNECTIONS, duration: DURATION, headers: GZIP }));
    const aloneAutocannon = await withCpu(instancePid, async () => figures(await run({ url: aloneUrl, connections: CONNECTIONS, duration: DURATION, headers: GZIP })));
    for (const a of [alone, aloneAutocannon]) {
      console.log(
        `\nportal alone (instance ${PORTS[0]}, no front) /home c=${CONNECTIONS}, ${a.tool}: ${a.rps} req/s p50 ${a.p50} ms p99 ${a.p99} ms max ${a.max} ms timeouts ${a.timeouts} errors ${a.errors} non-2xx ${a.non2xx}; portal CPU ${a.cpuUsPerRequest} µs per request`,
      );
    }

    // Soak (BENCH_SOAK_SECONDS=0 leaves it out).
    let soak = null;
    if (SOAK_SECONDS > 0) {
      const reg = await fetch(`${via}/api/bzf-portal-register/portal/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: via },
        body: JSON.stringify({ mobile: '13900008888', password: 'soak2026pass', agreeUser: true, agreeRegister: true }),
      });
      const cookie = reg.headers.getSetCookie().find((c) => c.startsWith('tokenId='))?.split(';')[0];
      await reg.arrayBuffer();
      const mix = [
        ...pages.map((p) => ({ method: 'GET', path: p.path, headers: GZIP })),
        { method: 'GET', path: '/t3/news_list', headers: GZIP },
        { method: 'GET', path: '/api/bzf-portal-cms/bpcColumnEntity/selectFrontColumnTree', headers: GZIP },
        { method: 'GET', path: '/t1/PostInformation', headers: GZIP },
        ...(cookie
          ? [
              { method: 'GET', path: PERSONAL, headers: { ...GZIP, cookie } },
              { method: 'GET', path: '/t1/personalCenter/collection_content/article_collection', headers: { ...GZIP, cookie } },
            ]
          : []),
      ];
      console.log(`\nsoak: ${SOAK_SECONDS} s through nginx, ${SOAK_CONNECTIONS} connections, ${mix.length} requests in turn${cookie ? ' (two signed in)' : ' (no session: signed-in pages left out)'}`);
      const samples = [];
      const sampler = setInterval(() => {
        samples.push({ t: Math.round((Date.now() - soakStart) / 1000), rss: front.instances.map((i) => rssMb(i.child.pid)) });
      }, 5_000);
      const soakStart = Date.now();
      const soakRun = figures(await run({ url: via, connections: SOAK_CONNECTIONS, duration: SOAK_SECONDS, requests: mix, timeout: 30 }));
      clearInterval(sampler);
      const from = samples.filter((s) => s.t >= SOAK_SECONDS * 0.2);
      const memory = PORTS.map((port, k) => {
        const series = from.map((s) => s.rss[k]).filter((x) => x !== null);
        const start = series[0];
        const end = series.at(-1);
        const max = Math.max(...series);
        return { port, atFifthMb: start, endMb: end, maxMb: max, growthPct: Math.round(((max - start) / start) * 1000) / 10 };
      });
      console.log(`soak: ${soakRun.requests} requests, ${soakRun.rps} req/s, p99 ${soakRun.p99} ms, errors ${soakRun.errors} non-2xx ${soakRun.non2xx} timeouts ${soakRun.timeouts}`);
      for (const m of memory) console.log(`  instance ${m.port}: RSS ${m.atFifthMb} MB at ${Math.round(SOAK_SECONDS * 0.2)} s → ${m.endMb} MB at the end (max ${m.maxMb} MB, +${m.growthPct} %)`);
      soak = { seconds: SOAK_SECONDS, connections: SOAK_CONNECTIONS, ...soakRun, memory, samples };
    }

    const report = { when: new Date().toISOString(), cpus, loadBefore: load, node: process.version, loadGenerator: `${wrkVersion}, ${WRK_THREADS} threads`, durationSeconds: DURATION, connections: CONNECTIONS, cached, alone, aloneAutocannon, soak };
    const stamp = report.when.replace(/[:.]/g, '-');
    fs.writeFileSync(path.join(OUT_DIR, `front-${stamp}.json`), JSON.stringify(report, null, 2));
    console.log(`\nwritten: bench-results/front-${stamp}.json`);
  } finally {
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
