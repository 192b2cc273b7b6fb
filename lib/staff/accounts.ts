/**
 * Staff accounts. The first administrator is created by the command line (npm run staff -- create,
 * scripts/staff.ts), never with a default password; after that an administrator manages staff in
 * the console (/admin/staff): create, change role, disable and enable, reset the second factor or
 * the password. Every change writes its audit row in the transaction of the change; secrets appear
 * there only as 已更改. The console's changes lock the active administrators first, so no sequence
 * of changes — however concurrent — leaves the portal without one.
 */
import { randomInt } from 'node:crypto';
import { and, asc, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { staff, staffRecoveryCodes } from '@/lib/db/schema';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { hashPassword } from '@/lib/register/password';
import { encryptPii } from '@/lib/register/pii';
import { staffCreateInput, staffNameForm } from '@/lib/validation/staff';
import { changedFields, recordAudit, SECRET_CHANGED, withAudit, type AuditActor } from './audit';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { storeReveal } from './reveal';
import { ROLE_LABELS, StaffForbidden, type StaffRole } from './roles';
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
  /** The password was made for the person and seen by someone else: their first sign-in replaces it. */
  oneTimePassword?: boolean;
};

/** The command line as an audit actor (no account behind it): who ran it on which machine. */
export function commandLineActor(user: string, host: string): AuditActor {
  return { staffId: null, login: `${STAFF_TEXT.cliActor}:${user}`.slice(0, 64), role: 'cli', address: host.slice(0, 64) };
}

/** A login already in use: 409, and on a console form the message stands at the login field. */
export class LoginTaken extends ApiError {
  readonly field = 'login';
  constructor() {
    super(ERROR_CODES.CONFLICT, STAFF_TEXT.loginTaken, 409);
    this.name = 'LoginTaken';
  }
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
export const ONE_TIME_PASSWORD_LENGTH = 16;

/**
 * A one-time password: 16 characters of an alphabet without look-alikes (about 92 bits), with a
 * letter and a digit and without the login, so it passes the staff password rule.
 */
export function newOneTimePassword(login: string): string {
  for (;;) {
    let s = '';
    for (let i = 0; i < ONE_TIME_PASSWORD_LENGTH; i++) s += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
    if (/[A-Za-z]/.test(s) && /\d/.test(s) && !s.toLowerCase().includes(login)) return s;
  }
}

type NewStaffRow = {
  login: string;
  displayName: string;
  role: StaffRole;
  passwordHash: string;
  /** Encrypted secret when enrolled at once; null: the person enrols at first sign-in. */
  totpSecretCipher: string | null;
  passwordChangeRequired: boolean;
  isDemo: boolean;
};

/** Inserts the row (a taken login → LoginTaken) and writes the creation's audit row, in `tx`. */
async function insertStaff(tx: Db, values: NewStaffRow, actor: AuditActor, now: Date, audited: Record<string, unknown>): Promise<number> {
  const [taken] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.login, values.login));
  if (taken) throw new LoginTaken();
  const [row] = await tx
    .insert(staff)
    .values({
      ...values,
      totpEnabledAt: values.totpSecretCipher ? now : null,
      credentialsChangedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: staff.id });
  if (!row) throw new Error('staff insert returned nothing');
  await recordAudit(
    tx,
    actor,
    {
      action: 'staff.create',
      entity: 'staff',
      entityId: row.id,
      changes: changedFields(null, { login: values.login, displayName: values.displayName, role: values.role, password: 'x', ...audited }, { secret: ['password', 'totpSecret'] }),
    },
    now,
  );
  return row.id;
}

/**
 * A new member of staff, enrolled at once (the command line and the demo seed): the secret, its
 * otpauth link and ten recovery codes are returned for the command line to show once. A login
 * already taken → 409.
 */
