/**
 * Signing in to the console: login name and password first (the citizens' progressive lockout and
 * challenge, lib/register/attempts.ts, under a key of its own per login), then a 6-digit code or a
 * recovery code (its own lockout key, so a right password never forgives wrong codes). A code is
 * accepted once: its time step is stored and no code of that step or an older one passes again.
 * A password an administrator was shown (created or reset in the console) is good for one sign-in:
 * after the second factor, a new password is chosen before the console opens.
 */
import { and, count, eq, isNull, ne } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { staff, staffRecoveryCodes, staffSessions } from '@/lib/db/schema';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { FormFieldError } from '@/lib/api/form-route';
import { beginSignInAttempt, markAttemptSucceeded, type ChallengeProof } from '@/lib/register/attempts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '@/lib/register/password';
import { newSessionToken, sha256Hex } from '@/lib/register/secrets';
import { decryptPii, encryptPii } from '@/lib/register/pii';
import { STAFF_MSG, staffNewPasswordInput } from '@/lib/validation/staff';
import { recordAudit, SECRET_CHANGED, type AuditActor, type AuditChanges } from './audit';
import { looksLikeTotpCode, newRecoveryCodes, normaliseRecoveryCode, recoveryCodeHash } from './recovery-codes';
import type { StaffSession } from './roles';
import { revealCipherOf, storeReveal, takeReveal } from './reveal';
import { openStaffSession, revokeAllStaffSessions, revokeStaffSession, type PendingStaff } from './sessions';
import { STAFF_TEXT } from './text';
import { matchTotpStep, newTotpSecret, totpUri } from './totp';

/** Keys of the attempts table: apart from every mobile number (digits only) and from each other. */
export const passwordAttemptKey = (login: string) => `staff:${login}`;
export const codeAttemptKey = (login: string) => `staff-2fa:${login}`;

export type StaffStepReason = 'wrong' | 'replayed' | 'expired';

const STEP_MESSAGES: Record<StaffStepReason, string> = { wrong: STAFF_TEXT.wrongCode, replayed: STAFF_TEXT.replayedCode, expired: STAFF_TEXT.sessionGone };

/** A refused step (401): why, for the page to say it. */
export class StaffStepError extends ApiError {
  constructor(
    readonly reason: StaffStepReason,
    message = STEP_MESSAGES[reason],
  ) {
    super(ERROR_CODES.UNAUTHORIZED, message, 401);
    this.name = 'StaffStepError';
  }
}

const wrong = (reason: StaffStepReason) => new StaffStepError(reason);

const actorOf = (who: { staffId: number; login: string; role: string }, address: string): AuditActor => ({
  staffId: who.staffId,
  login: who.login,
  role: who.role,
  address,
});

/**
 * Step one. Right password → a half-way session (its token for the cookie) and whether the
 * account still has to enrol a second factor. Wrong name or password, or a disabled account →
 * 401 登录名或密码错误 (one answer, in the same time); too many failures → 429; under distributed
 * guessing → ChallengeRequired.
 */
export async function checkStaffPassword(
  input: { login: string; password: string } & ChallengeProof,
  address: string,
  at?: Date,
): Promise<{ token: string; enrolled: boolean }> {
  // The database before the clock: a fresh demo database is seeded when it is first opened, and a
  // session stamped before the seed wrote its account would be void at once (opened before the
  // account's credentials), so the first sign-in after a start answered 已过期 at the code step.
  const db = await getDb();
  const now = at ?? new Date();
  const attemptId = await beginSignInAttempt('login', passwordAttemptKey(input.login), address, now, { id: input.id, answer: input.answer });
  const [row] = await db.select().from(staff).where(eq(staff.login, input.login));
  if (!row) {
    await burnPasswordCheck(input.password);
    throw new StaffStepError('wrong', STAFF_TEXT.wrongCredentials);
  }
  if (!(await verifyPassword(input.password, row.passwordHash)) || row.disabledAt) throw new StaffStepError('wrong', STAFF_TEXT.wrongCredentials);
  await markAttemptSucceeded(attemptId);
  const { token } = await openStaffSession(db, row.id, 'password', address, now);
  return { token, enrolled: row.totpEnabledAt !== null && row.totpSecretCipher !== null };
}

/** Where a finished second factor leads: the console, or first the new-password step (a one-time password). */
export type SecondFactorDone = { token: string; renew: boolean };

