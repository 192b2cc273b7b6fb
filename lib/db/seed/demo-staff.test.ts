/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { closeServiceDatabase, openServiceDatabase } from '@/lib/cms/test-fixtures';
import { auditLog, staff } from '@/lib/db/schema';
import { testTargets, type TestDatabase } from '@/lib/db/testing';
import { DEMO_STAFF } from '@/lib/staff/demo-accounts';
import { resolvePendingStaff, resolveStaffSession } from '@/lib/staff/sessions';
import { checkStaffPassword, verifyStaffSecondFactor } from '@/lib/staff/sign-in';
import { totpCodeAt } from '@/lib/staff/totp';
import { DEMO_STAFF_PART } from './demo-staff';

describe.each(testTargets().map((t) => [t.name, t] as const))('demo staff on %s', (_name, target) => {
  let handle: TestDatabase | undefined;
  beforeAll(async () => {
    handle = await openServiceDatabase(target);
    await DEMO_STAFF_PART.write(handle.db);
  });
  afterAll(() => closeServiceDatabase(handle));

  it('seeds one member of staff per role, each signing in with the README password and TOTP secret', async () => {
    expect(DEMO_STAFF.map((s) => s.role).sort()).toEqual(['admin', 'caseworker', 'editor', 'reviewer']);
    const at = new Date(Date.now() + 60_000);
    for (const [i, s] of DEMO_STAFF.entries()) {
      const address = `10.8.0.${i + 1}`;
      const { token, enrolled } = await checkStaffPassword({ login: s.login, password: s.password }, address, at);
      expect(enrolled).toBe(true);
      const signedIn = await verifyStaffSecondFactor((await resolvePendingStaff(token, at))!, totpCodeAt(s.totpSecret, at), address, at);
      expect(await resolveStaffSession(signedIn.token, at)).toMatchObject({ login: s.login, role: s.role, displayName: s.displayName });
    }
    const rows = await handle!.db.select().from(staff);
    expect(rows.every((r) => r.isDemo)).toBe(true);
    const created = await handle!.db.select().from(auditLog).where(eq(auditLog.action, 'staff.create'));
    expect(created.map((r) => r.staffLogin)).toEqual(DEMO_STAFF.map(() => '演示数据'));
  });
});
