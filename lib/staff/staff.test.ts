/** @jest-environment node */
import { and, eq, sql } from 'drizzle-orm';
import { closeServiceDatabase, openServiceDatabase } from '@/lib/cms/test-fixtures';
import { auditLog, staff, staffRecoveryCodes } from '@/lib/db/schema';
import { testTargets, type TestDatabase } from '@/lib/db/testing';
import { ApiError } from '@/lib/api/respond';
import { decryptPii } from '@/lib/register/pii';
import { auditFilterChoices, exportAuditCsv, listAuditLog, withAudit, type AuditActor } from './audit';
import { createStaff, resetStaffTwoFactor } from './accounts';
import { resolvePendingStaff, resolveStaffSession, STAFF_ABSOLUTE_MS, STAFF_IDLE_MS, STAFF_PENDING_MS } from './sessions';
import { checkStaffPassword, finishStaffEnrolment, signOutStaff, startStaffEnrolment, StaffStepError, takeRecoveryCodesToShow, verifyStaffSecondFactor } from './sign-in';
import { totpCodeAt } from './totp';
import { postAuditExport } from './console-writes';
import { ALL_STAFF_ACTIONS, assertStaffCan, roleCan, STAFF_ROLE_CODES } from './roles';
import { STAFF_COOKIE } from './cookie';

const CLI: AuditActor = { staffId: null, login: '命令行:tester', role: 'cli', address: 'host-1' };
const PASSWORD = 'Console2026pass';
const MINUTE = 60_000;

let serial = 0;
/** A fresh login and client address per test: the attempts table is shared by the whole file. */
const fresh = () => {
  serial += 1;
  return { login: `tester${serial}${Date.now().toString(36)}`.slice(0, 32), address: `10.9.${serial}.1` };
};

async function auditRows(db: TestDatabase['db'], staffId: number) {
  return db.select().from(auditLog).where(eq(auditLog.entityId, String(staffId))).orderBy(auditLog.id);
}

/** Expects a refused step with this reason. */
async function refused(promise: Promise<unknown>, reason: StaffStepError['reason']) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StaffStepError);
  expect((error as StaffStepError).reason).toBe(reason);
}