export async function createStaff(input: CreateStaffInput, actor: AuditActor, now = new Date(), within?: Db): Promise<CreatedStaff> {
  const valid = staffCreateInput.parse({ login: input.login, displayName: input.displayName, password: input.password });
  const passwordHash = input.passwordHash ?? (await hashPassword(valid.password));
  const totpSecret = input.totpSecret ?? newTotpSecret();
  const recoveryCodes = newRecoveryCodes();
  const oneTime = input.oneTimePassword ?? false;
  const run = async (tx: Db) => {
    const staffId = await insertStaff(
      tx,
      { login: valid.login, displayName: valid.displayName, role: input.role, passwordHash, totpSecretCipher: encryptPii(totpSecret), passwordChangeRequired: oneTime, isDemo: input.isDemo ?? false },
      actor,
      now,
      { totpSecret: 'x', recoveryCodes: recoveryCodes.length, ...(oneTime ? { passwordChangeRequired: true } : {}) },
    );
    await tx.insert(staffRecoveryCodes).values(recoveryCodes.map((code) => ({ staffId, codeHash: recoveryCodeHash(code), createdAt: now })));
    return staffId;
  };
  const staffId = within ? await run(within) : await (await getDb()).transaction((tx) => run(tx as unknown as Db));
  return { staffId, login: valid.login, totpSecret, totpUri: totpUri(totpSecret, valid.login), recoveryCodes };
}

/** Where a one-time password goes: the session of the administrator who is shown it once (lib/staff/reveal.ts). */
export type RevealTo = { sessionId: number };

/**
 * 新建工作人员账号 in the console: no authenticator yet (the person scans their own QR code at the
 * first sign-in, on their own phone) and a one-time password, kept encrypted on the administrator's
 * session until their page shows it once. The first sign-in is: one-time password → 绑定验证器 →
 * a password of their own → the console.
 */
export async function createStaffInConsole(
  input: { login: string; displayName: string; role: StaffRole },
  actor: AuditActor,
  revealTo: RevealTo,
  now = new Date(),
): Promise<{ staffId: number; login: string }> {
  const password = newOneTimePassword(input.login);
  const valid = staffCreateInput.parse({ login: input.login, displayName: input.displayName, password });
  const passwordHash = await hashPassword(password);
  const staffId = await withAudit(
    actor,
    async (tx) => {
      await lockActiveAdmins(tx, actor);
      const id = await insertStaff(
        tx,
        { login: valid.login, displayName: valid.displayName, role: input.role, passwordHash, totpSecretCipher: null, passwordChangeRequired: true, isDemo: false },
        actor,
        now,
        { passwordChangeRequired: true },
      );
      await storeReveal(tx, revealTo.sessionId, { kind: 'oneTimePassword', staffId: id, password });
      return id;
    },
    now,
  );
  return { staffId, login: valid.login };
}

/* ---- the console's changes, and the rule that an active administrator always remains ---------- */

/** Why a change to an account was refused (the page words it by this code). */
export type StaffRefusal = 'self' | 'selfReset' | 'lastAdmin';

/** A change the rules refuse: 409 with a Chinese message; a role change's stands at the role field. */
export class StaffChangeRefused extends ApiError {
  constructor(
    readonly reason: StaffRefusal,
    message: string,
    readonly field?: string,
  ) {
    super(ERROR_CODES.CONFLICT, message, 409);
    this.name = 'StaffChangeRefused';
  }
}

const refusal = {
  selfDisable: () => new StaffChangeRefused('self', STAFF_TEXT.cannotDisableSelf),
  selfRole: () => new StaffChangeRefused('self', STAFF_TEXT.cannotChangeOwnRole, 'role'),
  selfReset: () => new StaffChangeRefused('selfReset', STAFF_TEXT.cannotResetSelf),
  lastAdmin: (name: string, field?: string) => new StaffChangeRefused('lastAdmin', STAFF_TEXT.lastAdmin(name), field),
};

const noSuchStaff = () => new ApiError(ERROR_CODES.NOT_FOUND, STAFF_TEXT.noSuchStaff, 404);

/**
 * Locks every active administrator's row (in id order, so two changes never deadlock) and answers
 * their ids. A change made by a member of staff goes on only if they are still one of them: two
 * administrators demoting each other at once — the second finds the first change committed and is
 * refused. The command line (staffId null) needs no account.
 */
async function lockActiveAdmins(tx: Db, actor: AuditActor): Promise<number[]> {
  const rows = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'admin'), isNull(staff.disabledAt)))
    .orderBy(asc(staff.id))
    .for('update');
  const admins = rows.map((r) => r.id);
  if (actor.staffId !== null && !admins.includes(actor.staffId)) throw new StaffForbidden('staff.manage');
  return admins;
}

