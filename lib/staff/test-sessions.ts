/**
 * Signed-in staff for the console's service and handler tests: each is created by the command
 * line's actor and signs in through password and TOTP as a person does in the console, so a test
 * holds a real session cookie, never a forged one.
 */
import { createStaff } from './accounts';
import type { AuditActor } from './audit';
import type { StaffRole } from './roles';
import { resolvePendingStaff } from './sessions';
import { checkStaffPassword, verifyStaffSecondFactor } from './sign-in';
import { totpCodeAt } from './totp';

/** The actor `npm run staff` writes as. */
export const CLI_ACTOR: AuditActor = { staffId: null, login: '命令行:tester', role: 'cli', address: 'host-1' };
export const STAFF_TEST_PASSWORD = 'Console2026pass';

let serial = 0;

/**
 * A new member of staff of this role, signed in from an address of their own (the sign-in limits
 * count per address): the console cookie's value. `prefix` names the test in the login.
 */
export async function signedInStaffToken(role: StaffRole, prefix: string, displayName = '测试员'): Promise<string> {
  serial += 1;
  const login = `${prefix}${role}${serial}${Date.now().toString(36)}`.slice(0, 32);
  const address = `10.${200 + (serial >> 8)}.${serial & 255}.1`;
  const created = await createStaff({ login, displayName, role, password: STAFF_TEST_PASSWORD }, CLI_ACTOR);
  const at = new Date();
  const { token: pendingToken } = await checkStaffPassword({ login, password: STAFF_TEST_PASSWORD }, address, at);
  const pending = await resolvePendingStaff(pendingToken, at);
  if (!pending) throw new Error('the password step left no pending sign-in');
  return (await verifyStaffSecondFactor(pending, totpCodeAt(created.totpSecret, at), address, at)).token;
}
