/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { describeEachDatabase, rejectionOf } from '@/lib/cms/test-fixtures';
import { applicationMaterials, auditLog, cases, housingApplications, housingRecords, messages, staff } from '@/lib/db/schema';
import { CaseError, CASE_MSG, transitionCase } from '@/lib/cases/handling';
import { listInbox } from '@/lib/cases/inbox';
import { allocateHome, selectRoom } from '@/lib/allocations/allocation';
import { addTestProject } from '@/lib/data-docking/test-projects';
import { RecruitFileError } from '@/lib/recruitment/files';
import { makeImage, makePdf } from '@/lib/recruitment/test-files';
import { saveFamilyMember } from '@/lib/register/family';
import { addTestUser, type TestUser } from '@/lib/register/test-users';
import type { AuditActor } from '@/lib/staff/audit';
import { housingApplicationBody } from '@/lib/validation/housing-application';
import { submitHousingApplication, withdrawHousingApplication, listHousingApplications } from './applications';
import { CORRECTION_MSG, defaultCorrectionDeadline, openCorrection, requestCorrection, submitCorrection } from './correction';
import { materialChecklist, NOT_UPLOADED, USED_MATERIAL_KEYS } from './material-checklist';
import { BUSINESS_GUIDES } from '@/lib/business/guides';
import { MATERIAL_KEYS } from './material-keys';
import { getOwnMaterial, listOwnMaterials, materialsOfCase, openMaterialAsStaff, removeMaterial, storeMaterial } from './materials';
import { completeResidentId } from '@/lib/validation/resident-id.mjs';
import { householdApplication } from '@/lib/applications/test-applications.mjs';

const NOW = new Date('2026-11-30T02:00:00Z'); // a Monday in Beijing