/** The target's row, locked, after the administrators'. */
async function lockTarget(tx: Db, id: number) {
  const [row] = await tx
    .select({
      id: staff.id,
      login: staff.login,
      displayName: staff.displayName,
      role: staff.role,
      disabledAt: staff.disabledAt,
      enrolledAt: staff.totpEnabledAt,
      passwordChangeRequired: staff.passwordChangeRequired,
    })
    .from(staff)
    .where(eq(staff.id, id))
    .for('update');
  if (!row) throw noSuchStaff();
  return row;
}

type Target = Awaited<ReturnType<typeof lockTarget>>;

/** Refuses a change that would leave no active administrator. */
function assertAnotherAdminRemains(target: Target, admins: readonly number[], field?: string): void {
  const isActiveAdmin = admins.includes(target.id);
  if (isActiveAdmin && admins.length <= 1) throw refusal.lastAdmin(target.displayName, field);
}

export type StaffChangeResult = { staffId: number; changed: boolean };

/** 修改角色. The member's open sessions take the new role at their next request (the role is read from the account each time). */
export async function changeStaffRole(actor: AuditActor, input: { id: number; role: StaffRole }, now = new Date()): Promise<StaffChangeResult> {
  return withAudit(
    actor,
    async (tx, audit) => {
      const admins = await lockActiveAdmins(tx, actor);
      const target = await lockTarget(tx, input.id);
      if (target.role === input.role) return { staffId: target.id, changed: false };
      if (target.id === actor.staffId) throw refusal.selfRole();
      if (input.role !== 'admin') assertAnotherAdminRemains(target, admins, 'role');
      await tx.update(staff).set({ role: input.role, updatedAt: now }).where(eq(staff.id, target.id));
      await audit({ action: 'staff.role', entity: 'staff', entityId: target.id, changes: { role: { before: target.role, after: input.role } } });
      return { staffId: target.id, changed: true };
    },
    now,
  );
}

/**
 * 修改姓名: the name the console, the audit log's new rows and the header show (the login stays).
 * Any member, the administrator themself included; their open sessions show it at their next request.
 */
export async function renameStaff(actor: AuditActor, input: { id: number; displayName: string }, now = new Date()): Promise<StaffChangeResult> {
  const { displayName } = staffNameForm.parse(input);
  return withAudit(
    actor,
    async (tx, audit) => {
      await lockActiveAdmins(tx, actor);
      const target = await lockTarget(tx, input.id);
      if (target.displayName === displayName) return { staffId: target.id, changed: false };
      await tx.update(staff).set({ displayName, updatedAt: now }).where(eq(staff.id, target.id));
      await audit({ action: 'staff.rename', entity: 'staff', entityId: target.id, changes: { displayName: { before: target.displayName, after: displayName } } });
      return { staffId: target.id, changed: true };
    },
    now,
  );
}

/** 停用: no sign-in from now on, and every session of the account ends at once. */
export async function disableStaff(actor: AuditActor, input: { id: number }, now = new Date()): Promise<StaffChangeResult> {
  return withAudit(
    actor,
    async (tx, audit) => {
      const admins = await lockActiveAdmins(tx, actor);
      const target = await lockTarget(tx, input.id);
      if (target.disabledAt) return { staffId: target.id, changed: false };
      if (target.id === actor.staffId) throw refusal.selfDisable();
      assertAnotherAdminRemains(target, admins);
      await tx.update(staff).set({ disabledAt: now, updatedAt: now }).where(eq(staff.id, target.id));
      await revokeAllStaffSessions(tx, target.id, now);
      await audit({ action: 'staff.disable', entity: 'staff', entityId: target.id, changes: { disabledAt: { before: null, after: now.toISOString() } } });
      return { staffId: target.id, changed: true };
    },
    now,
  );
}

/** 启用: the account signs in again with its password and second factor (its sessions stay ended). */
export async function enableStaff(actor: AuditActor, input: { id: number }, now = new Date()): Promise<StaffChangeResult> {
  return withAudit(
    actor,
    async (tx, audit) => {
      await lockActiveAdmins(tx, actor);
      const target = await lockTarget(tx, input.id);
      if (!target.disabledAt) return { staffId: target.id, changed: false };
      await tx.update(staff).set({ disabledAt: null, updatedAt: now }).where(eq(staff.id, target.id));
      await audit({ action: 'staff.enable', entity: 'staff', entityId: target.id, changes: { disabledAt: { before: target.disabledAt.toISOString(), after: null } } });
      return { staffId: target.id, changed: true };
    },
    now,
  );
}

