/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { closeServiceDatabase, openServiceDatabase } from '@/lib/cms/test-fixtures';
import { auditLog, cases, shopIntentions } from '@/lib/db/schema';
import { testTargets, type TestDatabase } from '@/lib/db/testing';
import { addTestUser } from '@/lib/register/test-users';
import type { AuditActor } from '@/lib/staff/audit';
import { createStaff } from '@/lib/staff/accounts';
import { STAFF_COOKIE } from '@/lib/staff/cookie';
import { resolvePendingStaff } from '@/lib/staff/sessions';
import { checkStaffPassword, verifyStaffSecondFactor } from '@/lib/staff/sign-in';
import { totpCodeAt } from '@/lib/staff/totp';
import { POST as postFollowUp } from '@/app/admin/api/cases/follow-up/route';
import { sql } from 'drizzle-orm';
import { postCaseAssign, postCaseExport, postCaseMove } from './case-routes';
import { openCase } from './receipts';

const CLI: AuditActor = { staffId: null, login: '命令行:tester', role: 'cli', address: 'host-1' };
const PASSWORD = 'Console2026pass';

async function tokenOf(role: 'caseworker' | 'admin' | 'editor', n: number): Promise<{ token: string; staffId: number }> {
  const login = `case${role}${n}${Date.now().toString(36)}`.slice(0, 32);
  const m = await createStaff({ login, displayName: `测试${n}`, role, password: PASSWORD }, CLI);
  const at = new Date(Date.now() + 60_000);
  const { token: pending } = await checkStaffPassword({ login, password: PASSWORD }, `10.9.${n}.1`, at);
  const session = await resolvePendingStaff(pending, at);
  const { token } = await verifyStaffSecondFactor(session!, totpCodeAt(m.totpSecret, at), `10.9.${n}.1`, at);
  return { token, staffId: m.staffId };
}

