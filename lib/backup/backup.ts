import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { claimPgliteFolder, PgliteFolderInUseError, queryRows, type Db } from '@/lib/db/client';
import { compareFingerprints, fingerprintDatabase, type DatabaseFingerprint } from './fingerprint';

/**
 * One backup is one folder: the database (pg_dump's custom format for PostgreSQL, PGlite's own
 * dump of its data folder for the embedded database), the embedded database's key file for
 * encrypted ID numbers when there is one, and manifest.json with what a restore must reproduce
 * (rows and a checksum per table, each file's SHA-256, the migration level). Uploaded files live in
 * the database (decision 0053), so the dump holds them. docs/operations.md "Backup and restore".
 */

const run = promisify(execFile);

export const MANIFEST = 'manifest.json';
const PG_DUMP_FILE = 'database.dump';
const PGLITE_FILE = 'pglite-data.tar.gz';
const KEY_FILE = 'pii.key';
const MIGRATIONS_JOURNAL = path.join(process.cwd(), 'lib', 'db', 'migrations', 'meta', '_journal.json');

export type BackupKind = 'postgres' | 'pglite';

export type Manifest = {
  format: 1;
  kind: BackupKind;
  createdAt: string;
  /** Migrations applied to the backed-up database; a restore by an older portal is refused. */
  migrations: number;
  tables: DatabaseFingerprint;
  files: Record<string, { bytes: number; sha256: string }>;
  /** First 16 hex of SHA-256 over the PII key (never the key): tells a restore which key it needs. */
  piiKeyFingerprint: string | null;
  /**
   * PostgreSQL only: the server that was dumped and the pg_dump that dumped it. A restore refuses
   * an older pg_restore (it cannot read a newer archive) and an older server (PostgreSQL does not
   * promise that a dump loads into an earlier major version). Absent in backups made before.
   */
  postgres?: { server: string; serverMajor: number; pgDump: string; pgDumpMajor: number };
};

/** A refusal a person can act on: a stable code for scripts, a Chinese message for the operator. */
export class BackupError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'BackupError';
  }
}

