/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { expectRefused } from '@/lib/api/test-helpers';
import { submitHousingApplication } from '@/lib/applications/applications';
import { defaultCorrectionDeadline, requestCorrection } from '@/lib/applications/correction';
import { getStaffMaterial } from '@/lib/applications/correction-routes';
import { listOwnMaterials } from '@/lib/applications/materials';
import { transitionCase } from '@/lib/cases/handling';
import { closeServiceDatabase, openServiceDatabase } from '@/lib/cms/test-fixtures';
import { auditLog, cases, staff } from '@/lib/db/schema';
import { STAFF_COOKIE } from '@/lib/staff/cookie';
import { openStaffSession } from '@/lib/staff/sessions';
import { testTargets, type TestDatabase } from '@/lib/db/testing';
import { makePdf } from '@/lib/recruitment/test-files';
import { addTestUser, type TestUser } from '@/lib/register/test-users';
import type { AuditActor } from '@/lib/staff/audit';
import { housingApplicationBody } from '@/lib/validation/housing-application';
import * as submit from './correction/submit/route';
import * as download from './material/download/route';
import * as upload from './material/upload/route';
import { completeResidentId } from '@/lib/validation/resident-id.mjs';
import { householdApplication } from '@/lib/applications/test-applications.mjs';

const SAME_SITE = { origin: 'http://localhost' };
const NAVIGATE = { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin', accept: 'text/html,application/xhtml+xml' };
const cookieOf = (user: TestUser) => ({ cookie: `tokenId=${user.token}; login=true` });

function uploadRequest(user: TestUser, fields: Record<string, string>, file: { bytes: Uint8Array; name: string }, headers: Record<string, string> = {}): Request {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new File([new Uint8Array(file.bytes)], file.name, { type: 'application/pdf' }));
  return new Request('http://localhost/api/bzf-portal-apply/material/upload', { method: 'POST', headers: { ...SAME_SITE, ...cookieOf(user), ...headers }, body: form });
}

async function envelope(response: Response) {
  return { status: response.status, cacheControl: response.headers.get('cache-control'), retryAfter: null, body: JSON.parse(await response.text()) as { code: string; msg: string; data: unknown } };
}

