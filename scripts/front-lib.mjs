/**
 * The production front on one machine (issue #14): PostgreSQL, two portal instances on one build,
 * and nginx before them (deploy/nginx.conf.template). Used by `npm run front` (scripts/front.mjs),
 * the cluster test (scripts/cluster-test.mjs) and the front bench (scripts/bench-front.mjs).
 * docs/deploy.md describes the same setup for production.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (...a) => console.log('•', ...a);

/** The machine's PostgreSQL answers on host:port, started with pg_ctlcluster when it is down. */
export async function ensurePostgres(url) {
  const u = new URL(url);
  const args = ['-h', u.hostname || '127.0.0.1', '-p', u.port || '5432', '-q'];
  const ready = () => spawnSync('pg_isready', args).status === 0;
  if (ready()) return;
  const versions = fs.existsSync('/etc/postgresql') ? fs.readdirSync('/etc/postgresql') : [];
  if (!versions.length) throw new Error('PostgreSQL is not running and no cluster was found under /etc/postgresql');
  log(`starting PostgreSQL ${versions[0]} (pg_ctlcluster)`);
  spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', versions[0], 'main', 'start'], { stdio: 'inherit' });
  for (let i = 0; i < 30 && !ready(); i++) await sleep(1000);
  if (!ready()) throw new Error('PostgreSQL did not start');
}

/**
 * A program from a Debian package: the first of `candidates` that exists, else on PATH, else
 * installed with apt-get when we are root. Returns its path, and whether it was installed now.
 * @param {string} program
 * @param {string[]} candidates
 */
