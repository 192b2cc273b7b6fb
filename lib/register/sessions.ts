import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { portalUsers, userSessions } from '@/lib/db/schema';
import { consentPendingSql } from '@/lib/privacy/consent';
import { maskMobile } from './pii';
import { newSessionToken, sha256Hex } from './secrets';

/** A session lasts this long from sign-in; autoLogin slides it. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reading a session is not a write per request. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export type SessionUser = {
  userId: number;
  sessionId: number;
  mobile: string;
  /** 138****8000: what the page may show (spec §3 showNumber). */
  userMobile: string;
  name: string;
  idNumberMasked: string;
  type: string;
  email: string;
  address: string;
  /** Spec §6: false when the user's name is "dontHaveAccess". */
  canSeeAdmin: boolean;
  /** An agreement in force this account has not accepted: signed-in pages ask first (/consent). */
  consentPending: boolean;
  expiresAt: Date;
};

export type OpenedSession = { token: string; expiresAt: Date; sessionId: number };

export async function createSession(userId: number, deviceHash: string | null, now = new Date()): Promise<OpenedSession> {
  const db = await getDb();
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const [row] = await db
    .insert(userSessions)
    .values({ tokenHash: sha256Hex(token), userId, deviceHash, createdAt: now, lastSeenAt: now, expiresAt })
    .returning({ id: userSessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return { token, expiresAt, sessionId: row.id };
}

/** Tokens come from headers and cookies: anything that cannot be one is refused without a query. */
export function isWellFormedToken(token: unknown): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}

/**
 * The user behind a session token, or null when the token is unknown, expired, revoked, or older
 * than the user's last password change.
 */
export async function resolveSession(token: string | null | undefined, now = new Date()): Promise<SessionUser | null> {
  if (!isWellFormedToken(token)) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      sessionId: userSessions.id,
      createdAt: userSessions.createdAt,
      lastSeenAt: userSessions.lastSeenAt,
      expiresAt: userSessions.expiresAt,
      userId: portalUsers.id,
      mobile: portalUsers.mobile,
      name: portalUsers.name,
      idNumberMasked: portalUsers.idNumberMasked,
      type: portalUsers.userType,
      email: portalUsers.email,
      address: portalUsers.address,
      passwordChangedAt: portalUsers.passwordChangedAt,
      consentPending: consentPendingSql(),
    })
    .from(userSessions)
    .innerJoin(portalUsers, eq(portalUsers.id, userSessions.userId))
    .where(and(eq(userSessions.tokenHash, sha256Hex(token)), isNull(userSessions.revokedAt), gt(userSessions.expiresAt, now), isNull(portalUsers.deletedAt)))
    .limit(1);
  if (!row || row.createdAt < row.passwordChangedAt) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(userSessions).set({ lastSeenAt: now }).where(eq(userSessions.id, row.sessionId));
  }
  return {
    userId: row.userId,
    sessionId: row.sessionId,
    mobile: row.mobile,
    userMobile: maskMobile(row.mobile),
    name: row.name,
    idNumberMasked: row.idNumberMasked,
    type: row.type,
    email: row.email,
    address: row.address,
    canSeeAdmin: row.name !== 'dontHaveAccess',
    consentPending: row.consentPending === true,
    expiresAt: row.expiresAt,
  };
}

/** Slides a live session to a full TTL from now (autoLogin). */
export async function extendSession(sessionId: number, now = new Date()): Promise<Date> {
  const db = await getDb();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.update(userSessions).set({ expiresAt, lastSeenAt: now }).where(and(eq(userSessions.id, sessionId), isNull(userSessions.revokedAt)));
  return expiresAt;
}

/** Logout: the token is refused by every call from now on. Unknown tokens are ignored. */
export async function revokeSessionByToken(token: string | null | undefined, now = new Date()): Promise<{ userId: number } | null> {
  if (!isWellFormedToken(token)) return null;
  const db = await getDb();
  const [row] = await db
    .update(userSessions)
    .set({ revokedAt: now })
    .where(and(eq(userSessions.tokenHash, sha256Hex(token)), isNull(userSessions.revokedAt)))
    .returning({ userId: userSessions.userId });
  return row ?? null;
}

export async function revokeAllSessions(userId: number, now = new Date()): Promise<void> {
  const db = await getDb();
  await db.update(userSessions).set({ revokedAt: now }).where(and(eq(userSessions.userId, userId), isNull(userSessions.revokedAt)));
}

/** Housekeeping: sessions dead for a month are deleted. */
export async function pruneSessions(now = new Date()): Promise<void> {
  const db = await getDb();
  await db.delete(userSessions).where(sql`${userSessions.expiresAt} < ${new Date(now.getTime() - 30 * 24 * 3600 * 1000)}`);
}
