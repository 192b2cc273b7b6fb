/**
 * Test helpers for the account tests: a user written straight into the database and a session
 * opened for it, without the sign-in handlers (so these tests do not depend on them).
 */
import { portalUsers } from '@/lib/db/schema';
import type { Db } from '@/lib/db/client';
import { acceptAgreements } from '@/lib/privacy/consent';
import { hashPassword } from './password';
import { createSession } from './sessions';

let counter = 0;

/** A unique valid mobile per call: 139 + 8 digits. */
export function testMobile(): string {
  counter += 1;
  return `139${String((Date.now() % 1_000_000) * 100 + counter).padStart(8, '0').slice(-8)}`;
}

export type TestUser = { userId: number; mobile: string; token: string };

/**
 * Like a registered citizen, the user has accepted the agreements in force; `consent: false`
 * leaves them pending, as for an account whose agreement changed since (issue #30 part 3).
 */
export async function addTestUser(db: Db, opts: { name?: string; consent?: boolean } = {}): Promise<TestUser> {
  const mobile = testMobile();
  const [row] = await db
    .insert(portalUsers)
    .values({ mobile, passwordHash: await hashPassword('Secret123'), name: opts.name ?? '测试用户' })
    .returning({ id: portalUsers.id });
  if (!row) throw new Error('user insert returned nothing');
  if (opts.consent !== false) await acceptAgreements(db, row.id, 'register');
  const { token } = await createSession(row.id, null);
  return { userId: row.id, mobile, token };
}
