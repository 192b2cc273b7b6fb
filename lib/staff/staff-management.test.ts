/** @jest-environment node */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { FormFieldError } from '@/lib/api/form-route';
import { closeServiceDatabase, openServiceDatabase } from '@/lib/cms/test-fixtures';
import { auditLog, staff, staffSessions } from '@/lib/db/schema';
import { testTargets, type TestDatabase } from '@/lib/db/testing';
import { z } from '@/lib/validation/zod';
import type { AuditActor } from './audit';
import {
  changeStaffRole,
  createStaff,
  createStaffInConsole,
  disableStaff,
  enableStaff,
  listStaffForCommandLine,
  LoginTaken,
  ONE_TIME_PASSWORD_LENGTH,
  renameStaff,
  resetStaffPassword,
  resetStaffTwoFactorInConsole,
  StaffChangeRefused,
} from './accounts';
import { STAFF_COOKIE } from './cookie';
import { postNewPassword, postOwnPassword } from './console-writes';
import { takeReveal } from './reveal';
import { StaffForbidden, type StaffRole, type StaffSession } from './roles';
import { resolvePendingStaff, resolveRenewingStaff, resolveStaffSession } from './sessions';
import { changeOwnPassword, checkStaffPassword, finishPasswordChange, finishStaffEnrolment, SamePasswordError, startStaffEnrolment, StaffStepError, takeRecoveryCodesToShow, verifyStaffSecondFactor } from './sign-in';
import { postStaffCreate, postStaffDisable, postStaffEnable, postStaffName, postStaffResetPassword, postStaffResetTwoFactor, postStaffRole } from './staff-routes';
import { totpCodeAt } from './totp';

const CLI: AuditActor = { staffId: null, login: '命令行:tester', role: 'cli', address: 'host-1' };
const PASSWORD = 'Console2026pass';
const ORIGIN = 'http://portal.test';

let serial = 0;
/** A fresh login and client address each time: the attempts table is shared by the whole file. */
const fresh = () => {
  serial += 1;
  return { login: `mgmt${serial}${Date.now().toString(36)}`.slice(0, 32), address: `10.7.${serial}.1` };
};

type Member = Awaited<ReturnType<typeof createStaff>> & { address: string; displayName: string; signIns: number };

/** An enrolled member of staff (the command line's way), with their authenticator secret and recovery codes. */
async function enrolled(role: StaffRole): Promise<Member> {
  const { login, address } = fresh();
  const displayName = `员工${serial}`;
  const created = await createStaff({ login, displayName, role, password: PASSWORD }, CLI);
  return { ...created, address, displayName, signIns: 0 };
}

/** Password and second factor now: the TOTP code the first time, a recovery code after (a code is good once per 30 s). */
async function signIn(m: Member, password = PASSWORD): Promise<{ token: string; session: StaffSession; actor: AuditActor }> {
  const at = new Date();
  const { token: first } = await checkStaffPassword({ login: m.login, password }, m.address, at);
  const pending = await resolvePendingStaff(first, at);
  const code = m.signIns === 0 ? totpCodeAt(m.totpSecret, at) : m.recoveryCodes[m.signIns]!;
  m.signIns += 1;
  const { token, renew } = await verifyStaffSecondFactor(pending!, code, m.address, at);
  expect(renew).toBe(false);
  const session = (await resolveStaffSession(token))!;
  return { token, session, actor: { staffId: session.staffId, login: session.login, role: session.role, address: m.address } };
}

/** The error a promise rejects with. */
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

