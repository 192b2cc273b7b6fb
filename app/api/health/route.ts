import { NextResponse } from 'next/server';
import { sql } from 'drizzle-orm';
import { noteDatabaseFailure, noteDatabaseSuccess, withDeadline } from '@/lib/db/availability';
import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { ERROR_CODES } from '@/lib/api/respond';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };
const PROBE_MS = 2_000;

/**
 * For load balancers and operators: does this instance reach its database? 200 with the latency,
 * or 503 with Retry-After. A probe that succeeds ends the fail-fast back-off at once.
 */
export async function GET(): Promise<NextResponse> {
  const driver = getEnv().DATABASE_URL ? 'postgres' : 'pglite';
  const started = performance.now();
  try {
    const db = await getDb().catch((error: unknown) => {
      // A back-off in force still deserves a real probe: that is how recovery is noticed.
      if ((error as Error)?.name !== 'DatabaseUnavailableError') throw error;
      noteDatabaseSuccess();
      return getDb();
    });
    await withDeadline('health probe', PROBE_MS, db.execute(sql`select 1`));
    noteDatabaseSuccess();
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    return NextResponse.json({ code: '1', msg: '运行正常', data: { database: 'ok', driver, latencyMs } }, { headers: NO_STORE });
  } catch (error) {
    noteDatabaseFailure(error);
    return NextResponse.json(
      { code: ERROR_CODES.UNAVAILABLE, msg: '服务繁忙，请稍后再试', data: { database: 'unavailable', driver } },
      { status: 503, headers: { ...NO_STORE, 'Retry-After': '5' } },
    );
  }
}
