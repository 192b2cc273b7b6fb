#!/usr/bin/env node
/**
 * A registration window opening (issue #29 part 6): 2,000 citizens send their 公租房 application
 * within one minute through the production front — nginx before two portal instances on one
 * scratch PostgreSQL database (scripts/front-lib.mjs, as the cluster test and the front bench).
 *
 * Setup, not measured: 2,000 accounts with an accepted agreement set and an open session, inserted
 * with SQL (the session token's SHA-256 is what the portal stores), each with its own ID number.
 * Then each citizen's application is sent once at a random moment of the window (open loop: nobody
 * waits for anybody), and some are sent twice with the same idempotency key: a double click (the
 * second copy 0–300 ms after the first, both in flight) or a retry after the first answered (as a
 * browser that timed out would). The key is the form's; the service answers a repeat with the first.
 *
 * Client addresses: the write limits count per account and per client address (lib/api/write-limits.ts:
 * 10 applications a minute per account, times RATE_LIMIT_WRITERS_PER_ADDRESS per address). 2,000
 * citizens do not come from one address, so the bench binds its sockets to BENCH_APPLY_ADDRESSES
 * distinct loopback addresses (127.0.1.1 …, all of 127/8 is the loopback on Linux): nginx sees them
 * as $remote_addr and forwards them as it does in production. No header is trusted that production
 * would not trust, and no limit is raised.
 *
 * Afterwards the database is checked: one application, one case and one unique receipt per
 * citizen, no second row for any key, every 200 answer's id present with the receipt it answered,
 * every repeat answered with the first's id. Prints p50/p95/p99 of all requests and of first
 * sends, answers by HTTP status and `code`, and /proc/loadavg.
 *
 *   TEST_DATABASE_URL=postgres://… node scripts/bench-apply-window.mjs
 * Environment: BENCH_APPLY_CITIZENS (2000), BENCH_APPLY_WINDOW_S (60), BENCH_APPLY_ADDRESSES (40),
 * BENCH_APPLY_DOUBLE (0.1: share sent twice at once), BENCH_APPLY_RETRY (0.05: share retried after
 * the answer), BENCH_PORT (3633: nginx; the instances the two ports after it), BENCH_DIST (.next
 * when built, else .next-bench). Exits 1 when a check fails.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { householdApplication } from '../lib/applications/test-applications.mjs';
import { completeResidentId } from '../lib/validation/resident-id.mjs';
import { buildIfNeeded, createDatabase, dropDatabase, pairSettings, ROOT, startFront, tmpRunDir } from './front-lib.mjs';

const INSERT = '/api/bzf-portal-apply/application/insert';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const loadavg = () => fs.readFileSync('/proc/loadavg', 'utf8').trim();

/** The i-th resident ID number: 110101, a birth day in 1990–1994, a sequence, the check digit. */
export function residentId(i) {
  const birth = new Date(Date.UTC(1990, 0, 1) + (i % 1800) * 86_400_000);
  const ymd = birth.toISOString().slice(0, 10).replaceAll('-', '');
  return completeResidentId(`110101${ymd}${String(Math.floor(i / 1800) + 100).padStart(3, '0')}`);
}

function quantile(sorted, q) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/** 2,000 accounts with consent and a session: SQL, in one transaction. Returns [{userId, cookie, idNumber}]. */
async function createCitizens(db, n) {
  const mobiles = [];
  const names = [];
  for (let i = 0; i < n; i++) {
    mobiles.push(`139${String(10_000_000 + i).slice(-8)}`);
    names.push(`压测${i}`);
  }
  await db.query('begin');
  const { rows } = await db.query(
    `insert into bpr_portal_user (mobile, password_hash, name) select m, 'bench-no-sign-in', nm from unnest($1::text[], $2::text[]) as t(m, nm) returning id, mobile`,
    [mobiles, names],
  );
  const byMobile = new Map(rows.map((r) => [r.mobile, r.id]));
  const ids = mobiles.map((m) => byMobile.get(m));
  await db.query(
    `insert into bpr_consent (user_id, agreement_key, version, via) select u, a.key, a.version, 'register' from unnest($1::int[]) as u cross join bpr_agreement a on conflict do nothing`,
    [ids],
  );
  const tokens = ids.map(() => randomBytes(32).toString('base64url'));
  await db.query(
    `insert into bpr_user_session (token_hash, user_id, expires_at) select h, u, now() + interval '1 day' from unnest($1::text[], $2::int[]) as t(h, u)`,
    [tokens.map((t) => createHash('sha256').update(t).digest('hex')), ids],
  );
  await db.query('commit');
  return ids.map((userId, i) => ({ i, userId, mobile: mobiles[i], cookie: `tokenId=${tokens[i]}`, idNumber: residentId(i) }));
}

function body(c, key) {
  return JSON.stringify({
    product: 'gzf',
    ...householdApplication({ applicantName: `压测${c.i}`, idNumber: c.idNumber, mobile: c.mobile, currentAddress: `澄江区明德路 ${c.i} 号`, idempotencyKey: key }),
  });
}