describe.each(testTargets().map((t) => [t.name, t] as const))('material and 补正 handlers on %s', (_name, target) => {
  let handle: TestDatabase | undefined;
  let alice: TestUser;
  let bob: TestUser;
  let applicationId: number;
  let caseId: number;
  let clerk: AuditActor;

  beforeAll(async () => {
    handle = await openServiceDatabase(target);
    alice = await addTestUser(handle.db);
    bob = await addTestUser(handle.db);
    const app = await submitHousingApplication(
      alice.userId,
      housingApplicationBody.parse({
        product: 'gzf',
        ...householdApplication({ applicantName: '王补正', idNumber: completeResidentId('11010119900307448'), mobile: '13800000002', currentAddress: '澄江区明德路 20 号', age: '40', layout: 'one' }),
      }),
    );
    applicationId = app.id;
    const [c] = await handle.db.select().from(cases).where(eq(cases.receiptNo, app.receiptNo!));
    caseId = c!.id;
    const [s] = await handle.db.insert(staff).values({ login: 'clerk.routes', displayName: '经办庚', role: 'caseworker', passwordHash: 'x' }).returning({ id: staff.id });
    clerk = { staffId: s!.id, login: 'clerk.routes', role: 'caseworker', address: '10.0.0.7' };
  });
  afterAll(() => closeServiceDatabase(handle));

  it('a script uploads a checklist file and gets its description; another citizen gets 404 for it', async () => {
    const r = await envelope(await upload.POST(uploadRequest(alice, { applicationId: String(applicationId), itemKey: 'id_card' }, { bytes: makePdf('id'), name: '身份证.pdf' })));
    expect(r.status).toBe(200);
    const meta = r.body.data as { id: number; itemKey: string };
    expect(meta.itemKey).toBe('id_card');
    const mine = await download.GET(new Request(`http://localhost/api/bzf-portal-apply/material/download?id=${meta.id}`, { headers: cookieOf(alice) }));
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-disposition')).toMatch(/^attachment;/);
    expectRefused(await envelope(await download.GET(new Request(`http://localhost/api/bzf-portal-apply/material/download?id=${meta.id}`, { headers: cookieOf(bob) }))), 404, '4040');
    const theirs = await envelope(await upload.POST(uploadRequest(bob, { applicationId: String(applicationId), itemKey: 'id_card' }, { bytes: makePdf(), name: 'x.pdf' })));
    expectRefused(theirs, 404, '4040');
  });

  it('a plain form upload (no JavaScript) comes back to the application page with ?material=, or ?failed=&item=', async () => {
    const ok = await upload.POST(uploadRequest(alice, { applicationId: String(applicationId), itemKey: 'hukou', back: '/t1/housingApply?product=gzf' }, { bytes: makePdf('h'), name: '户口簿.pdf' }, NAVIGATE));
    expect(ok.status).toBe(303);
    const files = await listOwnMaterials(alice.userId, applicationId);
    const hukou = files.find((f) => f.itemKey === 'hukou')!;
    expect(ok.headers.get('location')).toBe(`/t1/housingApply?product=gzf&material=${hukou.id}`);
    const bad = await upload.POST(uploadRequest(alice, { applicationId: String(applicationId), itemKey: 'income', back: '/t1/housingApply?product=gzf' }, { bytes: Buffer.from('not a pdf'), name: '收入.pdf' }, NAVIGATE));
    expect(bad.status).toBe(303);
    const back = new URL(bad.headers.get('location')!, 'http://localhost');
    expect(back.pathname).toBe('/t1/housingApply');
    expect(Object.fromEntries(back.searchParams)).toEqual({ product: 'gzf', failed: 'attachment_type', item: 'income' });
  });

  it('submitting a 补正 without the file asked for comes back ?failed=missing; with it, the case returns to 受理', async () => {
    const db = handle!.db;
    const [c] = await db.select().from(cases).where(eq(cases.id, caseId));
    const v = (await transitionCase(db, { caseId, to: 'accepted', expectedVersion: c!.version }, clerk)).version;
    await requestCorrection(db, { caseId, expectedVersion: v, items: ['marriage'], note: '请上传结婚证。', deadline: defaultCorrectionDeadline() }, clerk);
    const post = (user: TestUser) =>
      submit.POST(new Request('http://localhost/api/bzf-portal-apply/correction/submit', { method: 'POST', headers: { ...SAME_SITE, ...cookieOf(user), ...NAVIGATE, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ id: String(applicationId), back: '/t1/housingApply?product=gzf' }) }));
    const early = await post(alice);
    expect(early.status).toBe(303);
    expect(early.headers.get('location')).toContain('failed=missing');
    await new Promise((r) => setTimeout(r, 5));
    const up = await upload.POST(uploadRequest(alice, { applicationId: String(applicationId), itemKey: 'marriage' }, { bytes: makePdf('m'), name: '结婚证.pdf' }));
    expect(up.status).toBe(200);
    const other = await post(bob);
    expect(other.headers.get('location')).toContain('failed=notAsked');
    const done = await post(alice);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/t1/housingApply?product=gzf&done=corrected');
    const [after] = await db.select().from(cases).where(eq(cases.id, caseId));
    expect(after!.status).toBe('accepted');
  });

  it('the console download: 403 for a role that does not review housing applications, the file for a caseworker (audited)', async () => {
    const db = handle!.db;
    const files = await listOwnMaterials(alice.userId, applicationId);
    const id = files[0]!.id;
    const [a] = await db.insert(staff).values({ login: 'admin.routes', displayName: '管理辛', role: 'admin', passwordHash: 'x' }).returning({ id: staff.id });
    const open = async (staffId: number) => {
      const { token } = await openStaffSession(db, staffId, 'full', '10.0.0.7');
      return getStaffMaterial(new Request(`http://localhost/admin/api/cases/material?id=${id}`, { headers: { cookie: `${STAFF_COOKIE}=${token}` } }));
    };
    const anonymous = await getStaffMaterial(new Request(`http://localhost/admin/api/cases/material?id=${id}`));
    expect(anonymous.status).toBe(303);
    expectRefused(await envelope(await open(a!.id)), 403, '4030');
    const before = await db.select().from(auditLog).where(and(eq(auditLog.action, 'application.material.open'), eq(auditLog.entityId, String(id))));
    expect(before).toHaveLength(0);
    const ok = await open(clerk.staffId!);
    expect(ok.status).toBe(200);
    expect(Buffer.from(await ok.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const after = await db.select().from(auditLog).where(and(eq(auditLog.action, 'application.material.open'), eq(auditLog.entityId, String(id))));
    expect(after.map((r) => r.staffLogin)).toEqual(['clerk.routes']);
  });
});
