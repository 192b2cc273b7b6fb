// `npm run stats [-- --days N]`: visits per module per day for the last N days (default 14),
// read from the configured database: DATABASE_URL (PostgreSQL) when set, else the PGlite folder
// PGLITE_DATA_DIR (default .data/pglite). Read-only. The SQL is the portal's own
// (lib/monitoring/statistics-sql.mjs). docs/operations.md "Visit statistics".
import fs from 'node:fs';
import path from 'node:path';
import { DAILY_VISITS_SQL, STATS_TIME_ZONE } from '../lib/monitoring/statistics-sql.mjs';

function parseDays(argv) {
  const i = argv.findIndex((a) => a === '--days' || a.startsWith('--days='));
  if (i === -1) return 14;
  const raw = argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1];
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1 || days > 3660) {
    console.error('--days 须为 1 到 3660 之间的整数');
    process.exit(2);
  }
  return days;
}

async function openClient() {
  const url = process.env.DATABASE_URL;
  if (url) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return { where: 'PostgreSQL (DATABASE_URL)', query: (t, p) => client.query(t, p), close: () => client.end() };
  }
  const dir = process.env.PGLITE_DATA_DIR || path.join(process.cwd(), '.data', 'pglite');
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    console.error(`没有找到 PGlite 数据目录 ${dir}（设置 PGLITE_DATA_DIR，或先启动一次门户）。`);
    process.exit(1);
  }
  // PGlite has no cross-process lock: a second process on the folder of a running portal loses rows.
  console.error(`注意：PGlite 数据目录 ${dir} 同时只能由一个进程打开。请先停止使用该目录的门户进程，再运行本命令。`);
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(dir);
  return { where: `PGlite (${dir})`, query: (t, p) => client.query(t, p), close: () => client.close() };
}

const days = parseDays(process.argv.slice(2));
const db = await openClient();
try {
  const { rows } = await db.query(DAILY_VISITS_SQL, [new Date().toISOString(), days]);
  console.log(`模块访问统计：最近 ${days} 天（按 ${STATS_TIME_ZONE} 日期；同一访客同一模块 30 分钟内只计一次，不含爬虫）`);
  console.log(`数据库：${db.where}`);
  if (rows.length === 0) {
    console.log('（此期间没有访问记录）');
  } else {
    const table = rows.map((r) => ({ 日期: r.day, 模块: r.module_key, 名称: r.module_name, 访问次数: Number(r.visits), 访客数: Number(r.visitors) }));
    console.table(table);
    const total = rows.reduce((n, r) => n + Number(r.visits), 0);
    console.log(`合计访问 ${total} 次`);
  }
} catch (error) {
  if (/bpm_module_access_daily/.test(String(error?.message))) {
    console.error('数据库还没有统计表：请先用新版本启动一次门户（启动时会执行迁移）。');
    process.exit(1);
  }
  throw error;
} finally {
  await db.close();
}
