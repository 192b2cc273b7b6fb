import { and, count, eq, gte, inArray, lt, max, min, or, sql, type SQL } from 'drizzle-orm';
import { getEnv } from '@/lib/env';
import { getDb } from '@/lib/db/client';
import { authAttempts } from '@/lib/db/schema';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { CHALLENGE_MSG } from '@/lib/validation/account';
import { challengeAnswer, challengeNonce, newChallenge, normaliseAnswer } from './challenge';
import { sha256Hex } from './secrets';

/** Set by the portal server only (lib/server/policy.mjs CLIENT_ADDRESS_HEADER). */
export const CLIENT_ADDRESS_HEADER = 'x-portal-client-address';

/**
 * Rate limits on sign-in, password change and registration. Counted in the database, so they hold
 * across every portal instance sharing it.
 */
export const LIMITS = {
  /** Window in which failures count, per number + address and per address. */
  failureWindowMs: 15 * 60 * 1000,
  /** Per number + address: this many failures in the window are free; then a growing wait. */
  freeFailuresPerPair: 2,
  /** The wait after the 3rd failure; it doubles with each further one … */
  firstDelayMs: 30 * 1000,
  /** … up to the window (so a pair gets at most a few guesses per 15 minutes). */
  maxDelayMs: 15 * 60 * 1000,
  /**
   * Per number from all addresses in an hour (distributed guessing): past this, a sign-in from an
   * address the number has not signed in from within `knownAddressMs` must also answer a challenge
   * (lib/register/challenge.ts). Never a lock: the owner passes it from anywhere.
   */
  challengeAfterMobileFailures: 10,
  mobileWindowMs: 60 * 60 * 1000,
  knownAddressMs: 30 * 24 * 60 * 60 * 1000,
  registrationWindowMs: 60 * 60 * 1000,
} as const;

/** The wait a number + address must leave after its last failure, given `failures` in the window. */
export function pairDelayMs(failures: number): number {
  if (failures <= LIMITS.freeFailuresPerPair) return 0;
  return Math.min(LIMITS.maxDelayMs, LIMITS.firstDelayMs * 2 ** (failures - LIMITS.freeFailuresPerPair - 1));
}

/** Per-address limits come from the environment (defaults 20 failures / 10 registrations). */
const perAddress = () => {
  const env = getEnv();
  return { failures: env.RATE_LIMIT_FAILURES_PER_ADDRESS, registrations: env.RATE_LIMIT_REGISTRATIONS_PER_ADDRESS };
};

export type AttemptKind = 'login' | 'register' | 'password' | 'challenge';

/** The stored form of a mobile number in the attempts table. */
export const attemptKey = (mobile: string) => sha256Hex(`bzf-attempt:${mobile}`);

/**
 * The client address. The portal server (scripts/portal-server.mjs) computes it from the socket and,
 * through TRUSTED_PROXY_HOPS proxies only, X-Forwarded-For, and hands it over in a header it always
 * overwrites. Without that server (plain `next start`) the X-Forwarded-For rule is the fallback, and
 * a client could then choose its own address: docs/security.md.
 */
