#!/usr/bin/env node
/**
 * npm run front — the production front on this machine (issue #14, docs/deploy.md): PostgreSQL
 * (started when down), two portal instances on one build, nginx in front (installed with apt when
 * missing and root). Ctrl-C stops everything it started.
 *
 * Environment (all optional):
 *   FRONT_PORT (8080)            nginx's port
 *   FRONT_INSTANCE_PORTS         "3701,3702"
 *   DATABASE_URL                 postgres://postgres@127.0.0.1:5432/bzf_portal (created when missing)
 *   SITE_URL                     public origin (default http://127.0.0.1:FRONT_PORT)
 *   FRONT_DIST_DIR (.next-front) the build the instances run; built when missing, or with --build
 *   FRONT_STATE_DIR (.front)     keys of the pair (front.env) and nginx's run folder
 *   FRONT_CACHE_SECONDS (1)      how long nginx holds a shareable page
 * `npm run serve` stays the one-process default with the embedded database.
 */
import path from 'node:path';
import pg from 'pg';
import { buildIfNeeded, ensureNginx, ensurePostgres, pairSettings, ROOT, startFront } from './front-lib.mjs';

const port = Number(process.env.FRONT_PORT ?? 8080);
const instancePorts = (process.env.FRONT_INSTANCE_PORTS ?? '3701,3702').split(',').map(Number);
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bzf_portal';
const distDir = process.env.FRONT_DIST_DIR ?? '.next-front';
const stateDir = path.resolve(ROOT, process.env.FRONT_STATE_DIR ?? '.front');

async function ensureDatabase(url) {
  const u = new URL(url);
  const name = u.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`database name "${name}": use lower-case letters, digits and _`);
  u.pathname = '/postgres';
  const c = new pg.Client({ connectionString: u.toString() });
  await c.connect();
  try {
    const { rowCount } = await c.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      console.log(`• creating database ${name}`);
      await c.query(`create database ${name}`);
    }
  } finally {
    await c.end();
  }
}

await ensurePostgres(databaseUrl);
await ensureDatabase(databaseUrl);
ensureNginx();
const settings = pairSettings(stateDir);
const deploymentId = buildIfNeeded(distDir, settings, { force: process.argv.includes('--build') });
const front = await startFront({
  distDir,
  deploymentId,
  runDir: path.join(stateDir, 'nginx'),
  databaseUrl,
  settings,
  nginxPort: port,
  instancePorts,
  siteUrl: process.env.SITE_URL,
  cacheSeconds: Number(process.env.FRONT_CACHE_SECONDS ?? 1),
  accessLog: true,
});
console.log(`\nfront ready: ${front.origin} → ${front.instances.map((i) => i.origin).join(', ')} (build ${deploymentId})`);
console.log(`keys of the pair: ${path.relative(ROOT, stateDir)}/front.env; nginx: ${path.relative(ROOT, stateDir)}/nginx/. Ctrl-C stops all.\n`);

let stopping = false;
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\n• stopping nginx and the instances');
    await front.stop();
    process.exit(0);
  });
}
// An instance that dies is reported; nginx sends its requests to the other meanwhile.
for (const inst of front.instances) {
  inst.child.on('exit', (code, signal) => {
    if (!stopping) console.error(`instance on ${inst.port} exited (${code ?? signal}); restart it or stop the front with Ctrl-C`);
  });
}
