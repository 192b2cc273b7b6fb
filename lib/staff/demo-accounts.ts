import type { StaffRole } from './roles';

/**
 * One demo member of staff per role (演示数据), with fixed passwords and TOTP secrets so a tester can
 * sign in to /admin with any authenticator app (or compute the code, as e2e/admin-console.spec.ts
 * does). Listed in the README beside the demo citizen; seeded only with the demo content
 * (lib/db/seed/demo-staff.ts). Plain data: the browser tests import it too.
 */
export const DEMO_STAFF: readonly { login: string; displayName: string; role: StaffRole; password: string; totpSecret: string }[] = [
  { login: 'demo.admin', displayName: '王管理', role: 'admin', password: 'Guanli2026demo', totpSecret: 'WG36AEQNUDGZ5BYXWUNJU26WZGZEY5BC' },
  { login: 'demo.editor', displayName: '李编辑', role: 'editor', password: 'Bianji2026demo', totpSecret: 'LBEVBKF624YAB32VR7II5VN5ARUN5DSS' },
  { login: 'demo.reviewer', displayName: '赵审核', role: 'reviewer', password: 'Shenhe2026demo', totpSecret: 'DLTUJG6Q35FOC7VFDAEPL3L3O7F3MEXA' },
  { login: 'demo.clerk', displayName: '钱经办', role: 'caseworker', password: 'Jingban2026demo', totpSecret: 'LOF66AS4BDRTT3TUV2KZVVLQYZ4CEG3O' },
];
