/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { describeEachDatabase } from '@/lib/cms/test-fixtures';
import { auditLog, staff } from '@/lib/db/schema';
import { DEMO_STAFF } from '@/lib/staff/demo-accounts';
import { resolvePendingStaff, resolveStaffSession } from '@/lib/staff/sessions';
import { checkStaffPassword, verifyStaffSecondFactor } from '@/lib/staff/sign-in';
import { totpCodeAt } from '@/lib/staff/totp';
import { DEMO_STAFF_PART } from './demo-staff';

describeEachDatabase('demo staff', (database) => {
  beforeAll(async () => {
    await DEMO_STAFF_PART.write(database().db);
  });

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
    const rows = await database().db.select().from(staff);
    expect(rows.every((r) => r.isDemo)).toBe(true);
    const created = await database().db.select().from(auditLog).where(eq(auditLog.action, 'staff.create'));
    expect(created.map((r) => r.staffLogin)).toEqual(DEMO_STAFF.map(() => '演示数据'));
  });
});