describe.each(testTargets().map((t) => [t.name, t] as const))('staff accounts and the audit log on %s', (driver, target) => {
  let handle: TestDatabase | undefined;
  const db = () => handle!.db;

  beforeAll(async () => {
    handle = await openServiceDatabase(target);
  });
  afterAll(() => closeServiceDatabase(handle));

  /** A created member of staff and a moment after the creation to act at. */
  async function member(role: 'admin' | 'editor' = 'admin') {
    const { login, address } = fresh();
    const created = await createStaff({ login, displayName: '测试员', role, password: PASSWORD }, CLI);
    return { ...created, address, t0: new Date(Date.now() + MINUTE) };
  }

  /** Password then TOTP at `at`: the full session's token. */
  async function signIn(m: Awaited<ReturnType<typeof member>>, at: Date) {
    const { token: pendingToken } = await checkStaffPassword({ login: m.login, password: PASSWORD }, m.address, at);
    const pending = await resolvePendingStaff(pendingToken, at);
    return verifyStaffSecondFactor(pending!, totpCodeAt(m.totpSecret, at), m.address, at);
  }

  it('creates a member of staff with the secret encrypted, recovery codes hashed, and an audit row without secrets', async () => {
    const m = await member();
    const [row] = await db().select().from(staff).where(eq(staff.id, m.staffId));
    expect(row!.role).toBe('admin');
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(row)).not.toContain(m.totpSecret);
    expect(decryptPii(row!.totpSecretCipher!)).toBe(m.totpSecret);
    const codes = await db().select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, m.staffId));
    expect(codes).toHaveLength(10);
    expect(JSON.stringify(codes)).not.toContain(m.recoveryCodes[0]);
    const [audit] = await auditRows(db(), m.staffId);
    expect(audit).toMatchObject({ staffId: null, staffLogin: '命令行:tester', role: 'cli', action: 'staff.create', entity: 'staff', address: 'host-1' });
    expect(audit!.changes).toEqual({
      login: { before: null, after: m.login },
      displayName: { before: null, after: '测试员' },
      role: { before: null, after: 'admin' },
      password: { before: null, after: '已更改' },
      totpSecret: { before: null, after: '已更改' },
      recoveryCodes: { before: null, after: 10 },
    });
    expect(JSON.stringify(audit)).not.toContain(PASSWORD);
    await expect(createStaff({ login: m.login, displayName: '重复', role: 'editor', password: PASSWORD }, CLI)).rejects.toMatchObject({ status: 409 });
    await expect(createStaff({ login: 'x', displayName: '短', role: 'editor', password: 'short' }, CLI)).rejects.toThrow();
  });

  it('answers a wrong password, an unknown login and a disabled account alike', async () => {
    const m = await member();
    await refused(checkStaffPassword({ login: m.login, password: 'Wrong2026pass' }, m.address, m.t0), 'wrong');
    await refused(checkStaffPassword({ login: `${m.login}x`, password: PASSWORD }, fresh().address, m.t0), 'wrong');
    await db().update(staff).set({ disabledAt: m.t0 }).where(eq(staff.id, m.staffId));
    await refused(checkStaffPassword({ login: m.login, password: PASSWORD }, fresh().address, m.t0), 'wrong');
  });

  it('locks out progressively as for citizens: two free failures, then a wait that doubles', async () => {
    const m = await member();
    const at = (s: number) => new Date(m.t0.getTime() + s * 1000);
    for (const s of [0, 1, 2]) await refused(checkStaffPassword({ login: m.login, password: 'Wrong2026pass' }, m.address, at(s)), 'wrong');
    // Locked: even the right password is refused until the wait is over.
    await expect(checkStaffPassword({ login: m.login, password: PASSWORD }, m.address, at(10))).rejects.toMatchObject({ status: 429 });
    await refused(checkStaffPassword({ login: m.login, password: 'Wrong2026pass' }, m.address, at(40)), 'wrong');
    await expect(checkStaffPassword({ login: m.login, password: PASSWORD }, m.address, at(80))).rejects.toMatchObject({ status: 429 });
    const ok = await checkStaffPassword({ login: m.login, password: PASSWORD }, m.address, at(110));
    expect(ok.enrolled).toBe(true);
  });

  it('locks out wrong second-factor codes on their own key: a right password does not forgive them', async () => {
    const m = await member();
    const at = (s: number) => new Date(m.t0.getTime() + s * 1000);
    for (const s of [0, 1, 2]) {
      const { token } = await checkStaffPassword({ login: m.login, password: PASSWORD }, m.address, at(s));
      await refused(verifyStaffSecondFactor((await resolvePendingStaff(token, at(s)))!, '000000', m.address, at(s)), 'wrong');
    }
    const { token } = await checkStaffPassword({ login: m.login, password: PASSWORD }, m.address, at(5));
    const pending = await resolvePendingStaff(token, at(5));
    await expect(verifyStaffSecondFactor(pending!, totpCodeAt(m.totpSecret, at(5)), m.address, at(5))).rejects.toMatchObject({ status: 429 });
  });

  it('signs in with password + TOTP, refuses a wrong code and the same code again inside its window', async () => {
    const m = await member();
    const { token: pendingToken, enrolled } = await checkStaffPassword({ login: m.login, password: PASSWORD }, m.address, m.t0);
    expect(enrolled).toBe(true);
    // A half-way session opens nothing in the console.
    expect(await resolveStaffSession(pendingToken, m.t0)).toBeNull();
    const pending = await resolvePendingStaff(pendingToken, m.t0);
    expect(pending).toMatchObject({ staffId: m.staffId, login: m.login, enrolled: true });
    await refused(verifyStaffSecondFactor(pending!, '123456' === totpCodeAt(m.totpSecret, m.t0) ? '654321' : '123456', m.address, m.t0), 'wrong');
    const code = totpCodeAt(m.totpSecret, m.t0);
    const signedIn = await verifyStaffSecondFactor(pending!, code, m.address, m.t0);
    expect(signedIn.method).toBe('totp');
    expect(signedIn.token).not.toBe(pendingToken);
    expect(await resolvePendingStaff(pendingToken, m.t0)).toBeNull();
    expect(await resolveStaffSession(signedIn.token, m.t0)).toMatchObject({ staffId: m.staffId, role: 'admin', login: m.login });

    // Someone who saw the code (and knows the password) tries it again 10 s later: refused.
    const later = new Date(m.t0.getTime() + 10_000);
    const again = await checkStaffPassword({ login: m.login, password: PASSWORD }, m.address, later);
    await refused(verifyStaffSecondFactor((await resolvePendingStaff(again.token, later))!, code, m.address, later), 'replayed');

    const [signInRow] = (await auditRows(db(), m.staffId)).filter((r) => r.action === 'staff.signIn');
    expect(signInRow).toMatchObject({ staffId: m.staffId, staffLogin: m.login, role: 'admin', address: m.address, changes: { method: { before: null, after: 'totp' } } });
  });

  it('takes a recovery code once', async () => {
    const m = await member();
    const at = (s: number) => new Date(m.t0.getTime() + s * 1000);
    const code = m.recoveryCodes[3]!;
    const first = await checkStaffPassword({ login: m.login, password: PASSWORD }, m.address, at(0));
    const used = await verifyStaffSecondFactor((await resolvePendingStaff(first.token, at(0)))!, code.toUpperCase(), m.address, at(0));
    expect(used.method).toBe('recovery');
    const second = await checkStaffPassword({ login: m.login, password: PASSWORD }, m.address, at(1));
    await refused(verifyStaffSecondFactor((await resolvePendingStaff(second.token, at(1)))!, code, m.address, at(1)), 'wrong');
    const row = (await auditRows(db(), m.staffId)).find((r) => r.action === 'staff.signIn');
    expect(row!.changes).toEqual({ method: { before: null, after: 'recovery' }, recoveryCodesLeft: { before: 10, after: 9 } });
  });

  it('ends a session after 30 minutes idle and after 8 hours however busy', async () => {
    const m = await member();
    const { token } = await signIn(m, m.t0);
    const plus = (ms: number) => new Date(m.t0.getTime() + ms);
    expect(await resolveStaffSession(token, plus(STAFF_IDLE_MS - MINUTE))).not.toBeNull();
    // Used a minute before the limit: the idle clock starts again from there.
    expect(await resolveStaffSession(token, plus(2 * STAFF_IDLE_MS - 2 * MINUTE))).not.toBeNull();
    expect(await resolveStaffSession(token, plus(3 * STAFF_IDLE_MS))).toBeNull();

    const busy = await signIn(m, plus(60 * MINUTE));
    let at = 60 * MINUTE;
    while (at + 20 * MINUTE < 60 * MINUTE + STAFF_ABSOLUTE_MS) {
      at += 20 * MINUTE;
      expect(await resolveStaffSession(busy.token, plus(at))).not.toBeNull();
    }
    expect(await resolveStaffSession(busy.token, plus(60 * MINUTE + STAFF_ABSOLUTE_MS + MINUTE))).toBeNull();
  });

  it('gives the second factor ten minutes after the password', async () => {
    const m = await member();
    const { token } = await checkStaffPassword({ login: m.login, password: PASSWORD }, m.address, m.t0);
    expect(await resolvePendingStaff(token, new Date(m.t0.getTime() + STAFF_PENDING_MS - MINUTE))).not.toBeNull();
    expect(await resolvePendingStaff(token, new Date(m.t0.getTime() + STAFF_PENDING_MS + MINUTE))).toBeNull();
  });

  it('signs out (audited): the session is refused from then on', async () => {
    const m = await member();
    const { token } = await signIn(m, m.t0);
    const session = await resolveStaffSession(token, m.t0);
    await signOutStaff(session!, m.address, m.t0);
    expect(await resolveStaffSession(token, m.t0)).toBeNull();
    expect((await auditRows(db(), m.staffId)).map((r) => r.action)).toEqual(['staff.create', 'staff.signIn', 'staff.signOut']);
  });

  it('resets the second factor (audited, every session ends), then enrols again on the next sign-in with codes shown once', async () => {
    const m = await member('editor');
    const { token } = await signIn(m, m.t0);
    const resetAt = new Date(m.t0.getTime() + MINUTE);
    await resetStaffTwoFactor(m.login, CLI, resetAt);
    expect(await resolveStaffSession(token, resetAt)).toBeNull();
    const reset = (await auditRows(db(), m.staffId)).find((r) => r.action === 'staff.reset2fa');
    expect(reset!.changes).toEqual({ totpSecret: { before: '已更改', after: null }, recoveryCodes: { before: 10, after: 0 } });
    expect(await db().select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, m.staffId))).toHaveLength(0);

    const at = new Date(resetAt.getTime() + MINUTE);
    const { token: pendingToken, enrolled } = await checkStaffPassword({ login: m.login, password: PASSWORD }, m.address, at);
    expect(enrolled).toBe(false);
    const pending = await resolvePendingStaff(pendingToken, at);
    const sec = (n: number) => new Date(at.getTime() + n * 1000);
    await refused(verifyStaffSecondFactor(pending!, totpCodeAt(m.totpSecret, at), m.address, at), 'expired');
    const shown = await startStaffEnrolment(pending!);
    expect(shown.secret).not.toBe(m.totpSecret);
    expect((await startStaffEnrolment(pending!)).secret).toBe(shown.secret);
    expect(shown.uri).toContain(`secret=${shown.secret}`);
    await refused(finishStaffEnrolment(pending!, totpCodeAt(m.totpSecret, at), m.address, sec(1)), 'wrong');
    const done = await finishStaffEnrolment(pending!, totpCodeAt(shown.secret, sec(2)), m.address, sec(2));
    const session = await resolveStaffSession(done.token, sec(2));
    expect(session).toMatchObject({ staffId: m.staffId, role: 'editor' });
    const codes = await takeRecoveryCodesToShow(session!);
    expect(codes).toHaveLength(10);
    expect(await takeRecoveryCodesToShow(session!)).toBeNull();
    // The new codes work, the old ones do not; the enrolment code cannot be used again.
    const next = sec(7);
    const again = await checkStaffPassword({ login: m.login, password: PASSWORD }, m.address, next);
    await refused(verifyStaffSecondFactor((await resolvePendingStaff(again.token, next))!, totpCodeAt(shown.secret, sec(2)), m.address, next), 'replayed');
    await refused(verifyStaffSecondFactor((await resolvePendingStaff(again.token, next))!, m.recoveryCodes[0]!, m.address, next), 'wrong');
    expect((await verifyStaffSecondFactor((await resolvePendingStaff(again.token, next))!, codes![0]!, m.address, next)).method).toBe('recovery');
    expect((await auditRows(db(), m.staffId)).map((r) => r.action)).toEqual([
      'staff.create',
      'staff.signIn',
      'staff.reset2fa',
      'staff.enrolTotp',
      'staff.signIn',
      'staff.signIn',
    ]);
    await expect(resetStaffTwoFactor('nobody-here', CLI)).rejects.toBeInstanceOf(ApiError);
  });

  it('writes an audited change and its row together, and neither when the change fails', async () => {
    const m = await member();
    const actor: AuditActor = { staffId: m.staffId, login: m.login, role: 'admin', address: m.address };
    await expect(
      withAudit(actor, async (tx, audit) => {
        await tx.update(staff).set({ displayName: '改名失败' }).where(eq(staff.id, m.staffId));
        await audit({ action: 'staff.reset2fa', entity: 'staff', entityId: m.staffId, changes: { displayName: { before: '测试员', after: '改名失败' } } });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const [row] = await db().select().from(staff).where(eq(staff.id, m.staffId));
    expect(row!.displayName).toBe('测试员');
    expect((await auditRows(db(), m.staffId)).some((r) => r.action === 'staff.reset2fa')).toBe(false);
    await withAudit(actor, async (tx, audit) => {
      await tx.update(staff).set({ displayName: '已改名' }).where(eq(staff.id, m.staffId));
      await audit({ action: 'staff.reset2fa', entity: 'staff', entityId: m.staffId, changes: { displayName: { before: '测试员', after: '已改名' } } });
    });
    expect((await auditRows(db(), m.staffId)).some((r) => r.action === 'staff.reset2fa')).toBe(true);
  });

  it('holds the roles × actions matrix for sessions read from the database, and the export handler answers by role', async () => {
    for (const role of STAFF_ROLE_CODES) {
      const { login, address } = fresh();
      const created = await createStaff({ login, displayName: '矩阵', role, password: PASSWORD }, CLI);
      const m = { ...created, address, t0: new Date() };
      const { token } = await signIn(m, m.t0);
      const session = await resolveStaffSession(token);
      expect(session?.role).toBe(role);
      for (const action of ALL_STAFF_ACTIONS) {
        if (roleCan(role, action)) expect(() => assertStaffCan(session!, action)).not.toThrow();
        else expect(() => assertStaffCan(session!, action)).toThrow('您的角色无权执行此操作');
      }
      const response = await postAuditExport(
        new Request('http://portal.test/admin/api/audit-export', {
          method: 'POST',
          headers: { cookie: `${STAFF_COOKIE}=${token}`, origin: 'http://portal.test', host: 'portal.test', 'content-type': 'application/x-www-form-urlencoded' },
          body: `staff=${login}`,
        }),
      );
      expect(response.status).toBe(role === 'admin' ? 200 : 403);
      if (role === 'admin') expect(await response.text()).toContain('时间,工作人员');
      const exports = await db().select().from(auditLog).where(and(eq(auditLog.action, 'audit.export'), eq(auditLog.staffLogin, login)));
      expect(exports).toHaveLength(role === 'admin' ? 1 : 0);
    }
  });

  it('filters the log, lists its choices, and exports it as CSV with formulas defused', async () => {
    const m = await member();
    const actor: AuditActor = { staffId: m.staffId, login: m.login, role: 'admin', address: '=cmd|1' };
    await withAudit(actor, async (_tx, audit) => audit({ action: 'skin.mourning', entity: 'probe', entityId: 7, changes: { note: { before: null, after: '逗号,和"引号"' } } }));
    const { rows, total } = await listAuditLog({ staff: m.login, action: 'skin.mourning' });
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({ entity: 'probe', entityId: '7' });
    expect((await listAuditLog({ staff: m.login, from: '2000-01-01', to: '2000-01-02' })).total).toBe(0);
    const choices = await auditFilterChoices();
    expect(choices.staff.map((s) => s.value)).toContain(m.login);
    expect(choices.actions).toEqual(expect.arrayContaining(['staff.create', 'skin.mourning']));
    const { csv, rows: n } = await exportAuditCsv({ staff: m.login, action: 'skin.mourning' });
    expect(n).toBe(1);
    const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('时间,工作人员,角色,操作,对象,对象编号,变更内容,来源地址');
    expect(lines[1]).toContain(`,${m.login},admin,skin.mourning,probe,7,`);
    expect(lines[1]).toContain("'=cmd|1");
    // The changes cell is one quoted field: its comma and quotes do not split the row.
    expect(lines[1]).toContain('""after"":""逗号,和\\""引号\\""""');
    expect(lines[1]!.split(',').at(-1)).toBe("'=cmd|1");
  });

  it('is append-only: UPDATE, DELETE and TRUNCATE of the audit log fail', async () => {
    const m = await member();
    const before = await auditRows(db(), m.staffId);
    await expect(db().execute(sql`update bps_audit_log set action = 'forged' where entity_id = ${String(m.staffId)}`)).rejects.toThrow();
    await expect(db().delete(auditLog).where(eq(auditLog.entityId, String(m.staffId)))).rejects.toThrow();
    await expect(db().execute(sql`truncate bps_audit_log`)).rejects.toThrow();
    expect(await auditRows(db(), m.staffId)).toEqual(before);
  });

  if (driver === 'postgres') {
    it('on PostgreSQL, the portal role of docs/deploy.md may insert and read but not update or delete', async () => {
      const role = `bzf_audit_probe_${Date.now().toString(36)}`;
      const d = db();
      await d.execute(sql.raw(`create role ${role} nologin`));
      try {
        // docs/deploy.md "The audit log": what the portal's role is granted, and what it is not.
        await d.execute(sql.raw(`grant select, insert, update, delete on all tables in schema public to ${role}`));
        await d.execute(sql.raw(`grant usage, select on all sequences in schema public to ${role}`));
        await d.execute(sql.raw(`revoke update, delete, truncate on bps_audit_log from ${role}`));
        const asPortal = (statement: string, withoutTrigger = false) =>
          d.transaction(async (tx) => {
            // The trigger would refuse these too: switched off (inside this transaction only, which
            // fails anyway) so that what refuses them here is the grant alone.
            if (withoutTrigger) {
              await tx.execute(sql.raw('alter table bps_audit_log disable trigger bps_audit_log_no_update_delete'));
              await tx.execute(sql.raw('alter table bps_audit_log disable trigger bps_audit_log_no_truncate'));
            }
            await tx.execute(sql.raw(`set local role ${role}`));
            return tx.execute(sql.raw(statement));
          });
        await asPortal(`insert into bps_audit_log (staff_login, role, action, entity) values ('probe', 'admin', 'probe.insert', 'probe')`);
        await expect(asPortal(`select count(*) from bps_audit_log`)).resolves.toBeDefined();
        const denied = (statement: string) =>
          asPortal(statement, true).then(
            () => 'allowed',
            (e: unknown) => String((e as Error).message),
          );
        // 42501 insufficient_privilege: "permission denied for table bps_audit_log".
        expect(await denied(`update bps_audit_log set action = 'forged'`)).toMatch(/sqlstate 42501/);
        expect(await denied(`delete from bps_audit_log`)).toMatch(/sqlstate 42501/);
        expect(await denied(`truncate bps_audit_log`)).toMatch(/sqlstate 42501/);
        // The same role may change other tables: the refusal is the audit log's own.
        await expect(asPortal(`update bps_staff set display_name = display_name where false`)).resolves.toBeDefined();
        const [row] = await d.select().from(auditLog).where(and(eq(auditLog.action, 'probe.insert'), eq(auditLog.staffLogin, 'probe')));
        expect(row).toBeDefined();
      } finally {
        await d.execute(sql.raw(`drop owned by ${role}`));
        await d.execute(sql.raw(`drop role ${role}`));
      }
    });
  }
});