/** Removes the secret and every recovery code, ends every session, and writes the audit row (in `tx`). */
async function clearSecondFactor(tx: Db, target: { id: number; enrolledAt: Date | null }, now: Date, audit: (entry: Parameters<typeof recordAudit>[2]) => Promise<void>) {
  const [codes] = await tx
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, target.id), isNull(staffRecoveryCodes.usedAt)));
  await tx
    .update(staff)
    .set({ totpSecretCipher: null, totpPendingCipher: null, totpEnabledAt: null, totpLastStep: null, credentialsChangedAt: now, updatedAt: now })
    .where(eq(staff.id, target.id));
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, target.id));
  await revokeAllStaffSessions(tx, target.id, now);
  await audit({
    action: 'staff.reset2fa',
    entity: 'staff',
    entityId: target.id,
    changes: {
      totpSecret: { before: target.enrolledAt ? SECRET_CHANGED : null, after: null },
      recoveryCodes: { before: codes?.n ?? 0, after: 0 },
    },
  });
}

/**
 * Lost phone and no recovery code left (the command line, by login): the secret and every recovery
 * code are removed and every session of the account ends; the next sign-in (password first) leads
 * to the enrolment page.
 */
export async function resetStaffTwoFactor(login: string, actor: AuditActor, now = new Date()): Promise<{ staffId: number }> {
  return withAudit(
    actor,
    async (tx, audit) => {
      const [row] = await tx.select({ id: staff.id, enrolledAt: staff.totpEnabledAt }).from(staff).where(eq(staff.login, login)).for('update');
      if (!row) throw new ApiError(ERROR_CODES.NOT_FOUND, `没有登录名为 ${login} 的工作人员`, 404);
      await clearSecondFactor(tx, row, now, audit);
      return { staffId: row.id };
    },
    now,
  );
}

/** 重置两步验证 in the console: as the command line's, for another member of staff (yours would end the session you are using). */
export async function resetStaffTwoFactorInConsole(actor: AuditActor, input: { id: number }, now = new Date()): Promise<StaffChangeResult> {
  return withAudit(
    actor,
    async (tx, audit) => {
      await lockActiveAdmins(tx, actor);
      const target = await lockTarget(tx, input.id);
      if (target.id === actor.staffId) throw refusal.selfReset();
      await clearSecondFactor(tx, target, now, audit);
      return { staffId: target.id, changed: true };
    },
    now,
  );
}

/**
 * 重置密码: a new one-time password (kept on the administrator's session to be shown once), every
 * session of the account ends, and the next sign-in — after the second factor — asks for a new one.
 */
export async function resetStaffPassword(actor: AuditActor, input: { id: number }, revealTo: RevealTo, now = new Date()): Promise<StaffChangeResult> {
  const db = await getDb();
  const [found] = await db.select({ login: staff.login }).from(staff).where(eq(staff.id, input.id));
  if (!found) throw noSuchStaff();
  const password = newOneTimePassword(found.login);
  const passwordHash = await hashPassword(password);
  return withAudit(
    actor,
    async (tx, audit) => {
      await lockActiveAdmins(tx, actor);
      const target = await lockTarget(tx, input.id);
      if (target.id === actor.staffId) throw refusal.selfReset();
      await tx.update(staff).set({ passwordHash, passwordChangeRequired: true, credentialsChangedAt: now, updatedAt: now }).where(eq(staff.id, target.id));
      await revokeAllStaffSessions(tx, target.id, now);
      await storeReveal(tx, revealTo.sessionId, { kind: 'oneTimePassword', staffId: target.id, password });
      await audit({
        action: 'staff.resetPassword',
        entity: 'staff',
        entityId: target.id,
        changes: { password: { before: SECRET_CHANGED, after: SECRET_CHANGED }, passwordChangeRequired: { before: target.passwordChangeRequired, after: true } },
      });
      return { staffId: target.id, changed: true };
    },
    now,
  );
}

/* ---- reading ----------------------------------------------------------------------------------- */

export type StaffState = 'active' | 'disabled';
export const STAFF_STATE_LABELS: Record<StaffState, string> = { active: '在用', disabled: '已停用' };

