#!/usr/bin/env node
/**
 * The 业务经办 inbox under measurement (issue #28 part 9): one instance on a scratch PostgreSQL
 * database with the demo content and BENCH_INBOX_CASES (100,000) generated cases of every kind, each
 * with its own submission and citizen (the demo's submissions copied, so every list row joins to a
 * real record), created over two years (more of them recent), with the statuses a case of that
 * age has: most old ones ended (结束 / 通过 / 未通过 / 已录用 / 已答复 / 撤回), recent ones 已提交 or in
 * handling, some stuck past their pledge (超期), half of those in handling given to the demo 业务经办.
 * Signed in as the demo 业务经办 (password and TOTP through the console's forms), autocannon at c=10
 * cycles through the inbox with two filters at a time (status + submission dates, status + project
 * or post, status + mine, overdue + mine), after 3 reads of each URL and a 5 s warm-up; then the
 * CPU time per request of the portal and its PostgreSQL backends, and the plans of the inbox's two
 * statements. Target p50 < 50 ms.
 *
 * Run by `npm run bench` when TEST_DATABASE_URL (or BENCH_DATABASE_URL) is set, or on its own:
 *   TEST_DATABASE_URL=postgres://… node scripts/bench-inbox.mjs   (BENCH_DIST=.next to use the ordinary build)
 * Then BENCH_HOUSING_APPLICATIONS (100,000; 0 skips) 公租房 / 保租房 applications (bha_application rows copied
 * from the demo's, each with its case and the case's status) and the handler's review list
 * (kind=housing_application) with two filters at a time, measured the same way (issue 29 part 6).
 * Environment: BENCH_DURATION (10), BENCH_PORT (3609), BENCH_INBOX_CASES (100000), BENCH_KEEP_DB=1 keeps
 * the database (its name is printed; drop it yourself), BENCH_COMPARE=dirA,dirB measures those builds
 * too, one after the other, on the same data and session. Asserts nothing.
 */
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { mulberry32 } from '../lib/random.mjs';
import { demoStaff, signInStaff } from './console-client.mjs';
import { createDatabase, dropDatabase } from './front-lib.mjs';
import { cpuSnapshot } from './bench-search.mjs';
import { autocannonRun, loadAverage } from './bench-console.mjs';
import { startPortal } from './perf-server.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const TARGET_P50_MS = 50;
const DAY = 86_400_000;

/** Share of the cases per kind, the submission table each copies, and what the inbox filters by. */
const KINDS = [
  { kind: 'shop_intention', share: 0.15, prefix: 'SY', table: 'bdd_shop_intention', scope: null },
  { kind: 'allotment', share: 0.3, prefix: 'PS', table: 'bdd_allotment_intention', scope: 'project_id' },
  { kind: 'job_application', share: 0.3, prefix: 'ZP', table: 'brc_application', scope: 'post_id' },
  { kind: 'questionnaire', share: 0.15, prefix: 'WJ', table: 'bqn_response', scope: 'questionnaire_id' },
  { kind: 'consultation', share: 0.1, prefix: 'ZX', table: 'bcs_question', scope: null },
];
/**
 * The 公租房 / 保租房 applications of the handler's review list (issue 29 part 6): generated on their own,
 * each a bha_application copied from a demo one with the status of its case and pointing at it.
 */
const HOUSING = [{ kind: 'housing_application', share: 1, prefix: 'ZF', table: 'bha_application', scope: null, override: { status: 'p.status', withdrawn_at: `case when p.status = 'withdrawn' then p.updated end`, case_id: 'null' } }];

/**
 * The statuses a case passes through, in order (lib/cases/flow.ts), the final ones it may end in,
 * and the working days pledged per status (as calendar days × 1.4).
 */
const FLOWS = {
  shop_intention: { path: ['submitted', 'accepted', 'contacted', 'closed'], pledge: { submitted: 5, accepted: 5 } },
  allotment: { path: ['submitted', 'reviewing', 'approved'], alt: { reviewing: 'rejected' }, pledge: { submitted: 5, reviewing: 10 } },
  job_application: { path: ['submitted', 'screening', 'interview', 'hired'], alt: { submitted: 'rejected', screening: 'rejected', interview: 'rejected' }, pledge: { submitted: 5, screening: 10, interview: 10 } },
  questionnaire: { path: ['received'], pledge: {}, noWithdraw: true },
  consultation: { path: ['submitted', 'accepted', 'answered'], pledge: { submitted: 5, accepted: 5 } },
  housing_application: {
    path: ['submitted', 'accepted', 'first_review', 'second_review', 'publicized', 'queued'],
    alt: { accepted: 'rejected', first_review: 'rejected', second_review: 'rejected' },
    pledge: { submitted: 5, accepted: 5, first_review: 15, second_review: 10, publicized: 7 },
  },
};
const FINAL = new Set(['closed', 'approved', 'rejected', 'hired', 'answered', 'withdrawn', 'received', 'queued']);

