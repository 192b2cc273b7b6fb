/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { toErrorResponse } from '@/lib/api/respond';
import { openDatabase, type DatabaseHandle } from './client';
import { assertDatabaseNotBackingOff, DatabaseUnavailableError, isDatabaseUnavailable, noteDatabaseFailure, noteDatabaseSuccess } from './availability';
import { FlakyProxy } from './flaky-proxy';
import { postgresTestUrl } from './testing';

const describeWithPostgres = postgresTestUrl ? describe : describe.skip;
if (!postgresTestUrl) console.warn('TEST_DATABASE_URL is not set: the stalled-database tests (TCP proxy in front of PostgreSQL) were skipped.');

describeWithPostgres('a stalled or lost PostgreSQL costs a request a bounded time, and the portal recovers without a restart', () => {
  const admin = new URL(postgresTestUrl ?? 'postgres://localhost/test');
  const dbName = `bzf_test_stall_${randomBytes(4).toString('hex')}`;
  const proxy = new FlakyProxy({ host: admin.hostname, port: Number(admin.port || 5432) });
  let handle: DatabaseHandle | undefined;
  const timeouts = { connectMs: 500, statementMs: 700, idleMs: 5_000 };

  const adminQuery = async (text: string) => {
    const { Client } = await import('pg');
    const c = new Client({ connectionString: admin.toString() });
    await c.connect();
    try {
      await c.query(text);
    } finally {
      await c.end();
    }
  };

  beforeAll(async () => {
    await adminQuery(`create database ${dbName}`);
    await proxy.listen();
    const url = new URL(admin.toString());
    url.host = `127.0.0.1:${proxy.port}`;
    url.pathname = `/${dbName}`;
    handle = await openDatabase({ url: url.toString(), timeouts });
  });

  afterAll(async () => {
    noteDatabaseSuccess();
    await handle?.close().catch(() => undefined);
    await proxy.close().catch(() => undefined);
    await adminQuery(`drop database if exists ${dbName} with (force)`);
  });

  const ping = () => handle!.db.execute(sql`select 1 as ok`);

  it('answers through the proxy', async () => {
    await expect(ping()).resolves.toBeDefined();
  });

  it('a server that accepts and never answers fails the query within the statement timeout (not 28 s), as "unavailable", and the API answers 503 with Retry-After', async () => {
    proxy.mode = 'stall';
    const started = Date.now();
    const failure = await ping().then(
      () => null,
      (e: unknown) => e,
    );
    const took = Date.now() - started;
    expect(failure).not.toBeNull();
    expect(took).toBeLessThan(timeouts.statementMs + timeouts.connectMs + 1_500);
    expect(isDatabaseUnavailable(failure)).toBe(true);

    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = toErrorResponse(failure, 'test.stall');
    spy.mockRestore();
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({ code: '5030', msg: '服务繁忙，请稍后再试', data: null });
    // While it is known to be down, the next request fails at once instead of waiting again.
    expect(() => assertDatabaseNotBackingOff()).toThrow(DatabaseUnavailableError);
  });

  it('when the proxy passes again, queries succeed with the same handle (no restart)', async () => {
    proxy.mode = 'pass';
    noteDatabaseSuccess();
    // Connections that stalled were destroyed, so fresh ones are opened.
    let answered = false;
    for (let i = 0; i < 5 && !answered; i++) answered = await ping().then(() => true, () => false);
    expect(answered).toBe(true);
  });

  it('a refused connection is "unavailable" too, for a query and for a transaction\'s connection, and the portal comes back when the server does', async () => {
    const port = proxy.port;
    await proxy.close();
    const failure = await ping().then(
      () => null,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    // A transaction takes its connection outside any query (pool.connect): refused there, it is
    // "unavailable" too (503 with Retry-After), not a 500.
    const txFailure = await handle!.db.transaction(async (tx) => tx.execute(sql`select 1`)).then(
      () => null,
      (e: unknown) => e,
    );
    expect(txFailure).toBeInstanceOf(DatabaseUnavailableError);
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = toErrorResponse(txFailure, 'test.refusedTransaction');
    spy.mockRestore();
    expect(response.status).toBe(503);
    await proxy.listen(port);
    let answered = false;
    for (let i = 0; i < 5 && !answered; i++) answered = await ping().then(() => true, () => false);
    expect(answered).toBe(true);
  });
});

describe('back-off after an unavailable database', () => {
  afterEach(() => noteDatabaseSuccess());

  it('opens for an unavailability, not for an ordinary query error, and closes by itself', () => {
    const t = 1_000_000;
    expect(noteDatabaseFailure(Object.assign(new Error('duplicate key'), { code: '23505' }), t)).toBe(false);
    expect(() => assertDatabaseNotBackingOff(t)).not.toThrow();
    expect(noteDatabaseFailure(Object.assign(new Error('timeout exceeded when trying to connect'), {}), t)).toBe(true);
    expect(() => assertDatabaseNotBackingOff(t + 1_000)).toThrow(DatabaseUnavailableError);
    expect(() => assertDatabaseNotBackingOff(t + 5_001)).not.toThrow();
  });

  it('a visitor leaving mid-request (a reset HTTP socket) says nothing about the database', () => {
    const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    expect(isDatabaseUnavailable(aborted)).toBe(false);
    expect(noteDatabaseFailure(aborted)).toBe(false);
    expect(() => assertDatabaseNotBackingOff()).not.toThrow();
    const refusedQuery = Object.assign(new Error('Failed query: select 1'), { name: 'DrizzleQueryError', cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
    expect(isDatabaseUnavailable(refusedQuery)).toBe(true);
  });
});
