import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { deviceBindings, loginTickets, portalUsers } from '@/lib/db/schema';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { MOBILE_PATTERN } from '@/lib/validation/account';
import { assertRegistrationAllowed, beginSignInAttempt, markAttemptSucceeded, recordAttempt, type ChallengeProof } from './attempts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';
import { acceptAgreements, hasPendingAgreements } from '@/lib/privacy/consent';
import { maskMobile } from './pii';
import { newDeviceId, newTicket, sha256Hex } from './secrets';
import { createSession, resolveSession, revokeAllSessions, type OpenedSession, type SessionUser } from './sessions';

/** How long "keep me signed in on this device" lasts. */
export const DEVICE_BINDING_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Both kinds of ticket are single-use and live two minutes. */
export const TICKET_TTL_MS = 2 * 60 * 1000;

export type SignedIn = OpenedSession & {
  userId: number;
  userMobile: string;
  /** Set when a device cookie must be (re)issued. */
  deviceId?: string;
  /** Set (true) when an agreement in force was not accepted yet: /consent comes first. */
  askConsent?: true;
};

/** Same words whatever was wrong: the answer never tells whether the number is registered. */
export const wrongCredentials = () => new ApiError(ERROR_CODES.UNAUTHORIZED, '手机号或密码错误', 401);

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export async function registerUser(
  input: { mobile: string; password: string; name?: string },
  address: string,
  now = new Date(),
): Promise<SignedIn> {
  await assertRegistrationAllowed(address, now);
  const db = await getDb();
  const passwordHash = await hashPassword(input.password);
  let userId: number;
  try {
    const [row] = await db
      .insert(portalUsers)
      .values({ mobile: input.mobile, passwordHash, name: input.name ?? '', passwordChangedAt: now, createdAt: now, updatedAt: now })
      .returning({ id: portalUsers.id });
    if (!row) throw new Error('user insert returned nothing');
    userId = row.id;
  } catch (error) {
    if (isUniqueViolation(error)) {
      await recordAttempt('register', input.mobile, address, false, now);
      throw new ApiError(ERROR_CODES.CONFLICT, '该手机号无法注册：如已注册，请直接登录或修改密码', 409);
    }
    throw error;
  }
  await recordAttempt('register', input.mobile, address, true, now);
  // The registration form asks for the agreements: their versions in force are what was accepted.
  await acceptAgreements(db, userId, 'register', now);
  const session = await createSession(userId, null, now);
  return { ...session, userId, userMobile: maskMobile(input.mobile) };
}

async function findUserForPassword(mobile: string) {
  if (!MOBILE_PATTERN.test(mobile)) return null;
  const db = await getDb();
  const [user] = await db
    .select({ id: portalUsers.id, mobile: portalUsers.mobile, passwordHash: portalUsers.passwordHash })
    .from(portalUsers)
    .where(eq(portalUsers.mobile, mobile))
    .limit(1);
  return user ?? null;
}

/** Checks mobile + password under the rate limit; the user id when right, else 401 (or 429). */
async function checkCredentials(kind: 'login' | 'password', mobile: string, password: string, address: string, now: Date, proof?: ChallengeProof): Promise<{ id: number; mobile: string }> {
  const attemptId = await beginSignInAttempt(kind, mobile, address, now, proof);
  const user = await findUserForPassword(mobile);
  const ok = user ? await verifyPassword(password, user.passwordHash) : await burnPasswordCheck(password);
  if (!user || !ok) throw wrongCredentials();
  await markAttemptSucceeded(attemptId);
  return user;
}

/** The signed-in account's password typed again (我的数据), under the sign-in limits: true when right, else 401 (or 429). */
export async function confirmAccountPassword(mobile: string, password: string, address: string, now = new Date()): Promise<{ id: number }> {
  return checkCredentials('password', mobile, password, address, now);
}

export type SignInInput = {
  mobile: string;
  password: string;
  remember?: boolean;
  fingerprint?: string;
  /** The browser's current bzf_device cookie, if any. */
  deviceId?: string;
  /** The challenge shown to this form and the digits typed (needed only when the number asks for one). */
  challengeId?: string;
  challengeAnswer?: string;
};

const proofOf = (input: { challengeId?: string; challengeAnswer?: string }): ChallengeProof => ({ id: input.challengeId, answer: input.challengeAnswer });