function ensureDebianProgram(program, candidates, pkg = program) {
  const found = () => candidates.find((p) => fs.existsSync(p)) ?? (spawnSync('which', [program], { encoding: 'utf8' }).stdout.trim() || null);
  let bin = found();
  if (bin) return { bin, installed: false };
  if (process.getuid?.() !== 0) throw new Error(`${program} is not installed: run \`apt-get install -y ${pkg}\` as root (or install it another way), then try again`);
  log(`installing ${pkg} (apt-get install -y ${pkg})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let r = spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env });
  if (r.status !== 0) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    r = spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env });
  }
  bin = found();
  if (!bin) throw new Error(`${pkg} could not be installed`);
  return { bin, installed: true };
}

/** The nginx binary; installed with apt (Debian's package) when missing and we are root. */
export function ensureNginx() {
  const { bin, installed } = ensureDebianProgram('nginx', NGINX_CANDIDATES);
  // Debian starts the packaged nginx on port 80; this front runs its own, so the packaged one stops.
  if (installed) spawnSync('service', ['nginx', 'stop'], { stdio: 'ignore' });
  return bin;
}

/**
 * The wrk load generator (Debian package `wrk`), for the front bench: a compiled, multi-threaded
 * client, where autocannon (one Node process) tops out near 3,000 requests/s on this machine.
 */
export function ensureWrk() {
  return ensureDebianProgram('wrk', ['/usr/bin/wrk', '/usr/local/bin/wrk']).bin;
}

/**
 * The secrets every instance of one pair (and every later build) must share: the server-action key
 * (NEXT_SERVER_ACTIONS_ENCRYPTION_KEY, embedded in the build), the personal-data key (PII_KEY, which
 * must never change), the operators' REVALIDATE_TOKEN and FRONT_REFRESH_TOKEN (the instances ask
 * nginx with it to fetch a changed page again). Kept in <stateDir>/front.env (mode 600).
 * The deployment id belongs to one build instead (see buildIfNeeded).
 */
export function pairSettings(stateDir, overrides = {}) {
  // 711, not 700: nginx's workers (www-data when started as root) must pass through it to nginx/
  // inside, or every cache lookup fails (EACCES) and cacheable pages answer 500. The keys stay
  // private in front.env (600); others can neither list the folder nor read that file.
  fs.mkdirSync(stateDir, { recursive: true, mode: 0o711 });
  fs.chmodSync(stateDir, 0o711);
  const file = path.join(stateDir, 'front.env');
  const stored = {};
  if (fs.existsSync(file)) {
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      const m = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
      if (m) stored[m[1]] = m[2];
    }
  }
  const settings = {
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: stored.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY ?? randomBytes(32).toString('base64'),
    PII_KEY: stored.PII_KEY ?? randomBytes(32).toString('base64'),
    REVALIDATE_TOKEN: stored.REVALIDATE_TOKEN ?? randomBytes(24).toString('hex'),
    // The instances' key to nginx's refresh of a changed page (deploy/nginx.conf.template, lib/cache/front-refresh.js).
    FRONT_REFRESH_TOKEN: stored.FRONT_REFRESH_TOKEN ?? randomBytes(24).toString('hex'),
    ...overrides,
  };
  fs.writeFileSync(file, Object.entries(settings).map(([k, v]) => `${k}=${v}`).join('\n') + '\n', { mode: 0o600 });
  return settings;
}

/**
 * `next build` into distDir unless it already holds a front build (or `force`). Each build gets
 * its own deployment id (git commit + time), which is also its build id (next.config.js): the
 * instances of a pair run the same build, and the shared cache never mixes two builds' pages.
 * Returns the build's deployment id.
 */
export function buildIfNeeded(distDir, settings, { force = false } = {}) {
  const stamp = path.join(ROOT, distDir, 'FRONT_DEPLOYMENT_ID');
  const built = fs.existsSync(path.join(ROOT, distDir, 'BUILD_ID'));
  if (!force && built && fs.existsSync(stamp)) return fs.readFileSync(stamp, 'utf8').trim();
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout?.trim() || 'nogit';
  // Next avoids "ad" in build ids (ad blockers drop such script URLs): so do we.
  let deploymentId = `bzf-${commit}-${Date.now().toString(36)}`;
  if (/ad/i.test(deploymentId)) deploymentId = `bzf-${Date.now().toString(36).replace(/a/gi, 'z')}`;
  const tsconfig = fs.readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8');
  log(`next build → ${distDir} (deployment ${deploymentId})`);
  // The build never opens a database.
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const r = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: ROOT,
    env: {
      ...env,
      NEXT_DIST_DIR: distDir,
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DEPLOYMENT_ID: deploymentId,
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: settings.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY,
    },
    stdio: 'inherit',
  });
  // A custom distDir makes Next add it to tsconfig.json; keep the file as committed.
  fs.writeFileSync(path.join(ROOT, 'tsconfig.json'), tsconfig);
  if (r.status !== 0) throw new Error('next build failed');
  fs.writeFileSync(stamp, deploymentId);
  return deploymentId;
}

/**
 * .gz beside every script, style sheet and SVG of the build, for nginx's gzip_static: compressed
 * once at level 9 instead of on every request. Idempotent.
 */
export function precompressStatic(distDir) {
  const dir = path.join(ROOT, distDir, 'static');
  let n = 0;
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else if (/\.(js|css|svg|json|txt)$/.test(e.name) && !fs.existsSync(`${full}.gz`)) {
        const body = fs.readFileSync(full);
        if (body.length < 1024) continue;
        fs.writeFileSync(`${full}.gz`, zlib.gzipSync(body, { level: 9 }));
        n += 1;
      }
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return n;
}

/** deploy/nginx.conf.template with its placeholders filled. */
export function renderNginxConf({ runDir, listen, upstreams, staticDir, cacheSeconds = 1, workers = 'auto', accessLog = false, cacheMaxSize = '1g', refreshToken = randomBytes(24).toString('hex') }) {
  // An empty or odd token would make the refresh map match requests without the header.
  if (!/^[A-Za-z0-9]{32,128}$/.test(refreshToken)) throw new Error('FRONT_REFRESH_TOKEN must be 32 to 128 letters and digits');
  const template = fs.readFileSync(path.join(ROOT, 'deploy', 'nginx.conf.template'), 'utf8');
  const values = {
    USER_LINE: process.getuid?.() === 0 ? 'user www-data;' : '# (not root: workers run as this user)',
    WORKERS: String(workers),
    RUN_DIR: runDir,
    MIME_TYPES: fs.existsSync('/etc/nginx/mime.types') ? '/etc/nginx/mime.types' : path.join(path.dirname(ensureNginx()), '..', 'conf', 'mime.types'),
    ACCESS_LOG: accessLog ? `${runDir}/logs/access.log combined buffer=64k flush=1s` : 'off',
    UPSTREAM_SERVERS: upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=2s;`).join('\n'),
    CACHE_SECONDS: String(cacheSeconds),
    CACHE_MAX_SIZE: cacheMaxSize,
    LISTEN: String(listen),
    STATIC_DIR: staticDir,
    FRONT_REFRESH_TOKEN: refreshToken,
  };
  const out = template.replace(/\{\{([A-Z_]+)\}\}/g, (_, k) => {
    if (!(k in values)) throw new Error(`unknown placeholder {{${k}}} in deploy/nginx.conf.template`);
    return values[k];
  });
  return out;
}

/** A run folder for nginx (prefix, conf, logs, temp and cache), writable by its workers. */
export function prepareRunDir(runDir) {
  fs.mkdirSync(runDir, { recursive: true });
  fs.chmodSync(runDir, 0o755);
  for (const sub of ['logs', 'tmp', 'cache', 'cache-refresh']) fs.mkdirSync(path.join(runDir, sub), { recursive: true });
  // The refresh tier's socket (deploy/nginx.conf.template): a stopped nginx that was killed leaves
  // it behind, and nginx refuses to start on an existing one.
  fs.rmSync(path.join(runDir, 'refresh.sock'), { force: true });
  if (process.getuid?.() === 0) {
    const id = spawnSync('id', ['-u', 'www-data'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'www-data'], { encoding: 'utf8' });
    if (id.status === 0) for (const sub of ['tmp', 'cache', 'cache-refresh']) fs.chownSync(path.join(runDir, sub), Number(id.stdout), Number(gid.stdout));
  }
}

