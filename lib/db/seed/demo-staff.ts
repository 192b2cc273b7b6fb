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
    for (const s of DEMO_STAFF) await createStaff({ ...s, isDemo: true }, SEED_ACTOR, new Date(), db);
  },
};
