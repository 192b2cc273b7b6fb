#!/usr/bin/env node
/**
 * The production front serves a held page while it refreshes it, and no visitor waits for the
 * refresh (issue #24 part 9). Part of `npm run test:cluster` (so of `npm test`), and like the cluster
 * test it runs only with TEST_DATABASE_URL set; needs nginx (installed with apt-get when missing and
 * we are root), no database and no build.
 *
 * nginx with deploy/nginx.conf.template, as `npm run front` renders it, in front of a stand-in
 * portal whose every answer takes UPSTREAM_MS. On one keep-alive connection (a browser's, or a load
 * tool's): the page is stored, expires, and is asked for again four times. The request that finds it
 * expired must be answered at once from the held copy, and so must the next request on the same
 * connection — before, nginx kept that connection busy until the background refresh was answered
 * (a whole render) and held the end of the stale answer back (TCP_CORK) until then.
 *
 *   node scripts/front-stale-check.mjs        (ports 4330/4331 unless FRONT_CHECK_PORT is set)
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ensureNginx, prepareRunDir, renderNginxConf, tmpRunDir } from './front-lib.mjs';

const NGINX_PORT = Number(process.env.FRONT_CHECK_PORT ?? 4330);
const UPSTREAM_PORT = NGINX_PORT + 1;
const UPSTREAM_MS = 1_500;
/** What "at once" means here: far below the upstream's time, with room for a loaded machine. */
const AT_ONCE_MS = 400;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const body = Buffer.from(`<!doctype html><p>${'通知公告 '.repeat(2000)}</p>`);
let upstreamHits = 0;
const upstream = http.createServer((req, res) => {
  upstreamHits += 1;
  setTimeout(() => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=60', 'content-length': body.length });
    res.end(body);
  }, UPSTREAM_MS);
});

const runDir = tmpRunDir('front-stale-check');
let nginx = null;
async function cleanup() {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((r) => nginx.once('exit', r));
    nginx.kill('SIGQUIT');
    await Promise.race([exited, sleep(5_000)]);
  }
  upstream.close();
  fs.rmSync(runDir, { recursive: true, force: true });
}

async function main() {
  // Runs where the cluster test runs (the same gate: a machine set up for the production front).
  if (!process.env.TEST_DATABASE_URL) {
    console.log('front stale check skipped: TEST_DATABASE_URL is not set (run with the cluster test).');
    return;
  }
  const nginxBin = ensureNginx();
  await new Promise((r) => upstream.listen(UPSTREAM_PORT, '127.0.0.1', r));
  prepareRunDir(runDir);
  const conf = renderNginxConf({ runDir, listen: `127.0.0.1:${NGINX_PORT}`, upstreams: [`127.0.0.1:${UPSTREAM_PORT}`], staticDir: runDir, cacheSeconds: 1, workers: 1 });
  const confFile = path.join(runDir, 'nginx.conf');
  fs.writeFileSync(confFile, conf);
  nginx = spawn(nginxBin, ['-p', runDir, '-c', confFile, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  for (let i = 0; i < 50; i += 1) {
    try {
      await (await fetch(`http://127.0.0.1:${NGINX_PORT}/nginx-health`)).text();
      break;
    } catch {
      await sleep(100);
    }
  }

  // One connection, reused for every request, as a browser or a load tool keeps it.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise((resolve, reject) => {
      const t = Date.now();
      http
        .get({ host: '127.0.0.1', port: NGINX_PORT, path: '/t3/news_list', agent, headers: { 'accept-encoding': 'gzip' } }, (res) => {
          res.resume();
          res.on('end', () => resolve({ ms: Date.now() - t, status: res.statusCode, cache: res.headers['x-front-cache'], socket: res.socket }));
        })
        .on('error', reject);
    });

  const first = await get();
  assert.equal(first.status, 200);
  // Expired in both tiers (1 s each, counted in whole seconds by nginx).
  await sleep(2_200);
  upstreamHits = 0;
  const after = [];
  for (let i = 0; i < 4; i += 1) after.push(await get());
  const report = after.map((r) => `${r.cache} ${r.ms} ms`).join(', ');
  console.log(`one keep-alive connection after the page expired: ${report}; the stand-in portal answers in ${UPSTREAM_MS} ms`);
  assert.ok(after.every((r) => r.status === 200), report);
  assert.ok(after.every((r) => r.socket === first.socket), 'the requests did not share one connection');
  assert.ok(after[0].ms < AT_ONCE_MS, `the request that found the page expired waited ${after[0].ms} ms (${report})`);
  assert.ok(after[1].ms < AT_ONCE_MS, `the next request on that connection waited ${after[1].ms} ms for the refresh (${report})`);
  // The refresh did happen (in the background): the portal was asked.
  await sleep(UPSTREAM_MS + 500);
  assert.ok(upstreamHits >= 1, 'the expired page was never refreshed');
  agent.destroy();
  console.log('✓ an expired page is served held while it refreshes, and no request on the connection waits for the refresh');
}

main()
  .then(cleanup)
  .catch(async (error) => {
    console.error(error);
    await cleanup();
    process.exit(1);
  });
