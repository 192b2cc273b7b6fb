/**
 * Console sessions: 30 minutes idle, 8 hours at most from sign-in, void once the account is
 * disabled or its credentials change. A session is 'password' (second factor still owed, for ten
 * minutes) until the code or a recovery code makes it 'full' — or, when the password was a one-time
 * one an administrator was shown, 'renew' (ten minutes to choose a new password) and then 'full'.
 * Each step replaces the token (no fixation across steps). Only the token's SHA-256 is stored.
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { preparedFor } from '@/lib/db/prepared';
import { staff, staffSessions } from '@/lib/db/schema';
import type { STAFF_SESSION_STAGES } from '@/lib/db/schema/staff';
import { newSessionToken, sha256Hex } from '@/lib/register/secrets';
import { isWellFormedToken } from '@/lib/register/sessions';
import type { StaffRole, StaffSession } from './roles';

export const STAFF_IDLE_MS = 30 * 60 * 1000;
export const STAFF_ABSOLUTE_MS = 8 * 60 * 60 * 1000;
/** Between a right password and the second factor. */
export const STAFF_PENDING_MS = 10 * 60 * 1000;
/** lastSeenAt is written at most this often: the idle limit is exact to within this. */
const TOUCH_INTERVAL_MS = 30 * 1000;

export type StaffStage = (typeof STAFF_SESSION_STAGES)[number];

/**
 * What a half-way session knows: whose password was right, whether they have enrolled, and whether
 * that password was a one-time one (then a new password is owed after the second factor).
 */
export type PendingStaff = {
  sessionId: number;
  staffId: number;
  login: string;
  displayName: string;
  role: StaffRole;
  enrolled: boolean;
  mustChangePassword: boolean;
  address: string;
};

export async function openStaffSession(
  t: Db,
  staffId: number,
  stage: StaffStage,
  address: string,
  now = new Date(),
): Promise<{ token: string; sessionId: number }> {
  const token = newSessionToken();
  const [row] = await t
    .insert(staffSessions)
    .values({ tokenHash: sha256Hex(token), staffId, stage, address: address.slice(0, 64), createdAt: now, lastSeenAt: now })
    .returning({ id: staffSessions.id });
  if (!row) throw new Error('staff session insert returned nothing');
  return { token, sessionId: row.id };
}

/** The lookup every console request makes, prepared once per database (`preparedFor`). */
function prepareSessionLookup(db: Db, name: string) {
  return db
    .select({
      sessionId: staffSessions.id,
      stage: staffSessions.stage,
      createdAt: staffSessions.createdAt,
      lastSeenAt: staffSessions.lastSeenAt,
      address: staffSessions.address,
      staffId: staff.id,
      login: staff.login,
      displayName: staff.displayName,
      role: staff.role,
      enrolledAt: staff.totpEnabledAt,
      disabledAt: staff.disabledAt,
      credentialsChangedAt: staff.credentialsChangedAt,
      passwordChangeRequired: staff.passwordChangeRequired,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, sql.placeholder('tokenHash')), isNull(staffSessions.revokedAt)))
    .limit(1)
    .prepare(name);
}

async function findSession(token: string | null | undefined, stage: StaffStage, now: Date) {
  if (!isWellFormedToken(token)) return null;
  const db = await getDb();
  const lookup = preparedFor(db, 'staff_session_by_token', (name) => prepareSessionLookup(db, name));
  const [row] = await lookup.execute({ tokenHash: sha256Hex(token) });
  if (!row || row.stage !== stage || row.disabledAt || row.createdAt < row.credentialsChangedAt) return null;
  const age = now.getTime() - row.createdAt.getTime();
  if (age > (stage === 'full' ? STAFF_ABSOLUTE_MS : STAFF_PENDING_MS) || age < -60_000) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > STAFF_IDLE_MS) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, row.sessionId));
  }
  return row;
}

/** The member of staff behind a console cookie, or null (unknown, idle too long, too old, revoked, disabled). */
export async function resolveStaffSession(token: string | null | undefined, now = new Date()): Promise<StaffSession | null> {
  const row = await findSession(token, 'full', now);
  if (!row) return null;
  return { sessionId: row.sessionId, staffId: row.staffId, login: row.login, displayName: row.displayName, role: row.role, address: row.address };
}

function pendingOf(row: NonNullable<Awaited<ReturnType<typeof findSession>>>): PendingStaff {
  return {
    sessionId: row.sessionId,
    staffId: row.staffId,
    login: row.login,
    displayName: row.displayName,
    role: row.role,
    enrolled: row.enrolledAt !== null,
    mustChangePassword: row.passwordChangeRequired,
    address: row.address,
  };
}

/** A session waiting for its second factor (the verify and enrol steps only). */
export async function resolvePendingStaff(token: string | null | undefined, now = new Date()): Promise<PendingStaff | null> {
  const row = await findSession(token, 'password', now);
  return row ? pendingOf(row) : null;
}

/** A session whose second factor is done and whose one-time password must be replaced (the new-password step only). */
export async function resolveRenewingStaff(token: string | null | undefined, now = new Date()): Promise<PendingStaff | null> {
  const row = await findSession(token, 'renew', now);
  return row?.passwordChangeRequired ? pendingOf(row) : null;
}

/** Ends one session; anything it still had to show once (revealCipher) goes with it. */
export async function revokeStaffSession(t: Db, sessionId: number, now = new Date()): Promise<void> {
  await t
    .update(staffSessions)
    .set({ revokedAt: now, revealCipher: null })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Ends every session of a member of staff (disabled, second factor or password reset). */
export async function revokeAllStaffSessions(t: Db, staffId: number, now = new Date()): Promise<void> {
  await t
    .update(staffSessions)
    .set({ revokedAt: now, revealCipher: null })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

/** Housekeeping: sessions that can no longer be used, older than a day. */
export async function pruneStaffSessions(now = new Date()): Promise<void> {
  const db = await getDb();
  const dayAgo = new Date(now.getTime() - 24 * 3600 * 1000);
  await db.delete(staffSessions).where(or(lt(staffSessions.lastSeenAt, dayAgo), lt(staffSessions.createdAt, new Date(now.getTime() - STAFF_ABSOLUTE_MS - 24 * 3600 * 1000))));
}
