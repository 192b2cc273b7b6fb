/**
 * Shared by scripts/bench.mjs and scripts/lighthouse.mjs: build the portal into its own distDir,
 * start it on its own port with a throw-away embedded database, and stop it (and its children)
 * again. Never touches .next, .data or the ports of dev/e2e servers.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

/** `next build` into distDir; restores tsconfig.json, which a custom distDir makes Next rewrite. */
export function buildPortal(distDir) {
  const tsconfig = fs.readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8');
  console.log(`• next build → ${distDir}`);
  const started = Date.now();
  const r = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: ROOT,
    env: { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  fs.writeFileSync(path.join(ROOT, 'tsconfig.json'), tsconfig);
  if (r.status !== 0) {
    process.stderr.write(r.stdout + r.stderr);
    throw new Error('next build failed');
  }
  console.log(`  built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  let last;
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if (res.status < 500) return;
      last = new Error(`HTTP ${res.status}`);
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`portal did not start at ${url}: ${last?.message ?? 'timeout'}`);
}

/**
 * Starts the portal server (scripts/portal-server.mjs, as `npm start` does) on 127.0.0.1:port with a
 * fresh PGlite folder and the demo content. It binds
 * "localhost" (127.0.0.1 here): with `-H 127.0.0.1` Next 16 proxies every middleware rewrite to itself
 * as if it were an external URL (vercel/next.js#94745), which would break the content-page cache.
 */
export async function startPortal({ distDir, port, env = {} }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bzf-perf-'));
  // BENCH_PORTAL_NODE_ARGS: flags for the portal's node only (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof",
  // which NODE_OPTIONS refuses); the profile is written when the portal stops (SIGTERM).
  const nodeArgs = (process.env.BENCH_PORTAL_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.join(ROOT, 'scripts', 'portal-server.mjs'), '--hostname', 'localhost', '--port', String(port)], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: distDir,
      NEXT_TELEMETRY_DISABLED: '1',
      PGLITE_DATA_DIR: path.join(dataDir, 'pglite'),
      SITE_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => {
        const t = setTimeout(() => {
          child.kill('SIGKILL');
          r();
        }, 5000);
        child.once('exit', () => {
          clearTimeout(t);
          r();
        });
      });
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${origin}/home`, 120_000);
  } catch (error) {
    await stop();
    process.stderr.write(log);
    throw error;
  }
  return { origin, pid: child.pid, stop, log: () => log };
}

/** Peak resident memory (VmHWM) of a process and its children, in MB (Linux /proc). */
export function peakRssMb(pid) {
  const pids = [pid];
  try {
    const children = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).stdout.trim();
    if (children) pids.push(...children.split('\n').map(Number));
  } catch {
    // pgrep missing: the main process alone.
  }
  let kb = 0;
  for (const p of pids) {
    try {
      const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'));
      if (m) kb += Number(m[1]);
    } catch {
      // gone
    }
  }
  return kb / 1024;
}

/** The first link on /home to a notice list and to a notice (the demo content decides their ids). */
export async function discoverContentUrls(origin) {
  const html = await (await fetch(`${origin}/home`)).text();
  const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replaceAll('&amp;', '&'));
  const list = hrefs.find((h) => h.startsWith('/t3/news_list?')) ?? '/t3/news_list';
  const article = hrefs.find((h) => h.startsWith('/t3/news_list/article_content?'));
  if (!article) throw new Error('no article link found on /home');
  return { list, article };
}

export function cleanupOnSignal(fn) {
  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.once(sig, async () => {
      await fn();
      process.exit(130);
    });
  }
}
