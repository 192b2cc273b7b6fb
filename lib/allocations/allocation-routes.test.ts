/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { openCase } from '@/lib/cases/receipts';
import { closeServiceDatabase, openServiceDatabase } from '@/lib/cms/test-fixtures';
import type { Db } from '@/lib/db/client';
import { allocations, auditLog, cases, housingUnitTypes, shopIntentions } from '@/lib/db/schema';
import { testTargets, type TestDatabase } from '@/lib/db/testing';
import { addTestProject } from '@/lib/data-docking/test-projects';
import { addTestUser } from '@/lib/register/test-users';
import type { AuditActor } from '@/lib/staff/audit';
import { createStaff } from '@/lib/staff/accounts';
import { STAFF_COOKIE } from '@/lib/staff/cookie';
import { resolvePendingStaff } from '@/lib/staff/sessions';
import { checkStaffPassword, verifyStaffSecondFactor } from '@/lib/staff/sign-in';
import { totpCodeAt } from '@/lib/staff/totp';
import { postAllocate, postSelectRoom } from './allocation-routes';
import { assignQueueNumber } from './queue';

const CLI: AuditActor = { staffId: null, login: '命令行:tester', role: 'cli', address: 'host-1' };
const PASSWORD = 'Console2026pass';

async function tokenOf(role: 'caseworker' | 'admin' | 'editor', n: number): Promise<string> {
  const login = `alloc${role}${n}${Date.now().toString(36)}`.slice(0, 32);
  const m = await createStaff({ login, displayName: `测试${n}`, role, password: PASSWORD }, CLI);
  const at = new Date(Date.now() + 60_000);
  const { token: pending } = await checkStaffPassword({ login, password: PASSWORD }, `10.8.${n}.1`, at);
  const session = await resolvePendingStaff(pending, at);
  return (await verifyStaffSecondFactor(session!, totpCodeAt(m.totpSecret, at), `10.8.${n}.1`, at)).token;
}

const formPost = (path: string, token: string, form: Record<string, string>) =>
  new Request(`http://portal.test${path}`, {
    method: 'POST',
    headers: { cookie: `${STAFF_COOKIE}=${token}`, origin: 'http://portal.test', host: 'portal.test', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });

describe.each(testTargets().map((t) => [t.name, t] as const))('the console’s 配租 and 选房 handlers on %s', (_driver, target) => {
  let handle: TestDatabase | undefined;
  let clerk = '';
  let admin = '';
  let editor = '';
  let caseId = 0;
  let unitTypeId = 0;

  beforeAll(async () => {
    handle = await openServiceDatabase(target);
    [clerk, admin, editor] = [await tokenOf('caseworker', 1), await tokenOf('admin', 2), await tokenOf('editor', 3)];
    const db = handle.db;
    const { userId } = await addTestUser(db);
    const [row] = await db
      .insert(shopIntentions)
      .values({ userId, applicantKind: 'person', personName: '王小明', contactName: '王小明', mobile: '13912345678', intendedUse: 'retail', idempotencyKey: 'alloc-route-k1' })
      .returning({ id: shopIntentions.id });
    const receiptNo = await openCase(db, { kind: 'shop_intention', subjectId: row!.id, userId });
    caseId = (await db.select({ id: cases.id }).from(cases).where(eq(cases.receiptNo, receiptNo)))[0]!.id;
    await db.transaction((t) => assignQueueNumber(t as unknown as Db, { caseId, userId, product: 'gzf', receiptNo }));
    unitTypeId = (await addTestProject(db, { name: '测试·和园', businessType: 'gzf' })).unitTypeIds[0]!;
    // Three staff sign-ins (scrypt, TOTP) on a shared, loaded machine.
  }, 240_000);
  afterAll(() => closeServiceDatabase(handle));

  it('refuses an administrator’s and an editor’s 配租 with 403 and changes nothing', async () => {
    for (const who of [admin, editor]) {
      expect((await postAllocate(formPost('/admin/api/allocations/allocate', who, { caseId: String(caseId), unitTypeId: String(unitTypeId) }))).status).toBe(403);
    }
    expect(await handle!.db.select().from(allocations)).toEqual([]);
  });

  it('a plain post without a unit type comes back naming the field; a clerk’s 配租 then 选房 go through, audited', async () => {
    const missing = await postAllocate(formPost('/admin/api/allocations/allocate', clerk, { caseId: String(caseId), unitTypeId: '', product: 'gzf' }));
    expect(missing.status).toBe(303);
    expect(missing.headers.get('location')).toContain('failed=invalid');
    expect(missing.headers.get('location')).toContain('fields=unitTypeId');
    const done = await postAllocate(formPost('/admin/api/allocations/allocate', clerk, { caseId: String(caseId), unitTypeId: String(unitTypeId), product: 'gzf' }));
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toContain('/admin/allocations?done=allocated');
    expect((await handle!.db.select().from(housingUnitTypes).where(eq(housingUnitTypes.id, unitTypeId)))[0]?.homesAvailable).toBe(119);
    const again = await postAllocate(formPost('/admin/api/allocations/allocate', clerk, { caseId: String(caseId), unitTypeId: String(unitTypeId), product: 'gzf' }));
    expect(again.headers.get('location')).toContain('failed=refused');
    const [a] = await handle!.db.select().from(allocations);
    const badSlot = await postSelectRoom(formPost('/admin/api/allocations/select', clerk, { allocationId: String(a!.id), version: '1', roomNo: '3栋1502室', slot: '明天上午', product: 'gzf' }));
    expect(badSlot.headers.get('location')).toContain('fields=slot');
    const selected = await postSelectRoom(formPost('/admin/api/allocations/select', clerk, { allocationId: String(a!.id), version: '1', roomNo: '3栋1502室', slot: '2026-12-05T09:00', product: 'gzf' }));
    expect(selected.headers.get('location')).toContain('done=selected');
    const [after] = await handle!.db.select().from(allocations);
    expect(after).toMatchObject({ status: 'selected', roomNo: '3栋1502室', slotStartsAt: new Date('2026-12-05T01:00:00Z') });
    const actions = (await handle!.db.select({ action: auditLog.action }).from(auditLog)).map((r) => r.action);
    expect(actions.filter((x) => x.startsWith('allocation.'))).toEqual(['allocation.allocate', 'allocation.select']);
  });
});