export async function signIn(input: SignInInput, address: string, at?: Date): Promise<SignedIn> {
  // The database before the clock (as for the console's sign-in, lib/staff/sign-in.ts): a session
  // stamped before the first open's demo seed wrote the account would be void at once.
  await getDb();
  const now = at ?? new Date();
  const user = await checkCredentials('login', input.mobile, input.password, address, now, proofOf(input));
  let deviceId: string | undefined;
  let deviceHash: string | null = null;
  if (input.remember && input.fingerprint) {
    deviceId = isDeviceId(input.deviceId) ? input.deviceId : newDeviceId();
    deviceHash = sha256Hex(deviceId);
    await bindDevice(user.id, deviceHash, input.fingerprint, now);
  }
  const session = await createSession(user.id, deviceHash, now);
  // An agreement changed since this account accepted it: the sign-in goes to the interstitial first.
  const askConsent = await hasPendingAgreements(await getDb(), user.id);
  return { ...session, userId: user.id, userMobile: maskMobile(user.mobile), ...(deviceId ? { deviceId } : {}), ...(askConsent ? { askConsent } : {}) };
}

/**
 * Changes the password with the old one (signed in or not). Every session and remembered device
 * of the user is revoked; this browser gets a fresh session.
 */
export async function changePassword(
  input: { mobile: string; oldPassword: string; newPassword: string; challengeId?: string; challengeAnswer?: string },
  address: string,
  now = new Date(),
): Promise<SignedIn> {
  const user = await checkCredentials('password', input.mobile, input.oldPassword, address, now, proofOf(input));
  const db = await getDb();
  await db
    .update(portalUsers)
    .set({ passwordHash: await hashPassword(input.newPassword), passwordChangedAt: now, updatedAt: now })
    .where(eq(portalUsers.id, user.id));
  await revokeAllSessions(user.id, now);
  await db.update(deviceBindings).set({ revokedAt: now }).where(and(eq(deviceBindings.userId, user.id), isNull(deviceBindings.revokedAt)));
  const session = await createSession(user.id, null, now);
  return { ...session, userId: user.id, userMobile: maskMobile(user.mobile) };
}

export const isDeviceId = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);

/** One binding per device: a later sign-in on the same device replaces the earlier user's. */
async function bindDevice(userId: number, deviceHash: string, fingerprint: string, now: Date): Promise<void> {
  const db = await getDb();
  const values = { userId, deviceHash, fingerprintHash: sha256Hex(fingerprint), createdAt: now, expiresAt: new Date(now.getTime() + DEVICE_BINDING_TTL_MS), revokedAt: null };
  await db.insert(deviceBindings).values(values).onConflictDoUpdate({ target: deviceBindings.deviceHash, set: values });
}

/** Logout on this device: the fingerprint sign-in no longer works here. */
export async function forgetDevice(deviceId: string | undefined, now = new Date()): Promise<void> {
  if (!isDeviceId(deviceId)) return;
  const db = await getDb();
  await db.update(deviceBindings).set({ revokedAt: now }).where(and(eq(deviceBindings.deviceHash, sha256Hex(deviceId)), isNull(deviceBindings.revokedAt)));
}

async function issueTicket(userId: number, purpose: TicketPurpose, deviceHash: string | null, now: Date): Promise<string> {
  const db = await getDb();
  const ticket = newTicket();
  await db.insert(loginTickets).values({ ticketHash: sha256Hex(ticket), userId, purpose, deviceHash, createdAt: now, expiresAt: new Date(now.getTime() + TICKET_TTL_MS) });
  // Housekeeping on the side: tickets are worthless an hour after they expire.
  if (Math.random() < 0.02) await db.delete(loginTickets).where(lt(loginTickets.expiresAt, new Date(now.getTime() - 3600 * 1000)));
  return ticket;
}

/**
 * Spec §4 fingerprint lookup: a ticket when this device cookie AND this fingerprint match a live
 * binding; null otherwise. The fingerprint alone (guessable, shared by identical devices) is never
 * enough, and the answer is a single-use ticket for this device, never a session token.
 */
export async function lookupFingerprint(fingerprint: string, deviceId: string | undefined, now = new Date()): Promise<string | null> {
  if (!isDeviceId(deviceId)) return null;
  const db = await getDb();
  const deviceHash = sha256Hex(deviceId);
  const [binding] = await db
    .select({ userId: deviceBindings.userId })
    .from(deviceBindings)
    .where(
      and(
        eq(deviceBindings.deviceHash, deviceHash),
        eq(deviceBindings.fingerprintHash, sha256Hex(fingerprint)),
        isNull(deviceBindings.revokedAt),
        gt(deviceBindings.expiresAt, now),
      ),
    )
    .limit(1);
  return binding ? issueTicket(binding.userId, 'fingerprint', deviceHash, now) : null;
}