function sha256File(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

export function keyFingerprint(keyBase64: string | undefined | null): string | null {
  if (!keyBase64) return null;
  return createHash('sha256').update(`bzf-pii-key:${keyBase64.trim()}`).digest('hex').slice(0, 16);
}

/** Where the embedded database's generated key file sits (lib/register/pii.ts). */
export function pgliteKeyFile(dataDir: string): string {
  return path.join(path.dirname(path.resolve(dataDir)), KEY_FILE);
}

function codeMigrationCount(): number {
  const journal = JSON.parse(fs.readFileSync(MIGRATIONS_JOURNAL, 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

async function appliedMigrations(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number(row!.n);
}

function stamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
}

function newBackupFolder(parent: string, kind: BackupKind, now: Date): string {
  fs.mkdirSync(parent, { recursive: true, mode: 0o700 });
  const folder = path.join(path.resolve(parent), `bzf-${kind}-${stamp(now)}`);
  if (fs.existsSync(folder)) throw new BackupError('BACKUP_EXISTS', `备份目录已存在：${folder}（请稍后再试或换一个目录）`);
  fs.mkdirSync(folder, { mode: 0o700 });
  return folder;
}

function writeManifest(folder: string, manifest: Manifest): void {
  fs.writeFileSync(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
}

function describeFiles(folder: string, names: string[]): Manifest['files'] {
  const files: Manifest['files'] = {};
  for (const name of names) {
    const file = path.join(folder, name);
    files[name] = { bytes: fs.statSync(file).size, sha256: sha256File(file) };
  }
  return files;
}

/** Connection settings for Debian's client tools without the password on their command line. */
function pgToolArgs(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env };
}

/**
 * Backups read the database as it is, without the portal's migrations: a newer portal's backup
 * command must not migrate the database it is copying, nor a restored one before it is checked.
 */
async function withPostgres<T>(url: string, work: (db: Db) => Promise<T>): Promise<T> {
  const { Client } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(drizzle(client) as unknown as Db);
  } finally {
    await client.end();
  }
}

/**
 * PGlite has no lock of its own between processes (decision 0002). The portal claims its folder
 * while it has it open (lib/db/client.ts), and so do these commands: a running portal makes them
 * refuse, and a portal started during a backup or restore refuses to open until they finish.
 */
function claimPgliteOrRefuse(dataDir: string): () => void {
  try {
    return claimPgliteFolder(dataDir);
  } catch (error) {
    if (error instanceof PgliteFolderInUseError) {
      throw new BackupError('DATABASE_IN_USE', `嵌入式数据库 ${dataDir} 正被进程 ${error.pid} 使用：请先停止门户，再备份或恢复。`);
    }
    throw error;
  }
}

/** `pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)` → 15.20 / 15. */
async function toolVersion(tool: 'pg_dump' | 'pg_restore'): Promise<{ version: string; major: number }> {
  let stdout: string;
  try {
    ({ stdout } = await run(tool, ['--version']));
  } catch {
    throw new BackupError('TOOLS_MISSING', `找不到 ${tool}：请安装与数据库服务器同一主版本的 PostgreSQL 客户端（Debian：apt-get install postgresql-client-15）。`);
  }
  const match = /\)\s*(\d+)(?:\.(\d+))?/.exec(stdout);
  if (!match) throw new BackupError('TOOLS_MISSING', `无法识别 ${tool} 的版本：${stdout.trim()}`);
  return { version: match[2] ? `${match[1]}.${match[2]}` : match[1]!, major: Number(match[1]) };
}

async function serverVersion(url: string): Promise<{ version: string; major: number }> {
  return withPostgres(url, async (db) => {
    const [row] = await queryRows<{ version: string; num: string }>(db, sql`select current_setting('server_version') as version, current_setting('server_version_num') as num`);
    return { version: row!.version.split(' ')[0]!, major: Math.floor(Number(row!.num) / 10_000) };
  });
}

/**
 * The client tools against the servers (docs/operations.md): pg_dump must be at least the server's
 * major version, pg_restore at least the pg_dump that wrote the archive, and the target server at
 * least the one that was dumped. Checked before anything is written, with a message that names
 * the versions.
 */
export function checkPostgresVersions(
  step: 'backup' | 'restore',
  tool: { version: string; major: number },
  server: { version: string; major: number },
  source?: Manifest['postgres'],
): void {
  if (step === 'backup' && tool.major < server.major) {
    throw new BackupError('TOOLS_TOO_OLD', `pg_dump ${tool.version} 比数据库服务器 ${server.version} 旧：请安装 postgresql-client-${server.major} 后再备份。`);
  }
  if (step === 'restore' && source) {
    if (tool.major < source.pgDumpMajor) {
      throw new BackupError('TOOLS_TOO_OLD', `备份由 pg_dump ${source.pgDump} 生成，本机 pg_restore ${tool.version} 读不了：请安装 postgresql-client-${source.pgDumpMajor} 或更新版本。`);
    }
    if (server.major < source.serverMajor) {
      throw new BackupError('SERVER_OLDER', `备份来自 PostgreSQL ${source.server}，目标服务器是 ${server.version}（更旧的主版本）：请恢复到 ${source.serverMajor} 或更新版本的服务器。`);
    }
  }
}

// ---- Backup -------------------------------------------------------------------------------------

export async function backupPostgres(url: string, parent: string, now = new Date()): Promise<{ folder: string; manifest: Manifest }> {
  const { dbname, env } = pgToolArgs(url);
  const [pgDump, server] = [await toolVersion('pg_dump'), await serverVersion(url)];
  checkPostgresVersions('backup', pgDump, server);
  const folder = newBackupFolder(parent, 'postgres', now);
  // Fingerprint first, then dump in one snapshot; a portal writing meanwhile would make the two
  // disagree, so the fingerprint is taken again afterwards and must match (else: try again).
  const before = await withPostgres(url, async (db) => ({ tables: await fingerprintDatabase(db), migrations: await appliedMigrations(db) }));
  try {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${path.join(folder, PG_DUMP_FILE)}`, `--dbname=${dbname}`], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    fs.rmSync(folder, { recursive: true, force: true });
    throw new BackupError('DUMP_FAILED', `pg_dump 失败：${(error as Error).message.split('\n')[0]}`);
  }
  fs.chmodSync(path.join(folder, PG_DUMP_FILE), 0o600);
  const after = await withPostgres(url, fingerprintDatabase);
  if (compareFingerprints(before.tables, after).length > 0) {
    fs.rmSync(folder, { recursive: true, force: true });
    throw new BackupError('CHANGED_DURING_BACKUP', '备份期间数据库有写入，清单与转储可能不一致：请在业务低峰或停止写入后重试。');
  }
  const manifest: Manifest = {
    format: 1,
    kind: 'postgres',
    createdAt: now.toISOString(),
    migrations: before.migrations,
    tables: before.tables,
    files: describeFiles(folder, [PG_DUMP_FILE]),
    piiKeyFingerprint: keyFingerprint(process.env.PII_KEY),
    postgres: { server: server.version, serverMajor: server.major, pgDump: pgDump.version, pgDumpMajor: pgDump.major },
  };
  writeManifest(folder, manifest);
  return { folder, manifest };
}

export async function backupPglite(dataDir: string, parent: string, now = new Date()): Promise<{ folder: string; manifest: Manifest }> {
  if (!fs.existsSync(dataDir)) throw new BackupError('NO_DATABASE', `嵌入式数据库目录不存在：${dataDir}`);
  const release = claimPgliteOrRefuse(dataDir);
  try {
    return await backupClaimedPglite(dataDir, parent, now);
  } finally {
    release();
  }
}

async function backupClaimedPglite(dataDir: string, parent: string, now: Date): Promise<{ folder: string; manifest: Manifest }> {
  const folder = newBackupFolder(parent, 'pglite', now);
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(dataDir);
  let tables: DatabaseFingerprint;
  let migrations: number;
  try {
    const { drizzle } = await import('drizzle-orm/pglite');
    const db = drizzle(client) as unknown as Db;
    tables = await fingerprintDatabase(db);
    migrations = await appliedMigrations(db);
    const dump = await client.dumpDataDir('gzip');
    fs.writeFileSync(path.join(folder, PGLITE_FILE), Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  } finally {
    await client.close();
  }
  const names = [PGLITE_FILE];
  const keyFile = pgliteKeyFile(dataDir);
  let piiKeyFingerprint: string | null = null;
  if (fs.existsSync(keyFile)) {
    // Without its key the restored ID numbers could never be read again: the key travels with the
    // copy, which is why a copy is kept encrypted and off the machine (docs/operations.md).
    fs.copyFileSync(keyFile, path.join(folder, KEY_FILE));
    fs.chmodSync(path.join(folder, KEY_FILE), 0o600);
    names.push(KEY_FILE);
    piiKeyFingerprint = keyFingerprint(fs.readFileSync(keyFile, 'utf8'));
  }
  const manifest: Manifest = { format: 1, kind: 'pglite', createdAt: now.toISOString(), migrations, tables, files: describeFiles(folder, names), piiKeyFingerprint };
  writeManifest(folder, manifest);
  return { folder, manifest };
}

// ---- Restore ------------------------------------------------------------------------------------

/** Reads a backup folder and proves its files are the ones the manifest describes. */
export function readBackup(folder: string): Manifest {
  const file = path.join(folder, MANIFEST);
  if (!fs.existsSync(file)) throw new BackupError('NOT_A_BACKUP', `${folder} 中没有 ${MANIFEST}：这不是本门户的备份目录。`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  } catch {
    throw new BackupError('BAD_MANIFEST', `${MANIFEST} 无法解析：备份已损坏。`);
  }
  if (manifest.format !== 1 || (manifest.kind !== 'postgres' && manifest.kind !== 'pglite') || typeof manifest.tables !== 'object') {
    throw new BackupError('BAD_MANIFEST', `${MANIFEST} 的格式不是本门户能识别的版本。`);
  }
  for (const [name, expected] of Object.entries(manifest.files ?? {})) {
    const target = path.join(folder, path.basename(name));
    if (!fs.existsSync(target)) throw new BackupError('FILE_MISSING', `备份缺少文件 ${name}。`);
    if (sha256File(target) !== expected.sha256) throw new BackupError('FILE_CORRUPT', `备份文件 ${name} 的校验和与清单不符：文件已损坏或被改动。`);
  }
  if (manifest.migrations > codeMigrationCount()) {
    throw new BackupError('NEWER_BACKUP', `该备份来自更新版本的门户（${manifest.migrations} 个迁移，本版本只有 ${codeMigrationCount()} 个）：请用对应版本的门户恢复。`);
  }
  return manifest;
}

export type RestoreResult = { problems: string[]; movedAside: string | null; manifest: Manifest };

async function postgresTableCount(url: string): Promise<number> {
  return withPostgres(url, async (db) => {
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'`);
    return Number(row!.n);
  });
}