/**
 * Replaces the half-way session with the next one (a new token) and writes the sign-in's audit row,
 * in one transaction. The next one is 'full', or 'renew' when the password was a one-time one: then
 * only the new-password step opens the console. `reveal` (fresh recovery codes) waits on it.
 */
async function completeSignIn(
  tx: Db,
  pending: PendingStaff,
  address: string,
  now: Date,
  audit: { method: string; changes?: Record<string, { before: unknown; after: unknown }> },
  reveal?: string[],
): Promise<SecondFactorDone> {
  await revokeStaffSession(tx, pending.sessionId, now);
  const renew = pending.mustChangePassword;
  const opened = await openStaffSession(tx, pending.staffId, renew ? 'renew' : 'full', address, now);
  if (reveal) await storeReveal(tx, opened.sessionId, { kind: 'recoveryCodes', codes: reveal });
  await tx.update(staff).set({ lastSignInAt: now }).where(eq(staff.id, pending.staffId));
  const owed: AuditChanges = renew ? { passwordChangeRequired: { before: null, after: true } } : {};
  await recordAudit(
    tx,
    actorOf(pending, address),
    { action: 'staff.signIn', entity: 'staff', entityId: pending.staffId, changes: { method: { before: null, after: audit.method }, ...audit.changes, ...owed } },
    now,
  );
  return { token: opened.token, renew };
}

/**
 * Step two for an enrolled account: a code from the authenticator (once per time step), or one of
 * the recovery codes (once ever). Wrong → 401, too many wrong → 429 (the citizens' lockout).
 */
export async function verifyStaffSecondFactor(pending: PendingStaff, input: string, address: string, now = new Date()): Promise<SecondFactorDone & { method: 'totp' | 'recovery' }> {
  if (!pending.enrolled) throw wrong('expired');
  const attemptId = await beginSignInAttempt('login', codeAttemptKey(pending.login), address, now);
  const db = await getDb();
  const outcome = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .select({ secret: staff.totpSecretCipher, lastStep: staff.totpLastStep })
      .from(staff)
      .where(eq(staff.id, pending.staffId))
      .for('update');
    if (!row?.secret) return { error: 'expired' } as const;
    if (looksLikeTotpCode(input)) {
      const step = matchTotpStep(decryptPii(row.secret), input, now);
      if (step === null) return { error: 'wrong' } as const;
      if (row.lastStep !== null && step <= row.lastStep) return { error: 'replayed' } as const;
      await tx.update(staff).set({ totpLastStep: step }).where(eq(staff.id, pending.staffId));
      return { ...(await completeSignIn(tx, pending, address, now, { method: 'totp' })), method: 'totp' } as const;
    }
    const code = normaliseRecoveryCode(input);
    if (!code) return { error: 'wrong' } as const;
    const [used] = await tx
      .update(staffRecoveryCodes)
      .set({ usedAt: now })
      .where(and(eq(staffRecoveryCodes.staffId, pending.staffId), eq(staffRecoveryCodes.codeHash, recoveryCodeHash(code)), isNull(staffRecoveryCodes.usedAt)))
      .returning({ id: staffRecoveryCodes.id });
    if (!used) return { error: 'wrong' } as const;
    const [left] = await tx
      .select({ n: count() })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.staffId, pending.staffId), isNull(staffRecoveryCodes.usedAt)));
    const n = left?.n ?? 0;
    return {
      ...(await completeSignIn(tx, pending, address, now, { method: 'recovery', changes: { recoveryCodesLeft: { before: n + 1, after: n } } })),
      method: 'recovery',
    } as const;
  });
  if ('error' in outcome) throw wrong(outcome.error ?? 'wrong');
  await markAttemptSucceeded(attemptId);
  return outcome;
}

/**
 * The enrolment page of an account without a second factor (new, or after a reset): the secret it
 * shows stays the same until it is confirmed, so a reload does not invalidate a scan.
 */
