/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, PgliteFolderInUseError } from '@/lib/db/client';
import { seedDemoContentOnce } from '@/lib/db/seed';
import { postgresTestUrl } from '@/lib/db/testing';
import { BackupError, backupPglite, checkPostgresVersions, backupPostgres, MANIFEST, pgliteKeyFile, restorePglite, restorePostgres } from './backup';
import { fillEmptyTables } from './fill-tables';
import { compareFingerprints, fingerprintDatabase, type DatabaseFingerprint } from './fingerprint';

jest.setTimeout(240_000);

let scratch: string;
beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bzf-backup-'));
});
afterAll(() => {
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** The demo seed, then one row in every table the seed leaves empty: every kind of record. */
async function fillEveryTable(options: { dataDir?: string; url?: string }): Promise<DatabaseFingerprint> {
  const handle = await openDatabase(options);
  try {
    await seedDemoContentOnce(handle.db);
    await fillEmptyTables(handle.db);
    return await fingerprintDatabase(handle.db);
  } finally {
    await handle.close();
  }
}

function expectEveryTableHasRows(tables: DatabaseFingerprint): void {
  const empty = Object.entries(tables)
    .filter(([, t]) => t.rows === 0)
    .map(([name]) => name);
  expect(empty).toEqual([]);
  expect(Object.keys(tables).length).toBeGreaterThan(60);
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BackupError) return error.code;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('backup and restore of the embedded database (PGlite)', () => {
  it('restores every table with the same rows and checksums, the key file with it, and refuses to overwrite without --force', async () => {
    const source = path.join(scratch, 'pglite', 'data');
    const tables = await fillEveryTable({ dataDir: source });
    expectEveryTableHasRows(tables);
    const key = randomBytes(32).toString('base64');
    fs.writeFileSync(pgliteKeyFile(source), key);

    const { folder, manifest } = await backupPglite(source, path.join(scratch, 'backups'));
    expect(manifest.kind).toBe('pglite');
    expect(manifest.tables).toEqual(tables);
    expect(Object.keys(manifest.files).sort()).toEqual(['pglite-data.tar.gz', 'pii.key']);
    expect(manifest.migrations).toBeGreaterThan(25);

    const target = path.join(scratch, 'restored', 'data');
    const restored = await restorePglite(folder, target);
    expect(restored.problems).toEqual([]);
    expect(fs.readFileSync(pgliteKeyFile(target), 'utf8')).toBe(key);
    // The restored folder opens as the portal opens it, and holds the same records.
    const reopened = await openDatabase({ dataDir: target });
    try {
      expect(await fingerprintDatabase(reopened.db)).toEqual(tables);
      // The checksum sees a change that keeps the row count.
      await reopened.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where id = (select min(id) from drizzle.__drizzle_migrations)`);
      expect(compareFingerprints(tables, await fingerprintDatabase(reopened.db))).toEqual(['drizzle.__drizzle_migrations: 行数相同但内容校验和不符']);
    } finally {
      await reopened.close();
    }

    expect(await refusal(restorePglite(folder, target))).toBe('TARGET_NOT_EMPTY');
    const forced = await restorePglite(folder, target, { force: true });
    expect(forced.problems).toEqual([]);
    expect(forced.movedAside && fs.existsSync(forced.movedAside)).toBeTruthy();
  });

  it('refuses a folder a running portal holds, and a backup whose files do not match its manifest', async () => {
    const source = path.join(scratch, 'busy', 'data');
    const handle = await openDatabase({ dataDir: source });
    await handle.close();
    // A live process other than this one (the parent of the jest worker) holds the folder.
    fs.writeFileSync(`${path.resolve(source)}.pid`, String(process.ppid));
    expect(await refusal(backupPglite(source, path.join(scratch, 'busy-backups')))).toBe('DATABASE_IN_USE');
    // The portal claims the folder the same way: it will not open a folder a backup, a restore or
    // another portal holds, and says which process has it.
    await expect(openDatabase({ dataDir: source })).rejects.toThrow(PgliteFolderInUseError);
    await expect(openDatabase({ dataDir: source })).rejects.toThrow(`process ${process.ppid}`);
    fs.unlinkSync(`${path.resolve(source)}.pid`);
    // A file left by a process that has died does not lock the folder for good.
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    fs.writeFileSync(`${path.resolve(source)}.pid`, String(dead));
    const reopened = await openDatabase({ dataDir: source });
    // While this process has it open, the file names this process, and goes when it closes.
    expect(fs.readFileSync(`${path.resolve(source)}.pid`, 'utf8')).toBe(String(process.pid));
    await reopened.close();
    expect(fs.existsSync(`${path.resolve(source)}.pid`)).toBe(false);

    const { folder } = await backupPglite(source, path.join(scratch, 'busy-backups'));
    const heldTarget = path.join(scratch, 'held', 'data');
    fs.mkdirSync(path.dirname(heldTarget), { recursive: true });
    fs.writeFileSync(`${heldTarget}.pid`, String(process.ppid));
    expect(await refusal(restorePglite(folder, heldTarget))).toBe('DATABASE_IN_USE');
    expect(fs.existsSync(heldTarget)).toBe(false);
    const dump = path.join(folder, 'pglite-data.tar.gz');
    const bytes = fs.readFileSync(dump);
    bytes[bytes.length - 10] = bytes[bytes.length - 10]! ^ 0xff;
    fs.writeFileSync(dump, bytes);
    expect(await refusal(restorePglite(folder, path.join(scratch, 'busy-restored')))).toBe('FILE_CORRUPT');
    fs.unlinkSync(path.join(folder, MANIFEST));
    expect(await refusal(restorePglite(folder, path.join(scratch, 'busy-restored')))).toBe('NOT_A_BACKUP');
  });
});

describe('PostgreSQL client tools against the servers', () => {
  const v = (version: string) => ({ version, major: Number(version.split('.')[0]) });
  const source = { server: '15.20', serverMajor: 15, pgDump: '15.20', pgDumpMajor: 15 };
  const code = (work: () => void): string | null => {
    try {
      work();
      return null;
    } catch (error) {
      return error instanceof BackupError ? error.code : String(error);
    }
  };

  it('backs up only with a pg_dump at least as new as the server, and restores only with tools and a server at least as new as the backup’s', () => {
    expect(code(() => checkPostgresVersions('backup', v('15.20'), v('15.8')))).toBeNull();
    expect(code(() => checkPostgresVersions('backup', v('16.4'), v('15.20')))).toBeNull();
    expect(code(() => checkPostgresVersions('backup', v('14.13'), v('15.20')))).toBe('TOOLS_TOO_OLD');
    expect(code(() => checkPostgresVersions('restore', v('15.20'), v('15.20'), source))).toBeNull();
    expect(code(() => checkPostgresVersions('restore', v('14.13'), v('15.20'), source))).toBe('TOOLS_TOO_OLD');
    expect(code(() => checkPostgresVersions('restore', v('16.4'), v('14.13'), source))).toBe('SERVER_OLDER');
    // A backup made before the manifest named versions: pg_restore's own check is all there is.
    expect(code(() => checkPostgresVersions('restore', v('15.20'), v('15.20'), undefined))).toBeNull();
  });
});

const describePostgres = postgresTestUrl ? describe : describe.skip;

describePostgres('backup and restore of PostgreSQL (pg_dump / pg_restore)', () => {
  const names: string[] = [];
  const admin = async <T>(work: (query: (text: string) => Promise<unknown>) => Promise<T>) => {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: postgresTestUrl });
    await client.connect();
    try {
      return await work((text) => client.query(text));
    } finally {
      await client.end();
    }
  };
  const scratchDatabase = async (): Promise<string> => {
    const name = `bzf_backup_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    await admin((q) => q(`create database ${name}`));
    names.push(name);
    const url = new URL(postgresTestUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  };
  afterAll(async () => {
    await admin(async (q) => {
      for (const name of names) await q(`drop database if exists ${name} with (force)`);
    });
  });

  it('restores every table into an empty database with the same rows and checksums, and overwrites only with --force', async () => {
    const source = await scratchDatabase();
    const tables = await fillEveryTable({ url: source });
    expectEveryTableHasRows(tables);

    const { folder, manifest } = await backupPostgres(source, path.join(scratch, 'pg-backups'));
    expect(manifest.kind).toBe('postgres');
    expect(manifest.tables).toEqual(tables);
    // The manifest names the server and the pg_dump (Debian's client matches the server's major).
    expect(manifest.postgres).toMatchObject({ serverMajor: expect.any(Number), pgDumpMajor: expect.any(Number) });
    expect(manifest.postgres!.pgDumpMajor).toBeGreaterThanOrEqual(manifest.postgres!.serverMajor);

    const target = await scratchDatabase();
    // An archive from a newer pg_dump than this machine's pg_restore is refused before the target is touched.
    const manifestFile = path.join(folder, MANIFEST);
    const original = fs.readFileSync(manifestFile, 'utf8');
    fs.writeFileSync(manifestFile, JSON.stringify({ ...manifest, postgres: { ...manifest.postgres, pgDump: '99.0', pgDumpMajor: 99 } }));
    expect(await refusal(restorePostgres(folder, target))).toBe('TOOLS_TOO_OLD');
    fs.writeFileSync(manifestFile, JSON.stringify({ ...manifest, postgres: { ...manifest.postgres, server: '99.0', serverMajor: 99 } }));
    expect(await refusal(restorePostgres(folder, target))).toBe('SERVER_OLDER');
    fs.writeFileSync(manifestFile, original);
    expect((await restorePostgres(folder, target)).problems).toEqual([]);
    expect(await refusal(restorePostgres(folder, target))).toBe('TARGET_NOT_EMPTY');
    expect((await restorePostgres(folder, target, { force: true })).problems).toEqual([]);
    // The audit log stays append-only after a restore: its triggers came back with it.
    const { Client } = await import('pg');
    const client = new Client({ connectionString: target });
    await client.connect();
    try {
      await expect(client.query('delete from bps_audit_log')).rejects.toThrow();
    } finally {
      await client.end();
    }
  });
});