/** One generated case: kind, status, dates, handler. */
function planCase(rnd, kind, now, clerkId) {
  const flow = FLOWS[kind];
  // Two years, more of them recent (a square of a uniform number).
  const created = now - Math.floor(rnd() ** 2 * 730 * DAY) - Math.floor(rnd() * DAY);
  const ageDays = (now - created) / DAY;
  let steps = 0;
  let at = created;
  let status = flow.path[0];
  const stuck = rnd() < 0.06;
  while (!stuck && steps < flow.path.length - 1) {
    const stepDays = 1 + rnd() * 9;
    if (ageDays < (steps + 1) * stepDays) break;
    at += stepDays * DAY;
    const alt = flow.alt?.[status];
    status = alt && rnd() < 0.3 ? alt : flow.path[steps + 1];
    steps += 1;
    if (FINAL.has(status)) break;
  }
  if (!flow.noWithdraw && !FINAL.has(status) && rnd() < 0.04) {
    status = 'withdrawn';
    at += DAY;
  }
  const final = FINAL.has(status);
  const pledge = flow.pledge[status];
  const due = !final && pledge ? at + pledge * 1.4 * DAY : null;
  const handled = status !== flow.path[0] || rnd() < 0.3;
  return {
    status,
    created: new Date(created).toISOString(),
    updated: new Date(Math.min(at, now)).toISOString(),
    due: due ? new Date(due).toISOString() : null,
    closed: final ? new Date(Math.min(at, now)).toISOString() : null,
    handler: handled && rnd() < 0.5 ? clerkId : null,
    version: steps + 1,
  };
}

/** `total` cases of every kind, each with a citizen of its own and a copy of a demo submission. */
export async function fillCases(client, total, clerkId, kinds = KINDS, first = 0) {
  const rnd = mulberry32(20261128 + first);
  const now = Date.now();
  const { rows: [{ hash }] } = await client.query(`select password_hash as hash from bpr_portal_user order by id limit 1`);
  await client.query(`create temp table bench_plan (g int primary key, kind text, status text, created timestamptz, updated timestamptz, due timestamptz, closed timestamptz, handler int, version int, user_id int)`);
  const BATCH = 10_000;
  let g = first;
  for (let done = 0; done < total; done += BATCH) {
    const cols = { g: [], kind: [], status: [], created: [], updated: [], due: [], closed: [], handler: [], version: [] };
    for (let i = 0; i < Math.min(BATCH, total - done); i++) {
      g += 1;
      let pick = rnd();
      const k = kinds.find((x) => (pick -= x.share) < 0) ?? kinds[kinds.length - 1];
      const p = planCase(rnd, k.kind, now, clerkId);
      cols.g.push(g);
      cols.kind.push(k.kind);
      for (const key of ['status', 'created', 'updated', 'due', 'closed', 'handler', 'version']) cols[key].push(p[key]);
    }
    await client.query(
      `insert into bench_plan (g, kind, status, created, updated, due, closed, handler, version)
       select * from unnest($1::int[], $2::text[], $3::text[], $4::timestamptz[], $5::timestamptz[], $6::timestamptz[], $7::timestamptz[], $8::int[], $9::int[])`,
      [cols.g, cols.kind, cols.status, cols.created, cols.updated, cols.due, cols.closed, cols.handler, cols.version],
    );
  }
  // A citizen per case: 17… numbers no demo account uses; the names as people have them.
  await client.query(
    `with u as (
       insert into bpr_portal_user (mobile, password_hash, name, created_at, updated_at)
       select '17' || lpad(p.g::text, 9, '0'), $1,
              (array['张','李','王','刘','陈','杨','赵','黄','周','吴','徐','孙'])[1 + p.g % 12] || (array['伟','芳','娜','敏','静','丽','强','磊','军','洋','勇','艳','杰','涛'])[1 + (p.g / 12) % 14],
              p.created, p.created
       from bench_plan p order by p.g
       returning id, mobile)
     update bench_plan p set user_id = u.id from u where u.mobile = '17' || lpad(p.g::text, 9, '0')`,
    [hash],
  );
  for (const k of kinds) {
    const { rows: cols } = await client.query(
      `select column_name from information_schema.columns where table_schema = current_schema() and table_name = $1 and column_name <> 'id' and is_generated = 'NEVER' order by ordinal_position`,
      [k.table],
    );
    const override = {
      user_id: 'p.user_id',
      created_at: 'p.created',
      updated_at: 'p.updated',
      submitted_at: 'p.created',
      idempotency_key: `'bench-' || p.g`,
      device_hash: `md5('bench-' || p.g)`,
      ...k.override,
    };
    const names = cols.map((c) => c.column_name);
    const values = names.map((n) => override[n] ?? `t.${n}`);
    // The demo has no signed-in questionnaire response to copy: a response names its questionnaire and citizen only.
    const { rowCount } = k.kind === 'questionnaire' ? await client.query(
      `insert into bqn_response (questionnaire_id, user_id, is_demo, submitted_at)
       select q.id, p.user_id, true, p.created from bench_plan p
       join (select id, row_number() over (order by id) - 1 as rn, count(*) over () as n from bqn_questionnaire) q on q.rn = p.g % q.n
       where p.kind = $1`,
      [k.kind],
    ) : await client.query(
      `with tmpl as (select t.*, row_number() over (order by t.id) - 1 as rn, count(*) over () as n from ${k.table} t where t.user_id is not null)
       insert into ${k.table} (${names.join(', ')})
       select ${values.join(', ')} from bench_plan p join tmpl t on t.rn = p.g % t.n where p.kind = $1`,
      [k.kind],
    );
    if (!rowCount) throw new Error(`no demo ${k.table} to copy: the demo seed gives every kind a few`);
    await client.query(
      `insert into bcs_case (kind, receipt_no, subject_id, user_id, scope_id, status, handler_id, version, due_at, closed_at, is_demo, created_at, updated_at)
       select p.kind, $2 || '-' || to_char(p.created at time zone 'Asia/Shanghai', 'YYYYMMDD') || '-' || lpad(p.g::text, 6, '0'),
              s.id, p.user_id, ${k.scope ? `s.${k.scope}` : 'null'}, p.status, p.handler, p.version, p.due, p.closed, true, p.created, p.updated
       from bench_plan p join ${k.table} s on s.user_id = p.user_id where p.kind = $1`,
      [k.kind, k.prefix],
    );
    if (k.table === 'bha_application')
      await client.query(`update bha_application a set case_id = c.id from bcs_case c where c.kind = $1 and c.subject_id = a.id and a.idempotency_key like 'bench-%'`, [k.kind]);
  }
  await client.query('drop table bench_plan');
  for (const t of ['bcs_case', 'bpr_portal_user', ...kinds.map((k) => k.table)]) await client.query(`vacuum analyze ${t}`);
}