export function clientAddress(headers: Headers): string {
  const trusted = headers.get(CLIENT_ADDRESS_HEADER)?.trim();
  if (trusted) return trusted.slice(0, 64);
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
 * This number needs the picture's digits from this address. `challenge` is a fresh challenge id for
 * the number, for a form that cannot ask for one itself (the no-JavaScript sign-in).
 */
export class ChallengeRequired extends ApiError {
  constructor(
    readonly challenge: string,
    readonly reason: 'required' | 'wrong',
  ) {
    super(ERROR_CODES.CHALLENGE, reason === 'wrong' ? CHALLENGE_MSG.wrong : CHALLENGE_MSG.required, 401);
  }
}

/** What a sign-in form sends besides the password once a challenge was shown. */
export type ChallengeProof = { id?: string; answer?: string };

/**
 * Opens a sign-in (or password-change) attempt: refuses with 429 when this number + address has
 * failed too often (a wait that doubles with each failure) or when the address has failed too
 * often across numbers; when the number has failed often from everywhere, an address it has not
 * signed in from must also answer a challenge (ChallengeRequired, 401 4011 — never a lock of the
 * owner); else records the attempt as failed until markAttemptSucceeded says otherwise. Check and
 * insert run under a per-number transaction lock, so a burst of parallel guesses cannot all slip
 * past the count before any of them is recorded, nor answer one challenge twice. docs/security.md.
 */
export async function beginSignInAttempt(kind: 'login' | 'password', mobile: string, address: string, now = new Date(), proof?: ChallengeProof): Promise<number> {
  const db = await getDb();
  const key = attemptKey(mobile);
  const since = new Date(now.getTime() - LIMITS.failureWindowMs);
  const mobileSince = new Date(now.getTime() - LIMITS.mobileWindowMs);
  const outcome = await db.transaction(async (tx): Promise<{ attemptId: number } | { challenge: ChallengeRequired }> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const signInKinds = inArray(authAttempts.kind, ['login', 'password']);
    // A successful sign-in forgives the number's earlier failures.
    const [lastSuccess] = await tx
      .select({ at: max(authAttempts.createdAt) })
      .from(authAttempts)
      .where(and(eq(authAttempts.mobileHash, key), eq(authAttempts.success, true), gte(authAttempts.createdAt, mobileSince)));
    const forgivenAfter = (from: Date) => (lastSuccess?.at && lastSuccess.at > from ? lastSuccess.at : from);
    const failures = (...conditions: SQL[]) =>
      tx
        .select({ n: count(), oldest: min(authAttempts.createdAt), latest: max(authAttempts.createdAt) })
        .from(authAttempts)
        .where(and(signInKinds, eq(authAttempts.success, false), ...conditions));

    const [pair] = await failures(eq(authAttempts.mobileHash, key), eq(authAttempts.address, address), gte(authAttempts.createdAt, forgivenAfter(since)));
    const wait = pairDelayMs(pair?.n ?? 0);
    if (wait > 0 && pair?.latest && now.getTime() < pair.latest.getTime() + wait) throw tooMany(new Date(pair.latest.getTime() + wait), now);

    const [byAddress] = await failures(eq(authAttempts.address, address), gte(authAttempts.createdAt, since));
    if (byAddress && byAddress.n >= perAddress().failures && byAddress.oldest) throw tooMany(new Date(byAddress.oldest.getTime() + LIMITS.failureWindowMs), now);

    const [byMobile] = await failures(eq(authAttempts.mobileHash, key), gte(authAttempts.createdAt, forgivenAfter(mobileSince)));
    if (byMobile && byMobile.n >= LIMITS.challengeAfterMobileFailures) {
      const [known] = await tx
        .select({ n: count() })
        .from(authAttempts)
        .where(
          and(
            eq(authAttempts.mobileHash, key),
            eq(authAttempts.address, address),
            eq(authAttempts.success, true),
            gte(authAttempts.createdAt, new Date(now.getTime() - LIMITS.knownAddressMs)),
          ),
        );
      if (!known?.n) {
        if (!proof?.id) return { challenge: new ChallengeRequired(newChallenge(key, now), 'required') };
        // Spent by this try whatever the answer: one id, one guess at the digits and the password.
        const nonce = challengeNonce(proof.id, key, now);
        const spentKey = sha256Hex(`bzf-challenge:${nonce ?? proof.id}`);
        const [spent] = await tx
          .select({ n: count() })
          .from(authAttempts)
          .where(and(eq(authAttempts.kind, 'challenge'), eq(authAttempts.mobileHash, spentKey)));
        if (nonce && !spent?.n) await tx.insert(authAttempts).values({ kind: 'challenge', mobileHash: spentKey, address, success: true, createdAt: now });
        if (!nonce || spent?.n || normaliseAnswer(proof.answer ?? '') !== challengeAnswer(proof.id)) {
          return { challenge: new ChallengeRequired(newChallenge(key, now), 'wrong') };
        }
      }
    }

    const [row] = await tx.insert(authAttempts).values({ kind, mobileHash: key, address, success: false, createdAt: now }).returning({ id: authAttempts.id });
    if (!row) throw new Error('attempt insert returned nothing');
    return { attemptId: row.id };
  });
  // Thrown after the commit, so a wrong answer still spends its challenge.
  if ('challenge' in outcome) throw outcome.challenge;
  return outcome.attemptId;
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
  // Housekeeping on the side: failures older than a day count for nothing; successes are kept as
  // long as they make an address "known" to the number.
  if (Math.random() < 0.02) {
    await db
      .delete(authAttempts)
      .where(
        or(
          and(eq(authAttempts.success, false), lt(authAttempts.createdAt, new Date(now.getTime() - 24 * 3600 * 1000))),
          lt(authAttempts.createdAt, new Date(now.getTime() - LIMITS.knownAddressMs)),
        ),
      );
  }
}