export async function startStaffEnrolment(pending: PendingStaff): Promise<{ secret: string; uri: string }> {
  if (pending.enrolled) throw new ApiError(ERROR_CODES.CONFLICT, STAFF_TEXT.enrolled, 409);
  const db = await getDb();
  const [row] = await db.select({ pending: staff.totpPendingCipher }).from(staff).where(eq(staff.id, pending.staffId));
  if (row?.pending) {
    const secret = decryptPii(row.pending);
    return { secret, uri: totpUri(secret, pending.login) };
  }
  const secret = newTotpSecret();
  // Only the first page view stores one; a parallel view reads the stored one back.
  await db
    .update(staff)
    .set({ totpPendingCipher: encryptPii(secret) })
    .where(and(eq(staff.id, pending.staffId), isNull(staff.totpPendingCipher)));
  const [stored] = await db.select({ pending: staff.totpPendingCipher }).from(staff).where(eq(staff.id, pending.staffId));
  const kept = stored?.pending ? decryptPii(stored.pending) : secret;
  return { secret: kept, uri: totpUri(kept, pending.login) };
}

/**
 * Confirms the enrolment with a code of the shown secret: the secret becomes the account's, ten new
 * recovery codes are stored (hashed) and kept, encrypted, on the new session until the next page
 * shows them once.
 */
export async function finishStaffEnrolment(pending: PendingStaff, code: string, address: string, now = new Date()): Promise<SecondFactorDone> {
  if (pending.enrolled) throw new ApiError(ERROR_CODES.CONFLICT, STAFF_TEXT.enrolled, 409);
  const attemptId = await beginSignInAttempt('login', codeAttemptKey(pending.login), address, now);
  const db = await getDb();
  const outcome = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx.select({ pending: staff.totpPendingCipher, enabled: staff.totpEnabledAt }).from(staff).where(eq(staff.id, pending.staffId)).for('update');
    if (!row?.pending || row.enabled) return { error: 'expired' } as const;
    const secret = decryptPii(row.pending);
    const step = matchTotpStep(secret, code, now);
    if (step === null) return { error: 'wrong' } as const;
    const codes = newRecoveryCodes();
    await tx
      .update(staff)
      .set({ totpSecretCipher: row.pending, totpPendingCipher: null, totpEnabledAt: now, totpLastStep: step, updatedAt: now })
      .where(eq(staff.id, pending.staffId));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, pending.staffId));
    await tx.insert(staffRecoveryCodes).values(codes.map((c) => ({ staffId: pending.staffId, codeHash: recoveryCodeHash(c), createdAt: now })));
    await recordAudit(
      tx,
      actorOf(pending, address),
      {
        action: 'staff.enrolTotp',
        entity: 'staff',
        entityId: pending.staffId,
        changes: { totpSecret: { before: null, after: SECRET_CHANGED }, recoveryCodes: { before: 0, after: codes.length } },
      },
      now,
    );
    return completeSignIn(tx, pending, address, now, { method: 'totp' }, codes);
  });
  if ('error' in outcome) throw wrong(outcome.error ?? 'wrong');
  await markAttemptSucceeded(attemptId);
  return outcome;
}

/** The recovery codes of a fresh enrolment, once: they are erased from the session as they are read. */
export async function takeRecoveryCodesToShow(session: StaffSession): Promise<string[] | null> {
  return (await takeReveal(session.sessionId, 'recoveryCodes'))?.codes ?? null;
}

/** The new password is the one-time password again. */
export class SamePasswordError extends Error {
  readonly field = 'password';
  constructor() {
    super(STAFF_MSG.samePassword);
    this.name = 'SamePasswordError';
  }
}

/**
 * The new-password step after a one-time password (both factors already given): the chosen
 * password replaces it, every other session of the account ends, and a full session opens (a new
 * token) carrying any recovery codes still to be shown. Audited, in one transaction.
 */
export async function finishPasswordChange(
  renewing: PendingStaff,
  password: string,
  address: string,
  now = new Date(),
): Promise<{ token: string; recoveryCodesWaiting: boolean }> {
  const valid = staffNewPasswordInput.parse({ login: renewing.login, password });
  const passwordHash = await hashPassword(valid.password);
  const db = await getDb();
  const outcome = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .select({ hash: staff.passwordHash, required: staff.passwordChangeRequired, disabledAt: staff.disabledAt })
      .from(staff)
      .where(eq(staff.id, renewing.staffId))
      .for('update');
    if (!row?.required || row.disabledAt) return { error: 'expired' } as const;
    if (await verifyPassword(valid.password, row.hash)) throw new SamePasswordError();
    await tx.update(staff).set({ passwordHash, passwordChangeRequired: false, credentialsChangedAt: now, updatedAt: now }).where(eq(staff.id, renewing.staffId));
    const waiting = await revealCipherOf(tx, renewing.sessionId);
    await revokeAllStaffSessions(tx, renewing.staffId, now);
    const opened = await openStaffSession(tx, renewing.staffId, 'full', address, now);
    if (waiting) await tx.update(staffSessions).set({ revealCipher: waiting }).where(eq(staffSessions.id, opened.sessionId));
    await recordAudit(
      tx,
      actorOf(renewing, address),
      {
        action: 'staff.changePassword',
        entity: 'staff',
        entityId: renewing.staffId,
        changes: { password: { before: SECRET_CHANGED, after: SECRET_CHANGED }, passwordChangeRequired: { before: true, after: false } },
      },
      now,
    );
    return { token: opened.token, recoveryCodesWaiting: waiting !== null };
  });
  if ('error' in outcome) throw wrong('expired');
  return outcome;
}