/** The inbox URLs measured: two filters each (the kind is the tab, not a filter). */
async function inboxPaths(client, clerkId) {
  const day = (msAgo) => new Date(Date.now() + 8 * 3600_000 - msAgo).toISOString().slice(0, 10);
  const scope = async (kind) => (await client.query(`select scope_id from bcs_case where kind = $1 group by scope_id order by count(*) desc limit 1`, [kind])).rows[0]?.scope_id;
  const paths = [
    `/admin/cases?kind=shop_intention&status=submitted&from=${day(90 * DAY)}`,
    `/admin/cases?kind=allotment&status=reviewing&scope=${await scope('allotment')}`,
    `/admin/cases?kind=allotment&status=approved&from=${day(365 * DAY)}&to=${day(30 * DAY)}`,
    `/admin/cases?kind=job_application&status=screening&scope=${await scope('job_application')}`,
    `/admin/cases?kind=job_application&status=interview&mine=1`,
    `/admin/cases?kind=consultation&status=submitted&mine=1`,
    `/admin/cases?kind=allotment&overdue=1&mine=1`,
    `/admin/cases?kind=questionnaire&status=received&scope=${await scope('questionnaire')}`,
    `/admin/cases?kind=shop_intention&overdue=1&from=${day(60 * DAY)}`,
    `/admin/cases?kind=consultation&status=answered&from=${day(180 * DAY)}`,
  ];
  return withCounts(client, clerkId, paths);
}

