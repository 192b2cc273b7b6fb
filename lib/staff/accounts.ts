/**
 * Staff accounts: created by the command line (npm run staff -- create, scripts/staff.mts) or the
 * demo seed, never with a default password; the second factor is reset by the command line. Every
 * change writes its audit row in its own transaction.
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { staff, staffRecoveryCodes } from '@/lib/db/schema';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { hashPassword } from '@/lib/register/password';
import { encryptPii } from '@/lib/register/pii';
import { staffCreateInput } from '@/lib/validation/staff';
import { changedFields, recordAudit, SECRET_CHANGED, withAudit, type AuditActor } from './audit';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import type { StaffRole } from './roles';
import { revokeAllStaffSessions } from './sessions';
import { STAFF_TEXT } from './text';
import { newTotpSecret, totpUri } from './totp';

export type CreatedStaff = { staffId: number; login: string; totpSecret: string; totpUri: string; recoveryCodes: string[] };

export type CreateStaffInput = {
  login: string;
  displayName: string;
  role: StaffRole;
  password: string;
  /** A fixed secret (demo accounts only); else a new random one. */
  totpSecret?: string;
  isDemo?: boolean;
  /** hashPassword(password) done beforehand (the demo seed hashes its four in parallel). */
  passwordHash?: string;
};

/** The command line as an audit actor (no account behind it): who ran it on which machine. */
export function commandLineActor(user: string, host: string): AuditActor {
  return { staffId: null, login: `${STAFF_TEXT.cliActor}:${user}`.slice(0, 64), role: 'cli', address: host.slice(0, 64) };
}

/**
 * A new member of staff, enrolled at once: the secret, its otpauth link and ten recovery codes are
 * returned for the command line to show once. A login already taken → 409.
 */
export async function createStaff(input: CreateStaffInput, actor: AuditActor, now = new Date(), within?: Db): Promise<CreatedStaff> {
  const valid = staffCreateInput.parse({ login: input.login, displayName: input.displayName, password: input.password });
  const passwordHash = input.passwordHash ?? (await hashPassword(valid.password));
  const totpSecret = input.totpSecret ?? newTotpSecret();
  const recoveryCodes = newRecoveryCodes();
  const run = async (tx: Db) => {
    const [taken] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.login, valid.login));
    if (taken) throw new ApiError(ERROR_CODES.CONFLICT, `登录名 ${valid.login} 已被使用`, 409);
    const [row] = await tx
      .insert(staff)
      .values({
        login: valid.login,
        displayName: valid.displayName,
        role: input.role,
        passwordHash,
        totpSecretCipher: encryptPii(totpSecret),
        totpEnabledAt: now,
        credentialsChangedAt: now,
        isDemo: input.isDemo ?? false,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: staff.id });
    if (!row) throw new Error('staff insert returned nothing');
    await tx.insert(staffRecoveryCodes).values(recoveryCodes.map((code) => ({ staffId: row.id, codeHash: recoveryCodeHash(code), createdAt: now })));
    await recordAudit(
      tx,
      actor,
      {
        action: 'staff.create',
        entity: 'staff',
        entityId: row.id,
        changes: changedFields(null, { login: valid.login, displayName: valid.displayName, role: input.role, password: 'x', totpSecret: 'x', recoveryCodes: recoveryCodes.length }, {
          secret: ['password', 'totpSecret'],
        }),
      },
      now,
    );
    return row.id;
  };
  const staffId = within ? await run(within) : await (await getDb()).transaction((tx) => run(tx as unknown as Db));
  return { staffId, login: valid.login, totpSecret, totpUri: totpUri(totpSecret, valid.login), recoveryCodes };
}

/**
 * Lost phone and no recovery code left: the secret and every recovery code are removed and every
 * session of the account ends; the next sign-in (password first) leads to the enrolment page.
 */
export async function resetStaffTwoFactor(login: string, actor: AuditActor, now = new Date()): Promise<{ staffId: number }> {
  return withAudit(
    actor,
    async (tx, audit) => {
      const [row] = await tx.select({ id: staff.id, enrolled: staff.totpEnabledAt }).from(staff).where(eq(staff.login, login)).for('update');
      if (!row) throw new ApiError(ERROR_CODES.NOT_FOUND, `没有登录名为 ${login} 的工作人员`, 404);
      const [codes] = await tx
        .select({ n: count() })
        .from(staffRecoveryCodes)
        .where(and(eq(staffRecoveryCodes.staffId, row.id), isNull(staffRecoveryCodes.usedAt)));
      await tx
        .update(staff)
        .set({ totpSecretCipher: null, totpPendingCipher: null, totpEnabledAt: null, totpLastStep: null, credentialsChangedAt: now, updatedAt: now })
        .where(eq(staff.id, row.id));
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, row.id));
      await revokeAllStaffSessions(tx, row.id, now);
      await audit({
        action: 'staff.reset2fa',
        entity: 'staff',
        entityId: row.id,
        changes: {
          totpSecret: { before: row.enrolled ? SECRET_CHANGED : null, after: null },
          recoveryCodes: { before: codes?.n ?? 0, after: 0 },
        },
      });
      return { staffId: row.id };
    },
    now,
  );
}

export async function findStaffByLogin(login: string) {
  const db = await getDb();
  const [row] = await db.select().from(staff).where(eq(staff.login, login));
  return row ?? null;
}