/** One POST through nginx from `localAddress`; resolves {status, code, data, ms}. */
function post(front, agent, c, key) {
  const payload = Buffer.from(body(c, key));
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: front.port,
        path: INSERT,
        method: 'POST',
        agent,
        timeout: 30_000,
        headers: { 'content-type': 'application/json', 'content-length': payload.length, origin: front.origin, accept: 'application/json', cookie: c.cookie },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => {
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {
            // not JSON (an nginx page)
          }
          resolve({ status: res.statusCode, code: json?.code ?? null, data: json?.data ?? null, msg: json?.msg ?? text.slice(0, 120), ms: performance.now() - started });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (e) => resolve({ status: 0, code: e.code ?? e.message, data: null, msg: e.message, ms: performance.now() - started }));
    req.end(payload);
  });
}

export async function benchApplyWindow({
  distDir = fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID')) ? '.next' : '.next-bench',
  port = 3633,
  citizens = 2000,
  windowS = 60,
  addresses = 40,
  doubleShare = 0.1,
  retryShare = 0.05,
} = {}) {
  const admin = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('BENCH_DATABASE_URL or TEST_DATABASE_URL is needed');
  const name = `bzf_bench_apply_${process.pid}`;
  const runDir = tmpRunDir('bench-apply');
  const settings = pairSettings(path.join(runDir, 'state'), {});
  if (distDir !== '.next') buildIfNeeded(distDir, settings);
  const databaseUrl = await createDatabase(admin, name);
  let front = null;
  const db = new pg.Client({ connectionString: databaseUrl });
  let failed = false;
  try {
    front = await startFront({ distDir, runDir, databaseUrl, settings, nginxPort: port, instancePorts: [port + 1, port + 2], quiet: true });
    const origin = front.origin ?? `http://127.0.0.1:${port}`;
    const target = { port, origin };
    await db.connect();
    // The instances migrate and seed at start-up: wait until the agreements are there and the front answers.
    for (let i = 0; ; i++) {
      const ok = await db
        .query('select count(*)::int as n from bpr_agreement')
        .then((r) => r.rows[0].n > 0)
        .catch(() => false);
      const up = ok && (await fetch(origin + '/').then((r) => r.ok).catch(() => false));
      if (up) break;
      if (i > 180) throw new Error('the front did not come up with a seeded database in 180 s');
      await sleep(1000);
    }
    const t0 = performance.now();
    const people = await createCitizens(db, citizens);
    console.log(`\nregistration window: ${citizens} citizens created with SQL in ${Math.round(performance.now() - t0)} ms (not measured); load ${loadavg()}`);

    const agents = Array.from({ length: addresses }, (_, k) => new http.Agent({ keepAlive: true, maxSockets: 64, localAddress: `127.0.1.${k + 1}` }));
    // A first request through every address (and a check that one application goes through).
    const probe = await post(target, agents[0], { ...people[0], cookie: 'tokenId=none' }, randomUUID());
    if (probe.status !== 401 && probe.status !== 403) console.log(`  probe without a session answered ${probe.status} ${probe.code}`);

    const results = [];
    const sends = [];
    const windowMs = windowS * 1000;
    const start = performance.now();
    for (const c of people) {
      const key = randomUUID();
      const agent = agents[c.i % addresses];
      const at = Math.random() * windowMs;
      const kind = Math.random();
      sends.push(
        (async () => {
          await sleep(at);
          const first = post(target, agent, c, key).then((r) => (results.push({ c, key, repeat: false, ...r }), r));
          if (kind < doubleShare) {
            await sleep(Math.random() * 300);
            const second = post(target, agent, c, key).then((r) => results.push({ c, key, repeat: true, ...r }));
            await Promise.all([first, second]);
          } else if (kind < doubleShare + retryShare) {
            await first;
            await post(target, agent, c, key).then((r) => results.push({ c, key, repeat: true, ...r }));
          } else await first;
        })(),
      );
    }
    await Promise.all(sends);
    const wallS = (performance.now() - start) / 1000;
    for (const a of agents) a.destroy();

    // Figures.
    const all = results.map((r) => r.ms).sort((a, b) => a - b);
    const firsts = results.filter((r) => !r.repeat).map((r) => r.ms).sort((a, b) => a - b);
    const byAnswer = {};
    for (const r of results) byAnswer[`${r.status} ${r.code}`] = (byAnswer[`${r.status} ${r.code}`] ?? 0) + 1;
    const fmt = (s) => `p50 ${Math.round(quantile(s, 0.5))} ms, p95 ${Math.round(quantile(s, 0.95))} ms, p99 ${Math.round(quantile(s, 0.99))} ms, max ${Math.round(s[s.length - 1])} ms`;
    console.log(`  ${results.length} requests (${citizens} first sends, ${results.length - citizens} repeats with the same key) from ${addresses} addresses in ${wallS.toFixed(1)} s`);
    console.log(`  all requests: ${fmt(all)}`);
    console.log(`  first sends:  ${fmt(firsts)}`);
    console.log(`  answers: ${Object.entries(byAnswer).map(([k, v]) => `${k}: ${v}`).join(', ')}`);
    console.log(`  load ${loadavg()}`);

    // Checks in the database.
    const ids = people.map((c) => c.userId);
    const problems = [];
    const refused = [];
    const apps = (await db.query(`select id, user_id, idempotency_key, case_id from bha_application where user_id = any($1::int[])`, [ids])).rows;
    const caseRows = (await db.query(`select id, subject_id, receipt_no from bcs_case where kind = 'housing_application' and user_id = any($1::int[])`, [ids])).rows;
    const receipts = new Set(caseRows.map((r) => r.receipt_no));
    const appsByUser = new Map();
    for (const a of apps) appsByUser.set(a.user_id, [...(appsByUser.get(a.user_id) ?? []), a]);
    const okByKey = new Map();
    for (const r of results) {
      if (r.status !== 200) {
        // Explained when the key stored nothing or a 200 of the same key named the row.
        refused.push(r);
        continue;
      }
      const id = r.data?.id;
      const row = apps.find((a) => a.id === id);
      if (!row || row.user_id !== r.c.userId || row.idempotency_key !== r.key) problems.push(`citizen ${r.c.i}: answered id ${id} has no matching row`);
      const prev = okByKey.get(r.key);
      if (prev !== undefined && prev !== id) problems.push(`citizen ${r.c.i}: the repeat answered id ${id}, the first ${prev}`);
      okByKey.set(r.key, id);
      const kase = caseRows.find((k) => k.subject_id === id);
      if (r.data?.receiptNo && kase?.receipt_no !== r.data.receiptNo) problems.push(`citizen ${r.c.i}: receipt ${r.data.receiptNo} answered, ${kase?.receipt_no} stored`);
    }
    const answeredOk = new Set(results.filter((r) => r.status === 200).map((r) => r.c.userId));
    let unanswered = 0;
    for (const c of people) {
      const n = (appsByUser.get(c.userId) ?? []).length;
      if (n > 1) problems.push(`citizen ${c.i} has ${n} applications`);
      else if (n === 0 && answeredOk.has(c.userId)) problems.push(`citizen ${c.i} was answered 200 and has no application`);
      else if (n === 0) unanswered++;
      else if (!answeredOk.has(c.userId)) problems.push(`citizen ${c.i} has an application but was never answered 200 (stored while refused)`);
    }
    console.log(`  refused (non-200, the citizen told to try again): ${refused.length} requests; ${unanswered} citizens without an application, each refused every time`);
    if (apps.length !== citizens - unanswered) problems.push(`${apps.length} applications stored, ${citizens - unanswered} expected`);
    if (caseRows.length !== apps.length) problems.push(`${caseRows.length} cases for ${apps.length} applications`);
    if (unanswered) problems.push(`${unanswered} of ${citizens} citizens could not apply (refused every time)`);
    if (receipts.size !== caseRows.length) problems.push(`${caseRows.length - receipts.size} receipts repeated`);
    if (apps.some((a) => a.case_id == null)) problems.push('an application without its case');
    console.log(
      `  database: ${apps.length} applications, ${caseRows.length} cases, ${receipts.size} distinct receipts for ${citizens} citizens; ` +
        (problems.length ? `${problems.length} problems:\n    ${problems.slice(0, 20).join('\n    ')}` : 'none lost, none stored twice'),
    );
    const p99 = quantile(all, 0.99);
    console.log(`  target p99 < 2000 ms: ${p99 < 2000 ? 'met' : 'NOT met'} (${Math.round(p99)} ms)`);
    failed = problems.length > 0;
    return { citizens, requests: results.length, wallS, all, firsts, byAnswer, problems, load: loadavg() };
  } finally {
    await db.end().catch(() => undefined);
    await front?.stop();
    await dropDatabase(admin, name).catch((e) => console.error('could not drop', name, e.message));
    fs.rmSync(runDir, { recursive: true, force: true });
    if (failed) process.exitCode = 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const env = process.env;
  benchApplyWindow({
    ...(env.BENCH_DIST ? { distDir: env.BENCH_DIST } : {}),
    port: Number(env.BENCH_PORT ?? 3633),
    citizens: Number(env.BENCH_APPLY_CITIZENS ?? 2000),
    windowS: Number(env.BENCH_APPLY_WINDOW_S ?? 60),
    addresses: Number(env.BENCH_APPLY_ADDRESSES ?? 40),
    doubleShare: Number(env.BENCH_APPLY_DOUBLE ?? 0.1),
    retryShare: Number(env.BENCH_APPLY_RETRY ?? 0.05),
  })
    .then(() => process.exit(process.exitCode ?? 0))
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