/** The handler's review list of 公租房 / 保租房 applications (issue 29 part 6): two filters each. */
async function housingPaths(client, clerkId) {
  const day = (msAgo) => new Date(Date.now() + 8 * 3600_000 - msAgo).toISOString().slice(0, 10);
  const k = 'kind=housing_application';
  const paths = [
    `/admin/cases?${k}&status=submitted&from=${day(90 * DAY)}`,
    `/admin/cases?${k}&status=first_review&mine=1`,
    `/admin/cases?${k}&status=second_review&from=${day(365 * DAY)}&to=${day(30 * DAY)}`,
    `/admin/cases?${k}&overdue=1&mine=1`,
    `/admin/cases?${k}&status=accepted&mine=1`,
    `/admin/cases?${k}&status=queued&from=${day(180 * DAY)}`,
    `/admin/cases?${k}&overdue=1&from=${day(60 * DAY)}`,
    `/admin/cases?${k}&status=rejected&from=${day(365 * DAY)}`,
  ];
  return withCounts(client, clerkId, paths);
}

/** Each path with the number of cases the database has for its filters (the page's 共 N 件 must say it). */
async function withCounts(client, clerkId, paths) {
  const counts = [];
  for (const p of paths) {
    const q = new URL(p, 'http://x').searchParams;
    const where = ['kind = $1'];
    const args = [q.get('kind')];
    const add = (sql, v) => {
      args.push(v);
      where.push(sql.replace('?', `$${args.length}`));
    };
    if (q.get('status')) add('status = ?', q.get('status'));
    if (q.get('from')) add(`created_at >= (?::date)::timestamp at time zone 'Asia/Shanghai'`, q.get('from'));
    if (q.get('to')) add(`created_at < (?::date + 1)::timestamp at time zone 'Asia/Shanghai'`, q.get('to'));
    if (q.get('scope')) add('scope_id = ?', Number(q.get('scope')));
    if (q.get('mine')) add('handler_id = ?', clerkId);
    if (q.get('overdue')) where.push('closed_at is null and due_at < now()');
    const { rows } = await client.query(`select count(*)::int as n from bcs_case where ${where.join(' and ')}`, args);
    counts.push({ path: p, n: rows[0].n, where: where.join(' and '), args });
  }
  return counts;
}

