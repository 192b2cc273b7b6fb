#!/usr/bin/env node
/**
 * selectProject under load on a realistic table: 10,000 generated projects (and 30,000 unit types)
 * in a scratch PostgreSQL database bzf_bench_<pid>, served by the built portal, measured with
 * autocannon at 10 connections with three filters (type + district + rent band), then the same
 * with the EXPLAIN plan printed. The scratch database is dropped afterwards.
 *
 * Run by `npm run bench` when TEST_DATABASE_URL (or BENCH_DATABASE_URL) is set, or on its own:
 * node scripts/bench-projects.mjs (needs a build in .next-bench).
 */
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startPortal } from './perf-server.mjs';

const DISTRICTS = ['澄江区', '云溪区', '东港区', '滨湖新区', '北湖区', '青禾高新区'];

function withDb(url, db) {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

/** 10,000 projects spread evenly over types, districts and statuses, with 3 unit types each. */
async function fill(client) {
  await client.query(`
    insert into bdd_housing_project (name, business_type, district, address, lng, lat, status, homes_total, homes_available,
      rent_min, rent_max, price_min, price_max, area_min, area_max, bedrooms, published_at, is_demo)
    select '基准项目' || g, (array['gzf','bzf','psx','gycq'])[1 + g % 4], ($1::text[])[1 + (g / 4) % 6], '青禾市基准路' || g || '号',
      120.1 + (g % 100) / 1000.0, 30.2 + (g % 97) / 1000.0,
      case when g % 4 < 2 then (array['open','full','upcoming','building'])[1 + (g / 24) % 4] else (array['onsale','upcoming','building','open'])[1 + (g / 24) % 4] end,
      300, (g * 7) % 300,
      case when g % 4 < 2 then 500 + (g * 37) % 3500 end, case when g % 4 < 2 then 1500 + (g * 37) % 3500 end,
      case when g % 4 >= 2 then 8000 + (g * 53) % 9000 end, case when g % 4 >= 2 then 9000 + (g * 53) % 9000 end,
      30 + g % 40, 60 + g % 70, array[(g % 3)::smallint, (1 + g % 3)::smallint], now() - (g || ' minutes')::interval, true
    from generate_series(1, 10000) g`, [DISTRICTS]);
  await client.query(`
    insert into bdd_housing_unit_type (project_id, layout, bedrooms, area_min, area_max, rent_min, rent_max, homes_total, homes_available, sort_order, is_demo)
    select p.id, k || '室', k, 30 + k * 20, 40 + k * 20, p.rent_min, p.rent_max, 100, 10, k, true
    from bdd_housing_project p cross join generate_series(1, 3) k`);
  await client.query('analyze');
}

export async function benchProjects({ distDir = '.next-bench', port = 3603, duration = 10 } = {}) {
  const admin = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('BENCH_DATABASE_URL or TEST_DATABASE_URL is needed');
  const name = `bzf_bench_${process.pid}`;
  const root = new pg.Client({ connectionString: admin });
  await root.connect();
  await root.query(`create database ${name}`);
  let portal = null;
  try {
    // The portal migrates the empty database on start (no demo content), then we fill it.
    portal = await startPortal({ distDir, port, env: { DATABASE_URL: withDb(admin, name), SEED_DEMO: 'false' } });
    // /home may come from the route cache of an earlier run: ask the database itself, which opens
    // (and migrates) it.
    const health = await fetch(`${portal.origin}/api/health`);
    if (!health.ok) throw new Error(`the portal's database did not open: HTTP ${health.status}`);
    const client = new pg.Client({ connectionString: withDb(admin, name) });
    // The scratch database is dropped with force at the end; a late notice must not crash the run.
    client.on('error', () => undefined);
    await client.connect();
    let plan;
    try {
      await fill(client);
      ({ rows: plan } = await client.query(
        `explain analyze select count(*) from bdd_housing_project where business_type = 'gzf' and district = '云溪区' and rent_max >= 1000 and rent_min < 2000`,
      ));
    } finally {
      await client.end();
    }
    const url = `${portal.origin}/api/bzf-portal-data-docking/dataMiddleOffice/selectProject?type=gzf&district=yx&rent=1000-2000`;
    for (let i = 0; i < 20; i++) await (await fetch(url)).arrayBuffer();
    const first = await (await fetch(url)).json();
    const r = await autocannon({ url, connections: 10, duration });
    console.log(`\nselectProject, 10,000 projects, type+district+rent, c=10: ${Math.round(r.requests.average)} req/s  p50 ${r.latency.p50} ms  p97.5 ${r.latency.p97_5} ms  p99 ${r.latency.p99} ms  errors ${r.errors + r.non2xx}  (total matches ${first.data?.total})`);
    console.log('plan of the count query:');
    for (const row of plan) console.log(`  ${row['QUERY PLAN']}`);
    return { rps: Math.round(r.requests.average), p50: r.latency.p50, p975: r.latency.p97_5, total: first.data?.total };
  } finally {
    await portal?.stop();
    await root.query(`drop database if exists ${name} with (force)`);
    await root.end();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchProjects({ distDir: process.env.BENCH_DIST ?? '.next-bench', duration: Number(process.env.BENCH_DURATION ?? 10) })
    .then(() => process.exit(0))
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