describeEachDatabase('application materials and 补正', (database) => {
  let alice: TestUser;
  let mallory: TestUser;
  let clerk: AuditActor;
  let admin: AuditActor;
  let reviewer: AuditActor;
  let serial = 0;

  beforeAll(async () => {
    const db = database().db;
    alice = await addTestUser(db);
    mallory = await addTestUser(db);
    await saveFamilyMember(alice.userId, { name: '李安宁', relation: '配偶', idNumber: completeResidentId('11010519491231002') });
    const rows = await db
      .insert(staff)
      .values([
        { login: 'clerk.material', displayName: '经办丁', role: 'caseworker', passwordHash: 'x' },
        { login: 'admin.material', displayName: '管理戊', role: 'admin', passwordHash: 'x' },
        { login: 'reviewer.material', displayName: '审核己', role: 'reviewer', passwordHash: 'x' },
      ])
      .returning({ id: staff.id, login: staff.login, role: staff.role });
    [clerk, admin, reviewer] = rows.map((r) => ({ staffId: r.id, login: r.login, role: r.role, address: '10.0.0.8' })) as [AuditActor, AuditActor, AuditActor];
  });

  afterEach(async () => {
    for (const app of await listHousingApplications(alice.userId)) if (['submitted', 'accepted', 'first_review', 'second_review', 'correction'].includes(app.status)) await withdrawHousingApplication(alice.userId, app.id);
  });

  /** A fresh 公租房 application of alice and its case. */
  async function apply() {
    serial += 1;
    const app = await submitHousingApplication(
      alice.userId,
      housingApplicationBody.parse({ product: 'gzf', ...householdApplication({ currentAddress: '澄江区明德路 18 号' }) }),
      new Date(NOW.getTime() - 3600_000 * serial),
    );
    const [c] = await database().db.select().from(cases).where(eq(cases.receiptNo, app.receiptNo!));
    return { app, kase: c! };
  }

  it('the 公租房 checklist comes from the guide: each uploadable item once, online-signed items left out', () => {
    expect(materialChecklist('gzf').map((i) => i.key)).toEqual(['application_form', 'id_card', 'hukou', 'marriage', 'income', 'social_insurance', 'housing_authorization']);
    expect(materialChecklist('bzf').map((i) => i.key)).toEqual(['id_card', 'hukou', 'employment', 'social_insurance']);
    expect([...USED_MATERIAL_KEYS].sort()).toEqual([...MATERIAL_KEYS].sort());
    // Every item of the two guides is either an upload or said not to be one.
    for (const product of ['gzf', 'bzf'] as const) {
      const uploaded = materialChecklist(product).map((i) => i.name);
      expect(BUSINESS_GUIDES[product].materials.filter((m) => !uploaded.includes(m.name)).map((m) => m.name).filter((n) => !(n in NOT_UPLOADED))).toEqual([]);
    }
  });

  it('stores a PDF and a picture by the recruitment rules, refuses a renamed file, an oversized one and an item not on the checklist', async () => {
    const { app } = await apply();
    const pdf = await storeMaterial(alice.userId, { applicationId: app.id, itemKey: 'id_card', fileName: '身份证.pdf', bytes: makePdf('id') }, NOW);
    expect(pdf).toMatchObject({ itemKey: 'id_card', fileName: '身份证.pdf', mediaType: 'application/pdf' });
    const png = await storeMaterial(alice.userId, { applicationId: app.id, itemKey: 'hukou', fileName: '户口簿.png', bytes: await makeImage('png') }, NOW);
    // Pictures are re-encoded as the recruitment photos are (metadata stripped).
    expect(png).toMatchObject({ fileName: '户口簿.jpg', mediaType: 'image/jpeg' });
    const fake = await rejectionOf(storeMaterial(alice.userId, { applicationId: app.id, itemKey: 'id_card', fileName: '身份证.pdf', bytes: Buffer.from('<html>not a pdf</html>') }, NOW));
    expect(fake).toBeInstanceOf(RecruitFileError);
    expect((fake as RecruitFileError).reason).toBe('attachment_type');
    const big = await rejectionOf(storeMaterial(alice.userId, { applicationId: app.id, itemKey: 'income', fileName: '收入.pdf', bytes: makePdf('x', 10 * 1024 * 1024 + 4096) }, NOW));
    expect((big as RecruitFileError).reason).toBe('attachment_too_large');
    expect((big as RecruitFileError).status).toBe(413);
    const item = await rejectionOf(storeMaterial(alice.userId, { applicationId: app.id, itemKey: 'employment', fileName: 'a.pdf', bytes: makePdf() }, NOW));
    expect((item as CaseError).status).toBe(400);
    expect((await listOwnMaterials(alice.userId, app.id)).map((m) => m.itemKey)).toEqual(['id_card', 'hukou']);
  });

  it('another citizen cannot upload to, list, read or remove an application’s files; a non-housing role cannot read them in the console', async () => {
    const { app, kase } = await apply();
    const file = await storeMaterial(alice.userId, { applicationId: app.id, itemKey: 'id_card', fileName: 'id.pdf', bytes: makePdf() }, NOW);
    expect((await rejectionOf(storeMaterial(mallory.userId, { applicationId: app.id, itemKey: 'id_card', fileName: 'x.pdf', bytes: makePdf() }, NOW)) as CaseError).status).toBe(404);
    expect(await listOwnMaterials(mallory.userId, app.id)).toEqual([]);
    expect(await getOwnMaterial(mallory.userId, file.id)).toBeNull();
    expect((await rejectionOf(removeMaterial(mallory.userId, file.id)) as RecruitFileError).status).toBe(404);
    expect((await getOwnMaterial(alice.userId, file.id))?.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const db = database().db;
    for (const other of [admin, reviewer]) {
      expect((await rejectionOf(materialsOfCase(db, other, kase.id)) as CaseError).status).toBe(403);
      expect((await rejectionOf(openMaterialAsStaff(db, other, file.id)) as CaseError).status).toBe(403);
    }
    expect(await db.select().from(auditLog).where(and(eq(auditLog.action, 'application.material.open'), eq(auditLog.entityId, String(file.id))))).toHaveLength(0);
    // The housing reviewer reads it, and the opening is audited.
    expect((await materialsOfCase(db, clerk, kase.id))?.files.map((f) => f.id)).toEqual([file.id]);
    const opened = await openMaterialAsStaff(db, clerk, file.id, NOW);
    expect(opened.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const audit = await db.select().from(auditLog).where(and(eq(auditLog.action, 'application.material.open'), eq(auditLog.entityId, String(file.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staffLogin: 'clerk.material' });
  });

  it('refuses a plain move into 补正 and 未通过 without a reason, with Chinese messages and stable codes', async () => {
    const { kase } = await apply();
    const db = database().db;
    const moved = await transitionCase(db, { caseId: kase.id, to: 'accepted', expectedVersion: kase.version }, clerk, NOW);
    const plain = await rejectionOf(transitionCase(db, { caseId: kase.id, to: 'correction', expectedVersion: moved.version }, clerk, NOW));
    expect(plain).toBeInstanceOf(CaseError);
    expect((plain as CaseError).code).toBe('4092');
    expect((plain as CaseError).userMessage).toBe('当前状态为「受理」，不能变更为「补正」');
    const silent = await rejectionOf(transitionCase(db, { caseId: kase.id, to: 'rejected', expectedVersion: moved.version, noteToCitizen: '  ' }, clerk, NOW));
    expect((silent as CaseError).code).toBe('4000');
    expect((silent as CaseError).userMessage).toBe(CASE_MSG.reasonRequired);
    const [still] = await db.select().from(cases).where(eq(cases.id, kase.id));
    expect(still).toMatchObject({ status: 'accepted', version: moved.version });
    await transitionCase(db, { caseId: kase.id, to: 'rejected', expectedVersion: moved.version, noteToCitizen: '经核查，家庭人均住房面积超过标准。' }, clerk, NOW);
    const [after] = await db.select().from(housingApplications).where(eq(housingApplications.caseId, kase.id));
    expect(after!.status).toBe('rejected');
  });

  it('round trip: 初审 asks for 补正, the citizen is told, uploads and submits, the case returns to 初审 in the inbox', async () => {
    const { app, kase } = await apply();
    const db = database().db;
    let v = (await transitionCase(db, { caseId: kase.id, to: 'accepted', expectedVersion: kase.version }, clerk, NOW)).version;
    v = (await transitionCase(db, { caseId: kase.id, to: 'first_review', expectedVersion: v }, clerk, NOW)).version;
    const deadline = defaultCorrectionDeadline(NOW);
    expect(deadline).toBe('2026-12-14');
    const asked = await requestCorrection(db, { caseId: kase.id, expectedVersion: v, items: ['income', 'marriage'], note: '收入证明缺少单位盖章。', deadline }, clerk, NOW);
    expect(asked.status).toBe('correction');
    const [c] = await db.select().from(cases).where(eq(cases.id, kase.id));
    expect(c!.dueAt!.toISOString()).toBe('2026-12-14T15:59:59.999Z');
    const told = await db.select().from(messages).where(and(eq(messages.userId, alice.userId), eq(messages.caseId, kase.id)));
    expect(told.map((m) => m.title)).toContain('住房保障申请需要补正材料');
    const open = await openCorrection(db, app.id, NOW);
    expect(open).toMatchObject({ fromStatus: 'first_review', deadline, overdue: false, items: [{ key: 'income', name: '家庭成员收入证明' }, { key: 'marriage', name: '婚姻状况证明' }] });
    expect((await openCorrection(db, app.id, new Date('2026-12-15T00:00:00Z')))?.overdue).toBe(true);
    const [line] = await db.select().from(housingRecords).where(eq(housingRecords.reference, kase.receiptNo));
    expect(line!.status).toBe('补正');

    const later = new Date(NOW.getTime() + 3600_000);
    await storeMaterial(alice.userId, { applicationId: app.id, itemKey: 'income', fileName: '收入证明.pdf', bytes: makePdf('income') }, later);
    const missing = await rejectionOf(submitCorrection(alice.userId, app.id, later));
    expect((missing as CaseError).userMessage).toBe(CORRECTION_MSG.missing('婚姻状况证明'));
    expect((await rejectionOf(submitCorrection(mallory.userId, app.id, later)) as CaseError).status).toBe(404);
    await storeMaterial(alice.userId, { applicationId: app.id, itemKey: 'marriage', fileName: '结婚证.pdf', bytes: makePdf('m') }, later);
    const back = await submitCorrection(alice.userId, app.id, later);
    expect(back.status).toBe('first_review');
    const [returned] = await db.select().from(cases).where(eq(cases.id, kase.id));
    expect(returned!.status).toBe('first_review');
    expect(returned!.version).toBe(asked.version + 1);
    expect(await openCorrection(db, app.id, later)).toBeNull();
    const inbox = await listInbox(db, { kind: 'housing_application', status: 'first_review' }, 1, later);
    expect(inbox.records.map((r) => r.id)).toContain(kase.id);
    // Answered: a second submit is refused, uploads are closed again.
    expect((await rejectionOf(submitCorrection(alice.userId, app.id, later)) as CaseError).status).toBe(409);
    expect((await rejectionOf(storeMaterial(alice.userId, { applicationId: app.id, itemKey: 'income', fileName: 'b.pdf', bytes: makePdf() }, later)) as CaseError).status).toBe(409);
    const audit = await db.select().from(auditLog).where(and(eq(auditLog.action, 'case.correction'), eq(auditLog.entityId, kase.receiptNo)));
    expect(audit).toHaveLength(1);
  });

  it('refuses 补正 outside the review stages, without items, or by a non-housing role', async () => {
    const { kase } = await apply();
    const db = database().db;
    const deadline = defaultCorrectionDeadline(NOW);
    const early = await rejectionOf(requestCorrection(db, { caseId: kase.id, expectedVersion: kase.version, items: ['income'], note: '缺少', deadline }, clerk, NOW));
    expect((early as CaseError).code).toBe('4092');
    expect((early as CaseError).userMessage).toBe(CORRECTION_MSG.stage('已提交'));
    const v = (await transitionCase(db, { caseId: kase.id, to: 'accepted', expectedVersion: kase.version }, clerk, NOW)).version;
    expect((await rejectionOf(requestCorrection(db, { caseId: kase.id, expectedVersion: v, items: [], note: '缺少', deadline }, clerk, NOW)) as CaseError).userMessage).toBe(CORRECTION_MSG.items);
    expect((await rejectionOf(requestCorrection(db, { caseId: kase.id, expectedVersion: v, items: ['income'], note: '缺少', deadline: '2026-11-01' }, clerk, NOW)) as CaseError).userMessage).toBe(CORRECTION_MSG.deadline);
    expect((await rejectionOf(requestCorrection(db, { caseId: kase.id, expectedVersion: v, items: ['income'], note: '缺少', deadline }, admin, NOW)) as CaseError).status).toBe(403);
  });

  it('two handlers asking for 补正 at once: one wins, the other is refused as stale, one request stored', async () => {
    const { app, kase } = await apply();
    const db = database().db;
    const v = (await transitionCase(db, { caseId: kase.id, to: 'accepted', expectedVersion: kase.version }, clerk, NOW)).version;
    const deadline = defaultCorrectionDeadline(NOW);
    const results = await Promise.allSettled([
      requestCorrection(db, { caseId: kase.id, expectedVersion: v, items: ['income'], note: '甲', deadline }, clerk, NOW),
      requestCorrection(db, { caseId: kase.id, expectedVersion: v, items: ['hukou'], note: '乙', deadline }, clerk, NOW),
      transitionCase(db, { caseId: kase.id, to: 'first_review', expectedVersion: v }, clerk, NOW),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as CaseError).code).toBe('4091');
    const [c] = await db.select().from(cases).where(eq(cases.id, kase.id));
    expect(c!.version).toBe(v + 1);
    const stored = await db.select().from(applicationMaterials).where(eq(applicationMaterials.applicationId, app.id));
    expect(stored).toHaveLength(0);
  });

  it('past the deadline the handler may still reject with a reason; a file already reviewed cannot be removed', async () => {
    const { app, kase } = await apply();
    const db = database().db;
    const kept = await storeMaterial(alice.userId, { applicationId: app.id, itemKey: 'id_card', fileName: 'id.pdf', bytes: makePdf() }, NOW);
    const v = (await transitionCase(db, { caseId: kase.id, to: 'accepted', expectedVersion: kase.version }, clerk, NOW)).version;
    const asked = await requestCorrection(db, { caseId: kase.id, expectedVersion: v, items: ['income'], note: '缺少收入证明', deadline: defaultCorrectionDeadline(NOW) }, clerk, new Date(NOW.getTime() + 1000));
    expect((await rejectionOf(removeMaterial(alice.userId, kept.id)) as CaseError).status).toBe(409);
    const fresh = await storeMaterial(alice.userId, { applicationId: app.id, itemKey: 'income', fileName: 'in.pdf', bytes: makePdf() }, new Date(NOW.getTime() + 2000));
    expect((await removeMaterial(alice.userId, fresh.id)).id).toBe(fresh.id);
    const late = new Date('2026-12-20T02:00:00Z');
    await transitionCase(db, { caseId: kase.id, to: 'rejected', expectedVersion: asked.version, noteToCitizen: '逾期未补正材料。' }, clerk, late);
    const [after] = await db.select().from(housingApplications).where(eq(housingApplications.id, app.id));
    expect(after!.status).toBe('rejected');
  });

  it('an application moved to 轮候 in the console (after a 补正) can be allocated a home and a room', async () => {
    const { app, kase } = await apply();
    const db = database().db;
    let v = (await transitionCase(db, { caseId: kase.id, to: 'accepted', expectedVersion: kase.version }, clerk, NOW)).version;
    v = (await requestCorrection(db, { caseId: kase.id, expectedVersion: v, items: ['income'], note: '缺少收入证明', deadline: defaultCorrectionDeadline(NOW) }, clerk, NOW)).version;
    const later = new Date(NOW.getTime() + 60_000);
    await storeMaterial(alice.userId, { applicationId: app.id, itemKey: 'income', fileName: 'in.pdf', bytes: makePdf() }, later);
    await submitCorrection(alice.userId, app.id, later);
    v += 1;
    for (const to of ['first_review', 'second_review', 'publicized', 'queued'] as const) v = (await transitionCase(db, { caseId: kase.id, to, expectedVersion: v }, clerk, later)).version;
    const project = await addTestProject(db, { name: '测试·补正苑', businessType: 'gzf' });
    const allocated = await allocateHome(db, { caseId: kase.id, unitTypeId: project.unitTypeIds[0]! }, clerk, later);
    expect(allocated.projectName).toBe('测试·补正苑');
    const chosen = await selectRoom(db, { allocationId: allocated.allocationId, expectedVersion: allocated.version, roomNo: '1栋101室', slotStartsAt: new Date('2026-12-20T01:30:00Z') }, clerk, later);
    expect(chosen).toMatchObject({ allocationId: allocated.allocationId, version: allocated.version + 1 });
  });
});
