import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/lib/db/client';

/** Rows and a content checksum of one table: what a restored copy must reproduce exactly. */
export type TableFingerprint = { rows: number; md5: string };
export type DatabaseFingerprint = Record<string, TableFingerprint>;

type TableRow = { table_schema: string; table_name: string };

/**
 * Every base table of the portal's schemas (public and drizzle's migration journal), by
 * "schema.table". Read from the catalogue rather than the drizzle schema so that a table a
 * migration created by hand is still counted.
 */
export async function listTables(db: Db): Promise<string[]> {
  const rows = await queryRows<TableRow>(db, sql`
    select table_schema, table_name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle')
    order by table_schema, table_name`);
  return rows.map((r) => `${r.table_schema}.${r.table_name}`);
}

function quoted(qualified: string): string {
  return qualified
    .split('.')
    .map((part) => `"${part.replace(/"/g, '""')}"`)
    .join('.');
}

/**
 * The checksum is the md5 of every row's text form, sorted byte-wise (COLLATE "C"), so it does
 * not depend on the physical order a restore writes rows in, nor on the server's locale.
 */
export async function fingerprintDatabase(db: Db): Promise<DatabaseFingerprint> {
  const out: DatabaseFingerprint = {};
  for (const table of await listTables(db)) {
    const [row] = await queryRows<{ rows: number; md5: string }>(
      db,
      sql.raw(`select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text collate "C"), '')) as md5 from ${quoted(table)} t`),
    );
    out[table] = { rows: Number(row!.rows), md5: row!.md5 };
  }
  return out;
}

/** Tables whose rows or checksum differ (or exist on one side only), with both sides' figures. */
export function compareFingerprints(expected: DatabaseFingerprint, actual: DatabaseFingerprint): string[] {
  const problems: string[] = [];
  for (const table of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
    const a = expected[table];
    const b = actual[table];
    if (!a) problems.push(`${table}: 备份中没有此表，恢复后却存在`);
    else if (!b) problems.push(`${table}: 恢复后缺少此表（备份中 ${a.rows} 行）`);
    else if (a.rows !== b.rows) problems.push(`${table}: 行数不符（备份 ${a.rows}，恢复后 ${b.rows}）`);
    else if (a.md5 !== b.md5) problems.push(`${table}: 行数相同但内容校验和不符`);
  }
  return problems;
}