/**
 * 修改密码, asked for by the signed-in member of staff: the current password (a wrong one counts
 * against the sign-in's lockout, so a borrowed session cannot try passwords), the new one under the
 * staff rule and not the current one. Every other session of the member ends (a browser left signed
 * in elsewhere, a sign-in half done); this one goes on under a new token. `credentialsChangedAt`
 * is left as it is: it would void this session too, and a new session would restart the 8-hour
 * limit, which counts from the sign-in. Audited, in one transaction.
 */
export async function changeOwnPassword(
  session: StaffSession,
  input: { current: string; password: string },
  address: string,
  now = new Date(),
): Promise<{ token: string; sessionsEnded: number }> {
  const valid = staffNewPasswordInput.parse({ login: session.login, password: input.password });
  const attemptId = await beginSignInAttempt('password', passwordAttemptKey(session.login), address, now);
  const db = await getDb();
  const [row] = await db.select({ hash: staff.passwordHash, disabledAt: staff.disabledAt }).from(staff).where(eq(staff.id, session.staffId));
  if (!row || row.disabledAt) throw wrong('expired');
  if (!(await verifyPassword(input.current, row.hash))) throw new FormFieldError('current', STAFF_MSG.currentWrong);
  await markAttemptSucceeded(attemptId);
  if (valid.password === input.current) throw new FormFieldError('password', STAFF_MSG.sameAsCurrent);
  const passwordHash = await hashPassword(valid.password);
  const outcome = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [locked] = await tx.select({ hash: staff.passwordHash, required: staff.passwordChangeRequired }).from(staff).where(eq(staff.id, session.staffId)).for('update');
    // Changed meanwhile (another tab, an administrator's reset): the current password typed is no longer it.
    if (!locked || locked.hash !== row.hash) return { error: 'expired' } as const;
    await tx.update(staff).set({ passwordHash, passwordChangeRequired: false, updatedAt: now }).where(eq(staff.id, session.staffId));
    const ended = await tx
      .update(staffSessions)
      .set({ revokedAt: now, revealCipher: null })
      .where(and(eq(staffSessions.staffId, session.staffId), ne(staffSessions.id, session.sessionId), isNull(staffSessions.revokedAt)))
      .returning({ id: staffSessions.id });
    const token = newSessionToken();
    const [kept] = await tx
      .update(staffSessions)
      .set({ tokenHash: sha256Hex(token) })
      .where(and(eq(staffSessions.id, session.sessionId), isNull(staffSessions.revokedAt)))
      .returning({ id: staffSessions.id });
    if (!kept) return { error: 'expired' } as const;
    await recordAudit(
      tx,
      actorOf(session, address),
      {
        action: 'staff.changeOwnPassword',
        entity: 'staff',
        entityId: session.staffId,
        changes: {
          password: { before: SECRET_CHANGED, after: SECRET_CHANGED },
          otherSessions: { before: ended.length, after: 0 },
          ...(locked.required ? { passwordChangeRequired: { before: true, after: false } } : {}),
        },
      },
      now,
    );
    return { token, sessionsEnded: ended.length };
  });
  if ('error' in outcome) throw wrong('expired');
  return outcome;
}

/** Signs out: the session is refused from now on, and the audit log says so. */
export async function signOutStaff(session: StaffSession, address: string, now = new Date()): Promise<void> {
  const db = await getDb();
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await revokeStaffSession(tx, session.sessionId, now);
    await recordAudit(tx, actorOf(session, address), { action: 'staff.signOut', entity: 'staff', entityId: session.staffId }, now);
  });
}