export async function restorePostgres(folder: string, url: string, options: { force?: boolean } = {}): Promise<RestoreResult> {
  const manifest = readBackup(folder);
  if (manifest.kind !== 'postgres') throw new BackupError('WRONG_KIND', '这是嵌入式数据库（PGlite）的备份：请不设 DATABASE_URL 恢复到 PGLITE_DATA_DIR。');
  checkPostgresVersions('restore', await toolVersion('pg_restore'), await serverVersion(url), manifest.postgres);
  const existing = await postgresTableCount(url);
  if (existing > 0 && !options.force) {
    throw new BackupError('TARGET_NOT_EMPTY', `目标数据库已有 ${existing} 张表：恢复会覆盖其中的数据。确认要覆盖请加 --force，或恢复到一个新建的空数据库。`);
  }
  const { dbname, env } = pgToolArgs(url);
  const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`];
  if (existing > 0) args.unshift('--clean', '--if-exists');
  try {
    await run('pg_restore', [...args, path.join(folder, PG_DUMP_FILE)], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    throw new BackupError('RESTORE_FAILED', `pg_restore 失败（整个恢复已回滚，目标数据库未改变）：${(error as Error).message.split('\n').slice(0, 3).join(' ')}`);
  }
  const actual = await withPostgres(url, fingerprintDatabase);
  return { problems: compareFingerprints(manifest.tables, actual), movedAside: null, manifest };
}

export async function restorePglite(folder: string, dataDir: string, options: { force?: boolean } = {}): Promise<RestoreResult> {
  const manifest = readBackup(folder);
  if (manifest.kind !== 'pglite') throw new BackupError('WRONG_KIND', '这是 PostgreSQL 的备份：请设置 DATABASE_URL 指向目标数据库后恢复。');
  const target = path.resolve(dataDir);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const release = claimPgliteOrRefuse(target);
  try {
    return await restoreClaimedPglite(folder, manifest, target, options);
  } finally {
    release();
  }
}

async function restoreClaimedPglite(folder: string, manifest: Manifest, target: string, options: { force?: boolean }): Promise<RestoreResult> {
  const occupied = fs.existsSync(target) && fs.readdirSync(target).length > 0;
  if (occupied && !options.force) {
    throw new BackupError('TARGET_NOT_EMPTY', `目标目录 ${target} 已有数据：确认要替换请加 --force（原目录会改名保留，不会删除），或指定一个新目录。`);
  }
  // Never deleted: the folder being replaced is renamed beside itself, with its key file.
  let movedAside: string | null = null;
  const keyTarget = pgliteKeyFile(target);
  const suffix = `.before-restore-${stamp(new Date())}`;
  if (occupied) {
    movedAside = `${target}${suffix}`;
    fs.renameSync(target, movedAside);
  }
  if (fs.existsSync(path.join(folder, KEY_FILE))) {
    if (fs.existsSync(keyTarget)) {
      const same = fs.readFileSync(keyTarget, 'utf8').trim() === fs.readFileSync(path.join(folder, KEY_FILE), 'utf8').trim();
      if (!same) {
        if (!options.force) throw new BackupError('KEY_DIFFERS', `${keyTarget} 与备份中的密钥不同：确认要替换请加 --force（原密钥文件会改名保留）。`);
        fs.renameSync(keyTarget, `${keyTarget}${suffix}`);
      }
    }
    if (!fs.existsSync(keyTarget)) {
      fs.mkdirSync(path.dirname(keyTarget), { recursive: true });
      fs.copyFileSync(path.join(folder, KEY_FILE), keyTarget);
      fs.chmodSync(keyTarget, 0o600);
    }
  }
  fs.mkdirSync(target, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const dump = fs.readFileSync(path.join(folder, PGLITE_FILE));
  const client = await PGlite.create(target, { loadDataDir: new Blob([dump]) });
  try {
    const { drizzle } = await import('drizzle-orm/pglite');
    const actual = await fingerprintDatabase(drizzle(client) as unknown as Db);
    return { problems: compareFingerprints(manifest.tables, actual), movedAside, manifest };
  } finally {
    await client.close();
  }
}