async function waitFor(url, timeoutMs, proc) {
  const until = Date.now() + timeoutMs;
  let last;
  while (Date.now() < until) {
    if (proc && proc.exitCode !== null) throw new Error(`process exited (${proc.exitCode}) before ${url} answered`);
    try {
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      if (res.status < 500) return;
      last = new Error(`HTTP ${res.status}`);
    } catch (error) {
      last = error;
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer: ${last?.message ?? 'timeout'}`);
}

function stopChild(child, signal = 'SIGTERM', graceMs = 12_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const t = setTimeout(() => {
      child.kill('SIGKILL');
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(t);
      resolve();
    });
    child.kill(signal);
  });
}

/**
 * Starts the pair and nginx. Returns handles to stop everything, or one instance (to kill it and
 * bring it back), and the last lines each process wrote.
 * @param {{ distDir: string, runDir: string, databaseUrl: string, settings: Record<string,string>,
 *   nginxPort: number, instancePorts: number[], siteUrl?: string, env?: Record<string,string>,
 *   cacheSeconds?: number, quiet?: boolean, accessLog?: boolean }} o
 */
export async function startFront(o) {
  const nginxBin = ensureNginx();
  prepareRunDir(o.runDir);
  const siteUrl = o.siteUrl ?? `http://127.0.0.1:${o.nginxPort}`;
  const logs = new Map();
  const instances = o.instancePorts.map((port) => ({ port, child: null, origin: `http://127.0.0.1:${port}` }));

  const startInstance = async (i) => {
    const inst = instances[i];
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'portal-server.mjs'), '--hostname', 'localhost', '--port', String(inst.port)], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_DIST_DIR: o.distDir,
        DATABASE_URL: o.databaseUrl,
        SITE_URL: siteUrl,
        TRUSTED_PROXY_HOPS: '1',
        // After a change the instance asks nginx to fetch the changed pages again (lib/cache/front-refresh.js).
        FRONT_REFRESH_URL: `http://127.0.0.1:${o.nginxPort}`,
        ...(o.deploymentId ? { NEXT_DEPLOYMENT_ID: o.deploymentId } : {}),
        ...o.settings,
        ...(o.env ?? {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const name = `portal:${inst.port}`;
    logs.set(name, '');
    const keep = (d) => {
      const text = logs.get(name) + d;
      logs.set(name, text.length > 20_000 ? text.slice(-20_000) : text);
      if (!o.quiet) process.stdout.write(String(d).replace(/^(?=.)/gm, `[${inst.port}] `));
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    inst.child = child;
    await waitFor(`${inst.origin}/api/health`, 120_000, child);
  };

  const conf = renderNginxConf({
    runDir: o.runDir,
    listen: o.nginxPort,
    upstreams: instances.map((i) => `127.0.0.1:${i.port}`),
    staticDir: path.join(ROOT, o.distDir, 'static'),
    cacheSeconds: o.cacheSeconds ?? 1,
    accessLog: o.accessLog ?? false,
    refreshToken: o.settings.FRONT_REFRESH_TOKEN,
  });
  const confFile = path.join(o.runDir, 'nginx.conf');
  fs.writeFileSync(confFile, conf);
  precompressStatic(o.distDir);

  let nginx = null;
  const stop = async () => {
    await stopChild(nginx, 'SIGQUIT', 5_000);
    await Promise.all(instances.map((i) => stopChild(i.child)));
  };
  try {
    // One instance first: it migrates (under the advisory lock) and seeds; then the other.
    await startInstance(0);
    await Promise.all(instances.slice(1).map((_, k) => startInstance(k + 1)));
    const test = spawnSync(nginxBin, ['-p', o.runDir, '-c', confFile, '-t', '-q'], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx refused the configuration:\n${test.stderr}`);
    nginx = spawn(nginxBin, ['-p', o.runDir, '-c', confFile, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
    logs.set('nginx', '');
    nginx.stderr.on('data', (d) => logs.set('nginx', (logs.get('nginx') + d).slice(-20_000)));
    await waitFor(`http://127.0.0.1:${o.nginxPort}/nginx-health`, 15_000, nginx);
  } catch (error) {
    await stop();
    for (const [name, text] of logs) if (text) process.stderr.write(`--- ${name} ---\n${text.slice(-4000)}\n`);
    throw error;
  }
  return {
    origin: `http://127.0.0.1:${o.nginxPort}`,
    instances,
    nginx: () => nginx,
    logs,
    stop,
    /** Ends instance i: SIGKILL (a crash) or SIGTERM (a rolling restart: requests in flight finish). */
    killInstance: async (i, signal = 'SIGKILL') => stopChild(instances[i].child, signal, 12_000),
    startInstance,
    reloadNginx: () => spawnSync(nginxBin, ['-p', o.runDir, '-c', confFile, '-s', 'reload']),
  };
}

/** A fresh database on the server of adminUrl (dropped again by dropDatabase). */
export async function createDatabase(adminUrl, name) {
  const pg = (await import('pg')).default;
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
  } finally {
    await c.end();
  }
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function dropDatabase(adminUrl, name) {
  const pg = (await import('pg')).default;
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(`drop database if exists ${name} with (force)`);
  } finally {
    await c.end();
  }
}

export const tmpRunDir = (label) => fs.mkdtempSync(path.join(os.tmpdir(), `bzf-${label}-`));