type TicketPurpose = 'fingerprint' | 'rentCenter' | 'handover';

/**
 * Spends a live ticket of this purpose (and device, for fingerprint tickets) and answers its user's
 * id and mobile. Found and spent in one statement: two parallel redemptions cannot both succeed.
 */
async function spendTicket(ticket: string, purpose: TicketPurpose, deviceHash: string | null, now: Date): Promise<{ userId: number; mobile: string } | null> {
  const db = await getDb();
  const [row] = await db
    .update(loginTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(loginTickets.ticketHash, sha256Hex(ticket)),
        eq(loginTickets.purpose, purpose),
        deviceHash === null ? undefined : eq(loginTickets.deviceHash, deviceHash),
        isNull(loginTickets.usedAt),
        gt(loginTickets.expiresAt, now),
      ),
    )
    .returning({ userId: loginTickets.userId });
  if (!row) return null;
  const [user] = await db.select({ mobile: portalUsers.mobile }).from(portalUsers).where(eq(portalUsers.id, row.userId)).limit(1);
  return user ? { userId: row.userId, mobile: user.mobile } : null;
}

async function sessionFor(spent: { userId: number; mobile: string } | null, deviceHash: string | null, now: Date): Promise<SignedIn | null> {
  if (!spent) return null;
  const session = await createSession(spent.userId, deviceHash, now);
  return { ...session, userId: spent.userId, userMobile: maskMobile(spent.mobile) };
}

/** Exchanges a fingerprint ticket, on the device it was issued to, for a new session. */
export async function redeemFingerprintTicket(ticket: string, deviceId: string | undefined, now = new Date()): Promise<SignedIn | null> {
  if (!isDeviceId(deviceId)) return null;
  const deviceHash = sha256Hex(deviceId);
  return sessionFor(await spendTicket(ticket, 'fingerprint', deviceHash, now), deviceHash, now);
}

/** A ticket for the rental-centre frame of a signed-in user. */
export function issueRentCenterTicket(user: SessionUser, now = new Date()): Promise<string> {
  return issueTicket(user.userId, 'rentCenter', null, now);
}

/**
 * The rental centre redeems its ticket: once, within two minutes. (Spec §4 sets the frame source
 * again on window load; the same value does not reload the frame, and the page fetches a fresh
 * ticket when its own is spent or old.)
 */
export async function redeemRentCenterTicket(ticket: string, now = new Date()): Promise<{ userMobile: string } | null> {
  const spent = await spendTicket(ticket, 'rentCenter', null, now);
  return spent ? { userMobile: maskMobile(spent.mobile) } : null;
}

/**
 * Spec §4 hand-over: a partner (the app, the rental centre) that holds a signed-in user's session
 * asks for this ticket and opens the portal with `?token=<ticket>`. Single-use, two minutes, and
 * never a session token, so a link cannot carry a session (fixation) and is worthless once used.
 */
export function issueHandoverTicket(user: SessionUser, now = new Date()): Promise<string> {
  return issueTicket(user.userId, 'handover', null, now);
}

/**
 * Whose account a live, unused hand-over ticket would open, masked (139****0002), without spending
 * it: what the confirmation 「以 139****0002 登录？」 shows before the visitor decides.
 */
export async function peekHandoverTicket(ticket: string, now = new Date()): Promise<{ userMobile: string } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ mobile: portalUsers.mobile })
    .from(loginTickets)
    .innerJoin(portalUsers, eq(portalUsers.id, loginTickets.userId))
    .where(and(eq(loginTickets.ticketHash, sha256Hex(ticket)), eq(loginTickets.purpose, 'handover'), isNull(loginTickets.usedAt), gt(loginTickets.expiresAt, now)))
    .limit(1);
  return row ? { userMobile: maskMobile(row.mobile) } : null;
}

/** Exchanges a hand-over ticket for a new session of its user (once, within two minutes). */
export async function redeemHandoverTicket(ticket: string, now = new Date()): Promise<SignedIn | null> {
  return sessionFor(await spendTicket(ticket, 'handover', null, now), null, now);
}

export { resolveSession };