const formPost = (path: string, token: string, form: Record<string, string>) =>
  new Request(`http://portal.test${path}`, {
    method: 'POST',
    headers: { cookie: `${STAFF_COOKIE}=${token}`, origin: 'http://portal.test', host: 'portal.test', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });

describe.each(testTargets().map((t) => [t.name, t] as const))('the console’s case handlers on %s', (_driver, target) => {
  let handle: TestDatabase | undefined;
  let clerk = { token: '', staffId: 0 };
  let admin = { token: '', staffId: 0 };
  let editor = { token: '', staffId: 0 };
  let caseId = 0;

  beforeAll(async () => {
    handle = await openServiceDatabase(target);
    clerk = await tokenOf('caseworker', 1);
    admin = await tokenOf('admin', 2);
    editor = await tokenOf('editor', 3);
    const { userId } = await addTestUser(handle.db);
    const [row] = await handle.db
      .insert(shopIntentions)
      .values({ userId, applicantKind: 'person', personName: '王小明', contactName: '王小明', mobile: '13912345678', intendedUse: 'retail', idempotencyKey: 'route-k1' })
      .returning({ id: shopIntentions.id });
    const receiptNo = await openCase(handle.db, { kind: 'shop_intention', subjectId: row!.id, userId });
    caseId = (await handle.db.select({ id: cases.id }).from(cases).where(eq(cases.receiptNo, receiptNo)))[0]!.id;
  });
  afterAll(() => closeServiceDatabase(handle));

  it('refuses an administrator’s and an editor’s post to move a case with 403 and changes nothing: handling is 业务经办’s', async () => {
    for (const who of [admin, editor]) {
      const refused = await postCaseMove(formPost('/admin/api/cases/move', who.token, { caseId: String(caseId), version: '1', to: 'accepted', noteToCitizen: '', internalNote: '' }));
      expect(refused.status).toBe(403);
    }
    const exported = await postCaseExport(formPost('/admin/api/cases/export', admin.token, { kind: 'shop_intention' }));
    expect(exported.status).toBe(403);
    expect((await handle!.db.select().from(cases).where(eq(cases.id, caseId)))[0]).toMatchObject({ status: 'submitted', version: 1 });
  });

  it('lets only a caseworker close a low rating’s follow-up (回访), audited in the same transaction; an administrator and an editor get 403 and change nothing', async () => {
    const { userId } = await addTestUser(handle!.db);
    const [row] = await handle!.db
      .insert(shopIntentions)
      .values({ userId, applicantKind: 'person', personName: '李四', contactName: '李四', mobile: '13912345679', intendedUse: 'retail', idempotencyKey: 'route-k2' })
      .returning({ id: shopIntentions.id });
    const receiptNo = await openCase(handle!.db, { kind: 'shop_intention', subjectId: row!.id, userId });
    await handle!.db.execute(sql`insert into bcs_case_rating (case_id, score, comment) select id, 1, '太慢' from bcs_case where receipt_no = ${receiptNo}`);
    const form = { receiptNo, note: '已电话回访，说明了办理时限' };
    for (const who of [admin, editor]) expect((await postFollowUp(formPost('/admin/api/cases/follow-up', who.token, form))).status).toBe(403);
    const open = await handle!.db.execute(sql`select followed_up_at from bcs_case_rating r join bcs_case c on c.id = r.case_id where c.receipt_no = ${receiptNo}`);
    expect((open as unknown as { rows: { followed_up_at: unknown }[] }).rows[0]!.followed_up_at).toBeNull();
    const done = await postFollowUp(formPost('/admin/api/cases/follow-up', clerk.token, form));
    expect(done.status).toBe(303);
    const audited = await handle!.db.select().from(auditLog).where(eq(auditLog.entityId, receiptNo));
    expect(audited.map((a) => a.action)).toContain('case.followUp');
  });

  it('lets a caseworker accept a case by a plain post (303 to the case page) and tells a second post of the same version to refresh', async () => {
    const form = { caseId: String(caseId), version: '1', to: 'accepted', noteToCitizen: '已受理', internalNote: '' };
    const moved = await postCaseMove(formPost('/admin/api/cases/move', clerk.token, form));
    expect(moved.status).toBe(303);
    expect(moved.headers.get('location')).toBe(`/admin/cases/${caseId}?done=moved`);
    const stale = await postCaseMove(formPost('/admin/api/cases/move', clerk.token, { ...form, to: 'contacted' }));
    expect(stale.headers.get('location')).toBe(`/admin/cases/${caseId}?failed=stale`);
    const [c] = await handle!.db.select().from(cases).where(eq(cases.id, caseId));
    expect(c).toMatchObject({ status: 'accepted', version: 2, handlerId: clerk.staffId });
  });

  it('refuses to assign a case to an administrator (who may not handle cases)', async () => {
    const [c] = await handle!.db.select().from(cases).where(eq(cases.id, caseId));
    const refused = await postCaseAssign(formPost('/admin/api/cases/assign', clerk.token, { caseId: String(caseId), version: String(c!.version), handlerId: String(admin.staffId) }));
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe(`/admin/cases/${caseId}?failed=invalid&fields=handlerId`);
    expect((await handle!.db.select().from(cases).where(eq(cases.id, caseId)))[0]!.handlerId).toBe(clerk.staffId);
  });

  it('exports the filtered inbox masked, as CSV, and writes the export to the audit log', async () => {
    const response = await postCaseExport(formPost('/admin/api/cases/export', clerk.token, { kind: 'shop_intention', status: 'accepted' }));
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A byte-order mark first, so Excel reads the Chinese.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    expect(csv.split('\r\n')[0]).toBe('受理编号,业务,状态,提交时间,办理时限,是否超期,经办人,申请人,联系电话,事项');
    expect(csv).toContain('王**');
    expect(csv).toContain('139****5678');
    expect(csv).not.toContain('王小明');
    expect(csv).not.toContain('13912345678');
    const audit = await handle!.db.select().from(auditLog).where(eq(auditLog.action, 'case.export'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.changes).toMatchObject({ rows: { after: 1 } });
  });
});