export async function benchInbox({ distDir = '.next-bench', port = 3609, duration = 10, total = 100_000, housing = 100_000, keepDb = false, compare = [] } = {}) {
  const admin = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('BENCH_DATABASE_URL or TEST_DATABASE_URL is needed');
  const name = `bzf_bench_inbox_${process.pid}`;
  const databaseUrl = await createDatabase(admin, name);
  let portal = null;
  try {
    // The demo seed gives the demo staff (their secrets need the personal-data key) and a few cases of each kind.
    const env = { DATABASE_URL: databaseUrl, PII_KEY: randomBytes(32).toString('base64') };
    portal = await startPortal({ distDir, port, env });
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('error', () => undefined);
    await client.connect();
    let urls;
    let housingUrls = [];
    let clerkId;
    const plans = [];
    try {
      for (let i = 0; i < 240; i++) {
        const { rows } = await client.query(`select (select count(*) from bps_staff)::int as staff, (select count(*) from bcs_case)::int as cases`).catch(() => ({ rows: [{ staff: 0, cases: 0 }] }));
        if (rows[0].staff > 0 && rows[0].cases > 0) break;
        await sleep(500);
      }
      clerkId = (await client.query(`select id from bps_staff where login = $1`, [demoStaff('caseworker').login])).rows[0]?.id;
      if (!clerkId) throw new Error('the demo 业务经办 is not in the scratch database');
      const started = Date.now();
      await fillCases(client, total, clerkId);
      const { rows: size } = await client.query(
        `select count(*)::int as n, pg_size_pretty(pg_total_relation_size('bcs_case')) as bytes from bcs_case`,
      );
      const { rows: byKind } = await client.query(`select kind, count(*)::int as n, count(*) filter (where closed_at is null and due_at < now())::int as overdue from bcs_case group by kind order by kind`);
      console.log(
        `\n${size[0].n.toLocaleString('en')} cases in bcs_case (${total.toLocaleString('en')} generated in ${((Date.now() - started) / 1000).toFixed(1)} s; table and indexes ${size[0].bytes}): ` +
          byKind.map((r) => `${r.kind} ${r.n.toLocaleString('en')} (${r.overdue.toLocaleString('en')} overdue)`).join(', '),
      );
      urls = await inboxPaths(client, clerkId);
      if (housing > 0) {
        const t0 = Date.now();
        await fillCases(client, housing, clerkId, HOUSING, total);
        const { rows: ha } = await client.query(`select count(*)::int as n, count(*) filter (where case_id is not null)::int as linked from bha_application`);
        console.log(`${ha[0].n.toLocaleString('en')} housing applications (${housing.toLocaleString('en')} generated in ${((Date.now() - t0) / 1000).toFixed(1)} s, ${ha[0].linked.toLocaleString('en')} linked to their case)`);
        housingUrls = await housingPaths(client, clerkId);
      }
      for (const u of [...urls.filter((_, i) => i === 1 || i === 6), ...housingUrls.filter((_, i) => i === 1 || i === 3)]) {
        for (const statement of [`select count(*) from bcs_case where ${u.where}`, `select * from bcs_case left join bps_staff s on s.id = bcs_case.handler_id where ${u.where} order by bcs_case.created_at desc, bcs_case.id desc limit 20`]) {
          const { rows } = await client.query(`explain analyze ${statement}`, u.args);
          plans.push(`${u.path} — ${statement.slice(0, 40)}…`, ...rows.map((r) => `  ${r['QUERY PLAN']}`));
        }
      }
    } finally {
      await client.end();
    }
    const session = await signInStaff(portal.origin, demoStaff('caseworker'));
    const monitor = new pg.Client({ connectionString: admin });
    await monitor.connect();
    const cpu = () => cpuSnapshot(monitor, name, portal.pid);
    const measure = async (label, list) => {
      for (const u of list) {
        const res = await fetch(portal.origin + u.path, { headers: { cookie: session.cookie }, redirect: 'manual' });
        const html = await res.text();
        const shown = /（共 (?:<!-- -->)?(\d+)(?:<!-- -->)? 件）/.exec(html)?.[1];
        if (res.status !== 200 || Number(shown) !== u.n) throw new Error(`${u.path} answered HTTP ${res.status} with ${shown ?? 'no'} cases, the database has ${u.n}`);
      }
      const paths = list.map((u) => u.path);
      for (const p of paths) for (let i = 0; i < 3; i++) await (await fetch(portal.origin + p, { headers: { cookie: session.cookie } })).arrayBuffer();
      const warm = await autocannonRun(portal.origin, paths, session.cookie, 5, cpu);
      const r = await autocannonRun(portal.origin, paths, session.cookie, duration, cpu);
      console.log(`${label} URLs (two filters each) and their matches:\n${list.map((u) => `  ${u.path}  ${u.n.toLocaleString('en')}`).join('\n')}`);
      console.log(
        `${label}, two filters, c=10 ${duration} s: ${r.rps} req/s  p50 ${r.p50} ms  p97.5 ${r.p975} ms  p99 ${r.p99} ms  errors ${r.errors}  (${r.requests} requests; warm-up ${warm.rps} req/s p50 ${warm.p50} ms)\n` +
          `  CPU per request: portal ${r.cpuPortalMs.toFixed(1)} ms + PostgreSQL ${r.cpuPostgresMs.toFixed(1)} ms`,
      );
      console.log(`load average ${loadAverage()}, ${os.cpus().length} cores`);
      console.log(`target p50 < ${TARGET_P50_MS} ms: ${r.p50 < TARGET_P50_MS ? 'met' : 'NOT met'}`);
      return { ...r, warm, urls: list.map((u) => ({ path: u.path, matches: u.n })) };
    };
    const inbox = await measure('/admin/cases (every kind)', urls);
    const review = housingUrls.length ? await measure('/admin/cases?kind=housing_application (review list)', housingUrls) : null;
    // BENCH_COMPARE: other builds measured in turn on the same data and session (one instance at a time).
    const compared = [];
    for (const other of compare) {
      await portal.stop();
      portal = await startPortal({ distDir: other, port, env });
      console.log(`\n— build ${other} —`);
      compared.push({ distDir: other, inbox: await measure(`/admin/cases (every kind) [${other}]`, urls), review: housingUrls.length ? await measure(`review list [${other}]`, housingUrls) : null });
    }
    await monitor.end();
    console.log('plans of the inbox statements (PostgreSQL):');
    for (const l of plans) console.log(`  ${l}`);
    return { ...inbox, housingReview: review, compared };
  } finally {
    await portal?.stop();
    if (keepDb) console.log(`scratch database kept: ${databaseUrl} (drop database ${name} when done)`);
    else await dropDatabase(admin, name).catch((e) => console.error('could not drop', name, e.message));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchInbox({
    distDir: process.env.BENCH_DIST ?? '.next-bench',
    port: Number(process.env.BENCH_PORT ?? 3609),
    duration: Number(process.env.BENCH_DURATION ?? 10),
    total: Number(process.env.BENCH_INBOX_CASES ?? 100_000),
    housing: Number(process.env.BENCH_HOUSING_APPLICATIONS ?? 100_000),
    keepDb: process.env.BENCH_KEEP_DB === '1',
    compare: (process.env.BENCH_COMPARE ?? '').split(',').filter(Boolean),
  })
    .then(() => process.exit(0))
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
