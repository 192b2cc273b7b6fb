import { and, count, eq, gte, inArray, lt, max, min, sql } from 'drizzle-orm';
import { getEnv } from '@/lib/env';
import { getDb } from '@/lib/db/client';
import { authAttempts } from '@/lib/db/schema';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { sha256Hex } from './secrets';

/**
 * Rate limits on sign-in, password change and registration. Counted in the database, so they hold
 * across every portal instance sharing it.
 */
export const LIMITS = {
  /** Failed sign-ins (and password changes) per mobile number in the window. */
  failuresPerMobile: 5,
  failureWindowMs: 15 * 60 * 1000,
  registrationWindowMs: 60 * 60 * 1000,
} as const;

/** Per-address limits come from the environment (defaults 20 failures / 10 registrations). */
const perAddress = () => {
  const env = getEnv();
  return { failures: env.RATE_LIMIT_FAILURES_PER_ADDRESS, registrations: env.RATE_LIMIT_REGISTRATIONS_PER_ADDRESS };
};

export type AttemptKind = 'login' | 'register' | 'password';

/** The stored form of a mobile number in the attempts table. */
export const attemptKey = (mobile: string) => sha256Hex(`bzf-attempt:${mobile}`);

/**
 * The client address as seen through TRUSTED_PROXY_HOPS proxies. Next's server fills
 * X-Forwarded-For with the socket address when no proxy set it.
 */
export function clientAddress(headers: Headers): string {
  const hops = getEnv().TRUSTED_PROXY_HOPS;
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const picked = chain[chain.length - Math.max(hops, 1)] ?? chain[0] ?? 'unknown';
  return picked.slice(0, 64);
}

const tooMany = (retryAt: Date, now: Date) => {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
  return new ApiError(ERROR_CODES.RATE_LIMITED, `尝试次数过多，请 ${minutes} 分钟后再试`, 429);
};

/**
 * Opens a sign-in (or password-change) attempt: refuses with 429 when the number or the address
 * has failed too often in the window, else records the attempt as failed until
 * markAttemptSucceeded says otherwise. Check and insert run under a per-number transaction lock, so
 * a burst of parallel guesses cannot all slip past the count before any of them is recorded.
 */
export async function beginSignInAttempt(kind: 'login' | 'password', mobile: string, address: string, now = new Date()): Promise<number> {
  const db = await getDb();
  const key = attemptKey(mobile);
  const since = new Date(now.getTime() - LIMITS.failureWindowMs);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    // A successful sign-in forgives the number's earlier failures.
    const [lastSuccess] = await tx
      .select({ at: max(authAttempts.createdAt) })
      .from(authAttempts)
      .where(and(eq(authAttempts.mobileHash, key), eq(authAttempts.success, true), gte(authAttempts.createdAt, since)));
    const failed = (column: typeof authAttempts.mobileHash | typeof authAttempts.address, value: string, after: Date) =>
      tx
        .select({ n: count(), oldest: min(authAttempts.createdAt) })
        .from(authAttempts)
        .where(and(eq(column, value), inArray(authAttempts.kind, ['login', 'password']), eq(authAttempts.success, false), gte(authAttempts.createdAt, after)));
    const [byMobile] = await failed(authAttempts.mobileHash, key, lastSuccess?.at && lastSuccess.at > since ? lastSuccess.at : since);
    const [byAddress] = await failed(authAttempts.address, address, since);
    for (const [row, max] of [
      [byMobile, LIMITS.failuresPerMobile],
      [byAddress, perAddress().failures],
    ] as const) {
      if (row && row.n >= max && row.oldest) throw tooMany(new Date(row.oldest.getTime() + LIMITS.failureWindowMs), now);
    }
    const [row] = await tx.insert(authAttempts).values({ kind, mobileHash: key, address, success: false, createdAt: now }).returning({ id: authAttempts.id });
    if (!row) throw new Error('attempt insert returned nothing');
    return row.id;
  });
}

export async function markAttemptSucceeded(attemptId: number): Promise<void> {
  const db = await getDb();
  await db.update(authAttempts).set({ success: true }).where(eq(authAttempts.id, attemptId));
}

export async function assertRegistrationAllowed(address: string, now = new Date()): Promise<void> {
  const db = await getDb();
  const since = new Date(now.getTime() - LIMITS.registrationWindowMs);
  const [row] = await db
    .select({ n: count(), oldest: min(authAttempts.createdAt) })
    .from(authAttempts)
    .where(and(eq(authAttempts.kind, 'register'), eq(authAttempts.address, address), gte(authAttempts.createdAt, since)));
  if (row && row.n >= perAddress().registrations && row.oldest) throw tooMany(new Date(row.oldest.getTime() + LIMITS.registrationWindowMs), now);
}

export async function recordAttempt(kind: AttemptKind, mobile: string, address: string, success: boolean, now = new Date()): Promise<void> {
  const db = await getDb();
  await db.insert(authAttempts).values({ kind, mobileHash: attemptKey(mobile), address, success, createdAt: now });
  // Housekeeping on the side: attempts older than a day no longer count for anything.
  if (Math.random() < 0.02) await db.delete(authAttempts).where(lt(authAttempts.createdAt, new Date(now.getTime() - 24 * 3600 * 1000)));
}
