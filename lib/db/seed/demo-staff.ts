import { hashPassword } from '@/lib/register/password';
import { createStaff } from '@/lib/staff/accounts';
import type { AuditActor } from '@/lib/staff/audit';
import { DEMO_STAFF } from '@/lib/staff/demo-accounts';
import type { DemoPart } from './index';

/** Who the audit log says created the demo staff. */
const SEED_ACTOR: AuditActor = { staffId: null, login: '演示数据', role: 'seed', address: '' };

/** The demo staff (lib/staff/demo-accounts.ts), enrolled, with their creation in the audit log. */
export const DEMO_STAFF_PART: DemoPart = {
  flag: 'demo_seeded_staff_v1',
  write: async (db) => {
    // scrypt runs on libuv's pool: four at once cost about one on a free machine.
    const hashes = await Promise.all(DEMO_STAFF.map((s) => hashPassword(s.password)));
    for (const [i, s] of DEMO_STAFF.entries()) await createStaff({ ...s, isDemo: true, passwordHash: hashes[i] }, SEED_ACTOR, new Date(), db);
  },
};
