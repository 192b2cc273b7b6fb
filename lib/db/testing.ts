import { randomBytes } from 'node:crypto';
import { openDatabase, type DatabaseHandle } from './client';

/**
 * Test databases: an in-memory PGlite always, plus a throw-away database on the PostgreSQL server
 * named by TEST_DATABASE_URL when it is set. Each target is fresh (migrated, nothing else) and is
 * dropped afterwards, so no run leaves state behind for the next.
 */
export type TestTarget = { name: 'pglite' | 'postgres'; open: () => Promise<TestDatabase> };
export type TestDatabase = DatabaseHandle & { dispose: () => Promise<void> };

export const postgresTestUrl = process.env.TEST_DATABASE_URL;

let warned = false;

export function testTargets(): TestTarget[] {
  const targets: TestTarget[] = [{ name: 'pglite', open: openPgliteTestDatabase }];
  if (postgresTestUrl) {
    targets.push({ name: 'postgres', open: () => openPostgresTestDatabase(postgresTestUrl) });
  } else if (!warned) {
    warned = true;
    console.warn('TEST_DATABASE_URL is not set: the PostgreSQL variants of the data-layer tests were skipped (PGlite ran).');
  }
  return targets;
}

async function openPgliteTestDatabase(): Promise<TestDatabase> {
  const handle = await openDatabase({});
  return { ...handle, dispose: handle.close };
}

async function openPostgresTestDatabase(adminUrl: string): Promise<TestDatabase> {
  const { Client } = await import('pg');
  const name = `bzf_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const cleanup = new Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ url: url.toString() });
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      await drop();
    },
  };
}

/** Makes getDb() in this process return the given test database (services call getDb()). */
export function adoptAsProcessDatabase(handle: DatabaseHandle): void {
  (globalThis as { __bzfDb?: Promise<DatabaseHandle> }).__bzfDb = Promise.resolve(handle);
}

export function releaseProcessDatabase(): void {
  (globalThis as { __bzfDb?: Promise<DatabaseHandle> }).__bzfDb = undefined;
}