describe.each(testTargets().map((t) => [t.name, t] as const))('staff accounts managed in the console on %s', (_driver, target) => {
  let handle: TestDatabase | undefined;
  const db = () => handle!.db;
  let admin: Member;
  let adminSignedIn: Awaited<ReturnType<typeof signIn>>;

  const auditOf = (staffId: number) => db().select().from(auditLog).where(eq(auditLog.entityId, String(staffId))).orderBy(auditLog.id);
  const rowOf = async (staffId: number) => (await db().select().from(staff).where(eq(staff.id, staffId)))[0]!;
  const openSessions = (staffId: number) => db().select().from(staffSessions).where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));

  beforeAll(async () => {
    handle = await openServiceDatabase(target);
    admin = await enrolled('admin');
    adminSignedIn = await signIn(admin);
  }, 60_000);
  afterAll(() => closeServiceDatabase(handle));

  /** The console's way: created by the administrator, with the one-time password they are shown. */
  async function createdInConsole(role: StaffRole) {
    const { login, address } = fresh();
    const displayName = `新人${serial}`;
    const { staffId } = await createStaffInConsole({ login, displayName, role }, adminSignedIn.actor, { sessionId: adminSignedIn.session.sessionId });
    const reveal = await takeReveal(adminSignedIn.session.sessionId, 'oneTimePassword', staffId);
    return { staffId, login, address, displayName, password: reveal!.password };
  }

  it('creates a member of staff without an authenticator and with a one-time password shown once, to that administrator only, never in the audit log', async () => {
    const { login } = fresh();
    const { staffId } = await createStaffInConsole({ login, displayName: '李新', role: 'editor' }, adminSignedIn.actor, { sessionId: adminSignedIn.session.sessionId });
    const row = await rowOf(staffId);
    expect(row).toMatchObject({ login, displayName: '李新', role: 'editor', totpSecretCipher: null, totpEnabledAt: null, passwordChangeRequired: true, disabledAt: null });
    expect(row.passwordHash).toMatch(/^scrypt\$/);

    // Kept encrypted on the administrator's session until their page reads it: not for another member's page.
    const [kept] = await db().select().from(staffSessions).where(eq(staffSessions.id, adminSignedIn.session.sessionId));
    expect(kept!.revealCipher).toBeTruthy();
    expect(await takeReveal(adminSignedIn.session.sessionId, 'oneTimePassword', admin.staffId)).toBeNull();
    const shown = await takeReveal(adminSignedIn.session.sessionId, 'oneTimePassword', staffId);
    expect(shown!.password).toHaveLength(ONE_TIME_PASSWORD_LENGTH);
    expect(shown!.password).toMatch(/[A-Za-z]/);
    expect(shown!.password).toMatch(/\d/);
    expect(kept!.revealCipher).not.toContain(shown!.password);
    expect(await takeReveal(adminSignedIn.session.sessionId, 'oneTimePassword', staffId)).toBeNull();

    const [audit, ...more] = await auditOf(staffId);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ staffId: admin.staffId, staffLogin: admin.login, role: 'admin', action: 'staff.create', entity: 'staff' });
    expect(audit!.changes).toEqual({
      login: { before: null, after: login },
      displayName: { before: null, after: '李新' },
      role: { before: null, after: 'editor' },
      password: { before: null, after: '已更改' },
      passwordChangeRequired: { before: null, after: true },
    });
    expect(JSON.stringify(audit)).not.toContain(shown!.password);

    // A taken login or a bad one: nothing written.
    const before = (await db().select().from(auditLog)).length;
    const taken = await failureOf(createStaffInConsole({ login, displayName: '重名', role: 'editor' }, adminSignedIn.actor, { sessionId: adminSignedIn.session.sessionId }));
    expect(taken).toBeInstanceOf(LoginTaken);
    expect(taken).toMatchObject({ status: 409, field: 'login', userMessage: '该登录名已被使用，请换一个' });
    expect(await failureOf(createStaffInConsole({ login: '1bad', displayName: '坏名', role: 'editor' }, adminSignedIn.actor, { sessionId: adminSignedIn.session.sessionId }))).toBeInstanceOf(z.ZodError);
    expect((await db().select().from(auditLog)).length).toBe(before);
    expect(await db().select().from(staff).where(eq(staff.login, '1bad'))).toEqual([]);
  });

  it('lets the new member in only after their own authenticator and their own password, then shows their recovery codes', async () => {
    const m = await createdInConsole('editor');
    const { token: first, enrolled: hasFactor } = await checkStaffPassword({ login: m.login, password: m.password }, m.address);
    expect(hasFactor).toBe(false);
    const pending = (await resolvePendingStaff(first))!;
    expect(pending).toMatchObject({ mustChangePassword: true, enrolled: false });
    const { secret } = await startStaffEnrolment(pending);
    const enrolledAt = new Date();
    const afterEnrol = await finishStaffEnrolment(pending, totpCodeAt(secret, enrolledAt), m.address, enrolledAt);
    expect(afterEnrol.renew).toBe(true);
    // Both factors given, but the console stays shut until the one-time password is replaced.
    expect(await resolveStaffSession(afterEnrol.token)).toBeNull();
    const renewing = (await resolveRenewingStaff(afterEnrol.token))!;
    expect(renewing.staffId).toBe(m.staffId);

    expect(await failureOf(finishPasswordChange(renewing, m.password, m.address))).toBeInstanceOf(SamePasswordError);
    const withLogin = await failureOf(finishPasswordChange(renewing, `${m.login}X2026`, m.address));
    expect(withLogin).toBeInstanceOf(z.ZodError);
    expect((withLogin as z.ZodError).issues[0]).toMatchObject({ path: ['password'], message: '密码不能包含登录名' });

    // The handler: a mismatch comes back by field name, never the value.
    const mismatch = await postNewPassword(
      new Request(`${ORIGIN}/admin/api/password`, {
        method: 'POST',
        headers: { cookie: `${STAFF_COOKIE}=${afterEnrol.token}`, origin: ORIGIN, host: 'portal.test', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'password=Chosen2026pass&confirm=Chosen2026pasz',
      }),
    );
    expect(mismatch.status).toBe(303);
    expect(mismatch.headers.get('location')).toBe('/admin/password?failed=invalid&fields=confirm');

    const changed = await finishPasswordChange(renewing, 'Chosen2026pass', m.address);
    expect(changed.recoveryCodesWaiting).toBe(true);
    const session = await resolveStaffSession(changed.token);
    expect(session).toMatchObject({ staffId: m.staffId, role: 'editor' });
    expect(await resolveRenewingStaff(afterEnrol.token)).toBeNull();
    expect(await takeRecoveryCodesToShow(session!)).toHaveLength(10);
    expect(await rowOf(m.staffId)).toMatchObject({ passwordChangeRequired: false });

    // The one-time password is spent; the chosen one leads to the code step and no further step.
    const spent = await failureOf(checkStaffPassword({ login: m.login, password: m.password }, m.address));
    expect(spent).toBeInstanceOf(StaffStepError);
    const again = await checkStaffPassword({ login: m.login, password: 'Chosen2026pass' }, m.address);
    expect(again.enrolled).toBe(true);
    expect((await resolvePendingStaff(again.token))!.mustChangePassword).toBe(false);

    const actions = (await auditOf(m.staffId)).map((r) => [r.action, r.staffLogin]);
    expect(actions).toEqual([
      ['staff.create', admin.login],
      ['staff.enrolTotp', m.login],
      ['staff.signIn', m.login],
      ['staff.changePassword', m.login],
    ]);
    const change = (await auditOf(m.staffId)).find((r) => r.action === 'staff.changePassword')!;
    expect(change.changes).toEqual({ password: { before: '已更改', after: '已更改' }, passwordChangeRequired: { before: true, after: false } });
    expect(JSON.stringify(await auditOf(m.staffId))).not.toContain('Chosen2026pass');
  });

  it('changes a role with an audit row; the member’s open session has the new role at its next request; the same role again changes nothing', async () => {
    const m = await enrolled('editor');
    const { token } = await signIn(m);
    expect(await changeStaffRole(adminSignedIn.actor, { id: m.staffId, role: 'reviewer' })).toEqual({ staffId: m.staffId, changed: true });
    expect((await resolveStaffSession(token))!.role).toBe('reviewer');
    expect(await changeStaffRole(adminSignedIn.actor, { id: m.staffId, role: 'reviewer' })).toEqual({ staffId: m.staffId, changed: false });
    const rows = (await auditOf(m.staffId)).filter((r) => r.action === 'staff.role');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ staffId: admin.staffId, changes: { role: { before: 'editor', after: 'reviewer' } } });
  });

  it('disables a member: every session ends at once and the right password no longer signs in; enabling lets them in again', async () => {
    const m = await enrolled('reviewer');
    const one = await signIn(m);
    const two = await signIn(m);
    expect(await openSessions(m.staffId)).toHaveLength(2);
    expect(await disableStaff(adminSignedIn.actor, { id: m.staffId })).toEqual({ staffId: m.staffId, changed: true });
    expect(await resolveStaffSession(one.token)).toBeNull();
    expect(await resolveStaffSession(two.token)).toBeNull();
    expect(await openSessions(m.staffId)).toEqual([]);
    expect(await failureOf(checkStaffPassword({ login: m.login, password: PASSWORD }, m.address))).toBeInstanceOf(StaffStepError);
    expect((await rowOf(m.staffId)).disabledAt).not.toBeNull();

    expect(await enableStaff(adminSignedIn.actor, { id: m.staffId })).toEqual({ staffId: m.staffId, changed: true });
    // Enabled again: the old sessions stay ended, a new sign-in works.
    expect(await resolveStaffSession(one.token)).toBeNull();
    expect((await signIn(m)).session.staffId).toBe(m.staffId);

    const rows = (await auditOf(m.staffId)).filter((r) => r.action === 'staff.disable' || r.action === 'staff.enable');
    expect(rows.map((r) => r.action)).toEqual(['staff.disable', 'staff.enable']);
    expect(rows[0]!.changes.disabledAt).toEqual({ before: null, after: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect(rows[1]!.changes.disabledAt).toEqual({ before: rows[0]!.changes.disabledAt!.after, after: null });
  });

  it('resets a password: a new one-time password shown once, sessions end, the old password is refused, and the next sign-in asks for a new one after the code', async () => {
    const m = await enrolled('editor');
    const { token } = await signIn(m);
    await resetStaffPassword(adminSignedIn.actor, { id: m.staffId }, { sessionId: adminSignedIn.session.sessionId });
    expect(await resolveStaffSession(token)).toBeNull();
    const shown = (await takeReveal(adminSignedIn.session.sessionId, 'oneTimePassword', m.staffId))!;
    expect(await failureOf(checkStaffPassword({ login: m.login, password: PASSWORD }, m.address))).toBeInstanceOf(StaffStepError);

    // The authenticator stays: password, code, then the new password.
    const first = await checkStaffPassword({ login: m.login, password: shown.password }, m.address);
    expect(first.enrolled).toBe(true);
    const done = await verifyStaffSecondFactor((await resolvePendingStaff(first.token))!, m.recoveryCodes[5]!, m.address);
    expect(done.renew).toBe(true);
    expect(await resolveStaffSession(done.token)).toBeNull();
    const changed = await finishPasswordChange((await resolveRenewingStaff(done.token))!, 'Another2026pass', m.address);
    expect(changed.recoveryCodesWaiting).toBe(false);
    expect(await resolveStaffSession(changed.token)).not.toBeNull();

    const reset = (await auditOf(m.staffId)).find((r) => r.action === 'staff.resetPassword')!;
    expect(reset).toMatchObject({ staffId: admin.staffId, changes: { password: { before: '已更改', after: '已更改' }, passwordChangeRequired: { before: false, after: true } } });
    expect(JSON.stringify(await auditOf(m.staffId))).not.toContain(shown.password);
  });

  it('resets the second factor from the console: audited, sessions end, and the member enrols again at the next sign-in', async () => {
    const m = await enrolled('caseworker');
    const { token } = await signIn(m);
    await resetStaffTwoFactorInConsole(adminSignedIn.actor, { id: m.staffId });
    expect(await resolveStaffSession(token)).toBeNull();
    const next = await checkStaffPassword({ login: m.login, password: PASSWORD }, m.address);
    expect(next.enrolled).toBe(false);
    const row = (await auditOf(m.staffId)).find((r) => r.action === 'staff.reset2fa')!;
    expect(row).toMatchObject({ staffId: admin.staffId, changes: { totpSecret: { before: '已更改', after: null }, recoveryCodes: { before: 10, after: 0 } } });
  });

  it('renames a member with an audit row (the login stays); the same name changes nothing; a bad name writes nothing', async () => {
    const m = await enrolled('editor');
    const { token } = await signIn(m);
    expect(await renameStaff(adminSignedIn.actor, { id: m.staffId, displayName: '  李四  ' })).toEqual({ staffId: m.staffId, changed: true });
    expect(await rowOf(m.staffId)).toMatchObject({ login: m.login, displayName: '李四' });
    // The member's open session shows the new name at its next request.
    expect((await resolveStaffSession(token))!.displayName).toBe('李四');
    expect(await renameStaff(adminSignedIn.actor, { id: m.staffId, displayName: '李四' })).toEqual({ staffId: m.staffId, changed: false });
    expect(await failureOf(renameStaff(adminSignedIn.actor, { id: m.staffId, displayName: '名'.repeat(33) }))).toBeInstanceOf(z.ZodError);
    expect(await failureOf(renameStaff(adminSignedIn.actor, { id: m.staffId, displayName: '   ' }))).toBeInstanceOf(z.ZodError);
    const rows = (await auditOf(m.staffId)).filter((r) => r.action === 'staff.rename');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ staffId: admin.staffId, role: 'admin', changes: { displayName: { before: m.displayName, after: '李四' } } });
    // An administrator may rename themself; someone who is no administrator may rename nobody.
    expect((await renameStaff(adminSignedIn.actor, { id: admin.staffId, displayName: '王管理员' })).changed).toBe(true);
    const editor = await signIn(m);
    expect(await failureOf(renameStaff(editor.actor, { id: admin.staffId, displayName: '冒名' }))).toBeInstanceOf(StaffForbidden);
    expect((await rowOf(admin.staffId)).displayName).toBe('王管理员');
  });

  it('changes one’s own password: the current one is checked at its field, the other sessions end, this one goes on under a new token, audited without the password', async () => {
    const m = await enrolled('reviewer');
    const here = await signIn(m);
    const elsewhere = await signIn(m);
    const halfWay = await checkStaffPassword({ login: m.login, password: PASSWORD }, m.address);
    const before = (await auditOf(m.staffId)).length;

    // A wrong current password stands at its field and counts as a failed sign-in; nothing changes.
    const wrong = await failureOf(changeOwnPassword(here.session, { current: 'Wrong2026passX', password: 'Mine2026password' }, m.address));
    expect(wrong).toBeInstanceOf(FormFieldError);
    expect(wrong).toMatchObject({ field: 'current', message: '当前密码不正确' });
    const same = await failureOf(changeOwnPassword(here.session, { current: PASSWORD, password: PASSWORD }, m.address));
    expect(same).toMatchObject({ field: 'password', message: '新密码不能与当前密码相同' });
    const withLogin = await failureOf(changeOwnPassword(here.session, { current: PASSWORD, password: `${m.login}X2026` }, m.address));
    expect((withLogin as z.ZodError).issues[0]).toMatchObject({ path: ['password'], message: '密码不能包含登录名' });
    expect(await resolveStaffSession(elsewhere.token)).not.toBeNull();
    expect((await auditOf(m.staffId)).length).toBe(before);

    const changed = await changeOwnPassword(here.session, { current: PASSWORD, password: 'Mine2026password' }, m.address);
    expect(changed.sessionsEnded).toBe(2);
    // This session goes on under the new token only; the other browser and the half-done sign-in are over.
    expect(await resolveStaffSession(here.token)).toBeNull();
    expect(await resolveStaffSession(changed.token)).toMatchObject({ sessionId: here.session.sessionId, staffId: m.staffId });
    expect(await resolveStaffSession(elsewhere.token)).toBeNull();
    expect(await resolvePendingStaff(halfWay.token)).toBeNull();
    expect(await openSessions(m.staffId)).toHaveLength(1);
    expect(await failureOf(checkStaffPassword({ login: m.login, password: PASSWORD }, m.address))).toBeInstanceOf(StaffStepError);
    expect((await checkStaffPassword({ login: m.login, password: 'Mine2026password' }, m.address)).enrolled).toBe(true);

    const rows = (await auditOf(m.staffId)).filter((r) => r.action === 'staff.changeOwnPassword');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ staffId: m.staffId, staffLogin: m.login, role: 'reviewer', changes: { password: { before: '已更改', after: '已更改' }, otherSessions: { before: 2, after: 0 } } });
    expect(JSON.stringify(await auditOf(m.staffId))).not.toContain('Mine2026password');
  });

  it('lets every role change its own password through the handler (both answers), refuses no session and another site', async () => {
    const post = (token: string | null, body: Record<string, string>, json: boolean, origin = ORIGIN) =>
      postOwnPassword(
        new Request(`${ORIGIN}/admin/api/account/password`, {
          method: 'POST',
          headers: {
            'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
            origin,
            host: 'portal.test',
            ...(token ? { cookie: `${STAFF_COOKIE}=${token}` } : {}),
          },
          body: json ? JSON.stringify(body) : new URLSearchParams(body).toString(),
        }),
      );
    for (const role of ['editor', 'reviewer', 'caseworker', 'admin'] as const) {
      const m = await enrolled(role);
      const { token } = await signIn(m);
      const mismatch = await post(token, { current: PASSWORD, password: 'Chosen2026pass', confirm: 'Chosen2026pasz' }, false);
      expect({ role, status: mismatch.status, to: mismatch.headers.get('location') }).toEqual({ role, status: 303, to: '/admin/account?failed=invalid&fields=confirm' });
      const wrongJson = await post(token, { current: 'NotMine2026pass', password: 'Chosen2026pass', confirm: 'Chosen2026pass' }, true);
      expect(wrongJson.status).toBe(400);
      expect(((await wrongJson.json()) as { data: { fields: Record<string, string> } }).data.fields).toEqual({ current: '当前密码不正确' });
      const wrongPlain = await post(token, { current: 'NotMine2026pass', password: 'Chosen2026pass', confirm: 'Chosen2026pass' }, false);
      expect(wrongPlain.headers.get('location')).toBe('/admin/account?failed=invalid&fields=current');
      expect((await post(token, { current: PASSWORD, password: 'Chosen2026pass', confirm: 'Chosen2026pass' }, true, 'https://evil.example')).status).toBe(403);

      const done = await post(token, { current: PASSWORD, password: 'Chosen2026pass', confirm: 'Chosen2026pass' }, false);
      expect({ role, status: done.status, to: done.headers.get('location') }).toEqual({ role, status: 303, to: '/admin/account?done=password' });
      const cookie = done.headers.getSetCookie().find((c) => c.startsWith(`${STAFF_COOKIE}=`))!;
      const newToken = cookie.split(';')[0]!.slice(STAFF_COOKIE.length + 1);
      expect(await resolveStaffSession(newToken)).toMatchObject({ staffId: m.staffId, role });
      expect(await resolveStaffSession(token)).toBeNull();
      expect((await auditOf(m.staffId)).filter((r) => r.action === 'staff.changeOwnPassword')).toHaveLength(1);
    }
    const body = { current: PASSWORD, password: 'Chosen2026pass', confirm: 'Chosen2026pass' };
    expect((await post(null, body, true)).status).toBe(401);
    expect((await post(null, body, false)).headers.get('location')).toMatch(/\/admin\/login\?failed=expired$/);
  }, 120_000);

  it('lists every account for the command line with its second factor, whether a new password is owed, and its state', async () => {
    const owed = await createStaffInConsole({ login: fresh().login, displayName: '待改密', role: 'editor' }, adminSignedIn.actor, { sessionId: adminSignedIn.session.sessionId });
    await takeReveal(adminSignedIn.session.sessionId, 'oneTimePassword', owed.staffId);
    const own = await enrolled('caseworker');
    await disableStaff(adminSignedIn.actor, { id: own.staffId });
    const lines = await listStaffForCommandLine();
    expect(lines.find((l) => l.startsWith(`${owed.login}\t`))).toBe(`${owed.login}\t待改密\t编辑\t未绑定验证器\t待设置新密码（一次性密码未替换）\t正常`);
    expect(lines.find((l) => l.startsWith(`${own.login}\t`))).toBe(`${own.login}\t${own.displayName}\t业务经办\t已绑定验证器\t密码由本人设置\t已停用`);
    expect(lines.join('\n')).not.toMatch(/scrypt|\$/);
  });

  it('refuses an administrator disabling, demoting or resetting themself, and changes nothing', async () => {
    const before = await auditOf(admin.staffId);
    const attempts = [
      () => disableStaff(adminSignedIn.actor, { id: admin.staffId }),
      () => changeStaffRole(adminSignedIn.actor, { id: admin.staffId, role: 'editor' }),
      () => resetStaffPassword(adminSignedIn.actor, { id: admin.staffId }, { sessionId: adminSignedIn.session.sessionId }),
      () => resetStaffTwoFactorInConsole(adminSignedIn.actor, { id: admin.staffId }),
    ];
    const errors = [];
    for (const attempt of attempts) errors.push(await failureOf(attempt()));
    expect(errors.map((e) => (e as StaffChangeRefused).reason)).toEqual(['self', 'self', 'selfReset', 'selfReset']);
    expect((errors[0] as StaffChangeRefused).userMessage).toBe('不能停用自己的账号：请由另一位管理员操作');
    expect((errors[1] as StaffChangeRefused).field).toBe('role');
    expect(await rowOf(admin.staffId)).toMatchObject({ role: 'admin', disabledAt: null });
    expect(await resolveStaffSession(adminSignedIn.token)).not.toBeNull();
    expect(await auditOf(admin.staffId)).toEqual(before);
  });

  describe('the handlers (管理员 only, the form kit’s two answers)', () => {
    const tokens = new Map<StaffRole, string>();
    let victim: Member;

    beforeAll(async () => {
      for (const role of ['editor', 'reviewer', 'caseworker'] as const) tokens.set(role, (await signIn(await enrolled(role))).token);
      tokens.set('admin', adminSignedIn.token);
      victim = await enrolled('editor');
    }, 60_000);

    const json = (token: string | null, body: unknown, origin = ORIGIN) =>
      new Request(`${ORIGIN}/admin/api/staff/x`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, host: 'portal.test', ...(token ? { cookie: `${STAFF_COOKIE}=${token}` } : {}) },
        body: JSON.stringify(body),
      });
    const plain = (token: string | null, body: Record<string, string>) =>
      new Request(`${ORIGIN}/admin/api/staff/x`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, host: 'portal.test', ...(token ? { cookie: `${STAFF_COOKIE}=${token}` } : {}) },
        body: new URLSearchParams(body).toString(),
      });

    const handlers = () =>
      [
        ['create', postStaffCreate, { login: fresh().login, displayName: '越权', role: 'admin' }],
        ['role', postStaffRole, { id: String(victim.staffId), role: 'admin' }],
        ['name', postStaffName, { id: String(victim.staffId), displayName: '改名' }],
        ['disable', postStaffDisable, { id: String(victim.staffId) }],
        ['enable', postStaffEnable, { id: String(victim.staffId) }],
        ['reset-2fa', postStaffResetTwoFactor, { id: String(victim.staffId) }],
        ['reset-password', postStaffResetPassword, { id: String(victim.staffId) }],
      ] as const;

    it('refuses every staff action to 编辑, 审核 and 业务经办 (403, nothing changed, no audit row), and to no session (401 / the sign-in)', async () => {
      const snapshot = async () => ({ row: await rowOf(victim.staffId), staffCount: (await db().select().from(staff)).length, audit: (await db().select().from(auditLog)).length });
      const before = await snapshot();
      for (const [name, handler, body] of handlers()) {
        for (const role of ['editor', 'reviewer', 'caseworker'] as const) {
          const viaJson = await handler(json(tokens.get(role)!, body));
          expect({ name, role, status: viaJson.status, code: ((await viaJson.json()) as { code: string }).code }).toEqual({ name, role, status: 403, code: '4030' });
          const viaForm = await handler(plain(tokens.get(role)!, body));
          expect({ name, role, status: viaForm.status }).toEqual({ name, role, status: 403 });
        }
        expect((await handler(json(null, body))).status).toBe(401);
        const anonymous = await handler(plain(null, body));
        expect(anonymous.status).toBe(303);
        expect(anonymous.headers.get('location')).toMatch(/\/admin\/login\?failed=expired$/);
        // From another site, even with an administrator's cookie: refused before anything is read.
        expect((await handler(json(adminSignedIn.token, body, 'https://evil.example'))).status).toBe(403);
      }
      expect(await snapshot()).toEqual(before);
    }, 120_000);

    it('runs every staff action for 管理员, each with its audit row', async () => {
      const admins = adminSignedIn.token;
      const since = (await db().select().from(auditLog)).at(-1)!.id;
      const answers: Record<string, unknown> = {};
      for (const [name, handler, body] of handlers()) {
        const response = await handler(json(admins, name === 'role' ? { ...body, role: 'reviewer' } : body));
        const envelope = (await response.json()) as { code: string; data: unknown };
        expect({ name, status: response.status, code: envelope.code }).toEqual({ name, status: 200, code: '1' });
        answers[name] = envelope.data;
      }
      // No answer carries the one-time password: it waits on the administrator's session for the member's page.
      const waiting = (await takeReveal(adminSignedIn.session.sessionId, 'oneTimePassword', victim.staffId))!.password;
      expect(JSON.stringify(answers)).not.toContain(waiting);
      const rows = await db().select().from(auditLog).where(and(gt(auditLog.id, since), eq(auditLog.staffLogin, admin.login))).orderBy(auditLog.id);
      expect(rows.map((r) => r.action)).toEqual(['staff.create', 'staff.role', 'staff.rename', 'staff.disable', 'staff.enable', 'staff.reset2fa', 'staff.resetPassword']);
    });

    it('answers a plain post with the member’s page, and brings bad input back by field name (never its value) with nothing created', async () => {
      const { login } = fresh();
      const created = await postStaffCreate(plain(adminSignedIn.token, { login: login.toUpperCase(), displayName: '王五', role: 'caseworker' }));
      expect(created.status).toBe(303);
      const [row] = await db().select().from(staff).where(eq(staff.login, login));
      expect(created.headers.get('location')).toBe(`/admin/staff/${row!.id}?done=created`);
      expect((await takeReveal(adminSignedIn.session.sessionId, 'oneTimePassword', row!.id))!.password).toHaveLength(ONE_TIME_PASSWORD_LENGTH);

      const bad = await postStaffCreate(plain(adminSignedIn.token, { login: 'Bad Login!', displayName: '', role: 'boss' }));
      expect(bad.headers.get('location')).toBe('/admin/staff/new?failed=invalid&fields=login,displayName,role');
      const taken = await postStaffCreate(json(adminSignedIn.token, { login, displayName: '重名', role: 'editor' }));
      expect(taken.status).toBe(400);
      expect(((await taken.json()) as { data: { fields: Record<string, string> } }).data.fields).toEqual({ login: '该登录名已被使用，请换一个' });

      const self = await postStaffDisable(plain(adminSignedIn.token, { id: String(admin.staffId) }));
      expect(self.headers.get('location')).toBe(`/admin/staff/${admin.staffId}?failed=self`);
      const selfRole = await postStaffRole(plain(adminSignedIn.token, { id: String(admin.staffId), role: 'editor' }));
      expect(selfRole.headers.get('location')).toBe(`/admin/staff/${admin.staffId}?failed=self&form=role`);
      const selfRoleJson = await postStaffRole(json(adminSignedIn.token, { id: admin.staffId, role: 'editor' }));
      expect(((await selfRoleJson.json()) as { data: { fields: Record<string, string> } }).data.fields).toEqual({ role: '不能修改自己的角色：请由另一位管理员操作' });
      expect(await rowOf(admin.staffId)).toMatchObject({ role: 'admin', disabledAt: null });
    });
  });

  // Last: it disables every other administrator of this database.
  it('never leaves the portal without an active administrator, even when two administrators demote each other at once', async () => {
    const second = await enrolled('admin');
    const secondIn = await signIn(second);
    const others = await db().select({ id: staff.id }).from(staff).where(and(eq(staff.role, 'admin'), isNull(staff.disabledAt)));
    for (const { id } of others) if (id !== admin.staffId && id !== second.staffId) await disableStaff(CLI, { id });

    // Two administrators, each demoting the other at the same moment: one wins, the other is refused.
    const outcomes = await Promise.allSettled([
      changeStaffRole(adminSignedIn.actor, { id: second.staffId, role: 'editor' }),
      changeStaffRole(secondIn.actor, { id: admin.staffId, role: 'editor' }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(StaffForbidden);
    const active = await db().select({ id: staff.id }).from(staff).where(and(eq(staff.role, 'admin'), isNull(staff.disabledAt)));
    expect(active).toHaveLength(1);
    const last = active[0]!.id;
    const lastRow = await rowOf(last);

    // The one left: neither disabled nor demoted (the command line has no account, so only this rule stops it).
    const before = await auditOf(last);
    const disabling = await failureOf(disableStaff(CLI, { id: last }));
    expect(disabling).toBeInstanceOf(StaffChangeRefused);
    expect(disabling).toMatchObject({ reason: 'lastAdmin', status: 409, userMessage: `${lastRow.displayName}是最后一位在用的管理员，不能停用或改为其他角色：请先把另一位工作人员设为管理员` });
    const demoting = await failureOf(changeStaffRole(CLI, { id: last, role: 'reviewer' }));
    expect(demoting).toMatchObject({ reason: 'lastAdmin', field: 'role' });
    expect(await rowOf(last)).toMatchObject({ role: 'admin', disabledAt: null });
    expect(await auditOf(last)).toEqual(before);

    // Someone made administrator first: then the change goes through.
    const successor = await enrolled('reviewer');
    await changeStaffRole(CLI, { id: successor.staffId, role: 'admin' });
    await expect(changeStaffRole(CLI, { id: last, role: 'reviewer' })).resolves.toEqual({ staffId: last, changed: true });
  });
});