/** What the console shows of an account: never a hash or a secret. */
export type StaffListRow = {
  id: number;
  login: string;
  displayName: string;
  role: StaffRole;
  state: StaffState;
  enrolled: boolean;
  passwordChangeRequired: boolean;
  lastSignInAt: Date | null;
  createdAt: Date;
};

const LIST_COLUMNS = {
  id: staff.id,
  login: staff.login,
  displayName: staff.displayName,
  role: staff.role,
  disabledAt: staff.disabledAt,
  enrolledAt: staff.totpEnabledAt,
  passwordChangeRequired: staff.passwordChangeRequired,
  lastSignInAt: staff.lastSignInAt,
  createdAt: staff.createdAt,
};

function toListRow(r: { id: number; login: string; displayName: string; role: StaffRole; disabledAt: Date | null; enrolledAt: Date | null; passwordChangeRequired: boolean; lastSignInAt: Date | null; createdAt: Date }): StaffListRow {
  return {
    id: r.id,
    login: r.login,
    displayName: r.displayName,
    role: r.role,
    state: r.disabledAt ? 'disabled' : 'active',
    enrolled: r.enrolledAt !== null,
    passwordChangeRequired: r.passwordChangeRequired,
    lastSignInAt: r.lastSignInAt,
    createdAt: r.createdAt,
  };
}

export const STAFF_PAGE_SIZE = 50;

export type StaffListFilter = { role?: StaffRole; state?: StaffState };

/** The staff list, by login, a page at a time, filtered by role and state. */
export async function listStaff(filter: StaffListFilter, page = 1): Promise<{ rows: StaffListRow[]; total: number; page: number; pages: number }> {
  const db = await getDb();
  const conditions: SQL[] = [];
  if (filter.role) conditions.push(eq(staff.role, filter.role));
  if (filter.state === 'active') conditions.push(isNull(staff.disabledAt));
  if (filter.state === 'disabled') conditions.push(isNotNull(staff.disabledAt));
  const where = conditions.length ? and(...conditions) : undefined;
  const [[counted], rows] = await Promise.all([
    db.select({ n: sql<number>`cast(count(*) as integer)` }).from(staff).where(where),
    db
      .select(LIST_COLUMNS)
      .from(staff)
      .where(where)
      .orderBy(asc(staff.login))
      .limit(STAFF_PAGE_SIZE)
      .offset((page - 1) * STAFF_PAGE_SIZE),
  ]);
  const total = Number(counted?.n ?? 0);
  return { rows: rows.map(toListRow), total, page, pages: Math.max(1, Math.ceil(total / STAFF_PAGE_SIZE)) };
}

/** One account as the console shows it, or null. */
export async function getStaffMember(id: number): Promise<StaffListRow | null> {
  const db = await getDb();
  const [row] = await db.select(LIST_COLUMNS).from(staff).where(eq(staff.id, id));
  return row ? toListRow(row) : null;
}

/** The role options of the console's forms, in the order of lib/staff/roles.ts. */
export const staffRoleOptions = () => (Object.keys(ROLE_LABELS) as StaffRole[]).map((value) => ({ value, label: ROLE_LABELS[value] }));

/** What `npm run staff -- list` prints per account, tab-separated: never a hash or a secret. */
export function commandLineStaffLine(r: { login: string; displayName: string; role: StaffRole; enrolledAt: Date | null; disabledAt: Date | null; passwordChangeRequired: boolean }): string {
  return [
    r.login,
    r.displayName,
    ROLE_LABELS[r.role],
    r.enrolledAt ? '已绑定验证器' : '未绑定验证器',
    r.passwordChangeRequired ? '待设置新密码（一次性密码未替换）' : '密码由本人设置',
    r.disabledAt ? '已停用' : '正常',
  ].join('\t');
}

/** Every account by login, one line each (the command line's list). */
export async function listStaffForCommandLine(): Promise<string[]> {
  const db = await getDb();
  const rows = await db.select(LIST_COLUMNS).from(staff).orderBy(asc(staff.login));
  return rows.map(commandLineStaffLine);
}

export async function findStaffByLogin(login: string) {
  const db = await getDb();
  const [row] = await db.select().from(staff).where(eq(staff.login, login));
  return row ?? null;
}
