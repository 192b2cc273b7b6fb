#!/usr/bin/env node
/**
 * npm run search:reindex — rebuilds the site-search index (bss_search_doc, bss_search_match) from the
 * records and the pages, with the same indexer the portal uses (lib/search/indexer.mjs, the pages
 * from lib/search/pages.ts: hence run with tsx). Needed after editing the search vocabulary
 * (lib/search/dictionary.data.mjs) or after bulk edits made outside the portal; the portal itself
 * keeps the index current for its own writes and catches up with outside edits once a minute.
 *
 *   DATABASE_URL=postgres://… npm run search:reindex     a PostgreSQL server (safe while portals run)
 *   PGLITE_DATA_DIR=.data/pglite npm run search:reindex  an embedded PGlite folder
 *
 * PGlite has no cross-process lock: NEVER run this against a PGlite folder while a portal (next
 * start / next dev) has it open — stop the portal first, or rows are lost. Migrations are applied
 * first, as the portal would.
 */
import fs from 'node:fs';
import path from 'node:path';
import { rebuildIndex } from '../lib/search/indexer.mjs';
// TypeScript (the guides, the routes): `npm run search:reindex` runs this file with tsx.
import { readPageDocuments } from '../lib/search/pages.ts';

const HELP = `用法：npm run search:reindex
  重建站内搜索索引（bss_search_doc、bss_search_match）。
  DATABASE_URL 指向 PostgreSQL 时，可在门户运行期间执行。
  未设置 DATABASE_URL 时使用 PGLITE_DATA_DIR（默认 .data/pglite）：
  PGlite 没有跨进程锁，执行前必须先停止使用该目录的门户进程，否则会丢失数据。`;

const MIGRATIONS = path.join(process.cwd(), 'lib', 'db', 'migrations');

/** A tagged-template runner over a driver's query(text, params). */
const runnerOf = (query) => async (strings, ...values) => {
  const text = strings.reduce((acc, s, i) => `${acc}$${i}${s}`);
  return (await query(text, values)).rows;
};

async function main() {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(HELP);
    return;
  }
  const url = process.env.DATABASE_URL;
  let close;
  let run;
  let transaction;
  if (url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    await migrate(drizzle(pool), { migrationsFolder: MIGRATIONS });
    const client = await pool.connect();
    run = runnerOf((text, params) => client.query(text, params));
    transaction = async (work) => {
      await client.query('begin');
      try {
        await work();
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    };
    close = async () => {
      client.release();
      await pool.end();
    };
  } else {
    const dir = process.env.PGLITE_DATA_DIR || '.data/pglite';
    if (!fs.existsSync(dir)) throw new Error(`PGlite 数据目录不存在：${dir}`);
    console.warn(`提醒：PGlite 目录 ${dir} 不能同时被门户进程打开。`);
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = await PGlite.create(dir);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
    run = runnerOf((text, params) => client.query(text, params));
    transaction = async (work) => {
      await client.exec('begin');
      try {
        await work();
        await client.exec('commit');
      } catch (error) {
        await client.exec('rollback');
        throw error;
      }
    };
    close = () => client.close();
  }
  try {
    const started = Date.now();
    let counts;
    // One transaction: searches keep seeing the old index until the new one is complete.
    await transaction(async () => {
      counts = await rebuildIndex(run, { pages: readPageDocuments });
    });
    console.log(`搜索索引已重建（${Date.now() - started} ms）：`, counts);
  } finally {
    await close();
  }
}

main().catch((error) => {
  console.error('[search:reindex] failed:', error instanceof Error ? `${error.name}: ${error.message.slice(0, 200)}` : 'error');
  process.exit(1);
});
