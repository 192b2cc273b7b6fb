/**
 * The demo citizen's 保租房（个人）application waiting for 补正 (issue #29 part 2): submitted with
 * its 居民身份证 uploaded, accepted by demo.clerk, who then asked for the 劳动合同或就业协议 — so the
 * application page shows what is asked and by when, and the console lists it under 补正. Written
 * through the services (transitionCase, requestCorrection) so the timeline, the 站内信 and the
 * audit log read as if the console had been used. Its own part, after the staff and the cases.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { requestCorrection } from '@/lib/applications/correction';
import { checkMaterialFile } from '@/lib/applications/materials';
import { writeApplicationRecord } from '@/lib/allocations/queue';
import { transitionCase } from '@/lib/cases/handling';
import { openCase } from '@/lib/cases/receipts';
import { APPLICATION_RECEIPT_PREFIX } from '@/lib/cases/receipt-number';
import { makePdf } from '@/lib/files/demo-pdf';
import { shanghaiDay } from '@/lib/format';
import type { Db } from '@/lib/db/client';
import { decryptPii, piiDigest } from '@/lib/register/pii';
import type { AuditActor } from '@/lib/staff/audit';
import { addWorkingDays } from '@/lib/cases/flow';
import { applicationMaterials, cases, housingApplicationMembers, housingApplications, portalUsers, staff, type ApplicationData } from '../schema';
import { DEMO_CITIZEN } from './demo-citizen';
import type { DemoPart } from './index';
import { cityTime } from './time';

const KEY = 'demo-application-bzf-correction';

async function writeDemoCorrection(db: Db): Promise<void> {
  const [user] = await db
    .select({ id: portalUsers.id, name: portalUsers.name, mobile: portalUsers.mobile, masked: portalUsers.idNumberMasked, cipher: portalUsers.idNumberCipher })
    .from(portalUsers)
    .where(eq(portalUsers.mobile, DEMO_CITIZEN.mobile));
  const [clerk] = await db.select({ id: staff.id, login: staff.login, role: staff.role }).from(staff).where(eq(staff.login, 'demo.clerk'));
  if (!user?.cipher || !clerk) return;
  // Another part (or the citizen) may already hold the open 保租房 application: one per product.
  const [open] = await db
    .select({ id: housingApplications.id })
    .from(housingApplications)
    .where(and(eq(housingApplications.userId, user.id), eq(housingApplications.product, 'bzf'), sql`${housingApplications.status} not in ('rejected', 'withdrawn')`));
  if (open) return;
  const actor: AuditActor = { staffId: clerk.id, login: clerk.login, role: clerk.role, address: '' };
  const submittedAt = cityTime('2026-11-24 09:20');
  const data: ApplicationData = {
    applicant: { name: user.name, idNumberMasked: user.masked, idNumberCipher: user.cipher, mobile: user.mobile },
    members: [],
    residence: 'local',
    socialInsurance: 'from12',
    housing: 'none',
    income: 'under3000',
    age: 38,
    currentAddress: '澄江区明德路 18 号 3 栋 201',
    district: 'cj',
    layout: 'one',
    declaration: true,
    consent: true,
  };
  const id = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t
      .insert(housingApplications)
      .values({ userId: user.id, product: 'bzf', status: 'submitted', data, idempotencyKey: KEY, submittedAt, isDemo: true, createdAt: submittedAt, updatedAt: submittedAt })
      .onConflictDoNothing()
      .returning({ id: housingApplications.id });
    if (!row) return null;
    await t.insert(housingApplicationMembers).values({ applicationId: row.id, product: 'bzf', idNumberHash: piiDigest(decryptPii(user.cipher!)) });
    const receiptNo = await openCase(t, { kind: 'housing_application', subjectId: row.id, userId: user.id, at: submittedAt, prefix: APPLICATION_RECEIPT_PREFIX.bzf });
    await writeApplicationRecord(t, { userId: user.id, product: 'bzf', receiptNo, status: '已提交', detail: '保障性租赁住房（个人）申请；已提交，等待受理', at: submittedAt });
    const [opened] = await t.select({ id: cases.id }).from(cases).where(and(eq(cases.kind, 'housing_application'), eq(cases.subjectId, row.id)));
    await t.update(housingApplications).set({ caseId: opened!.id }).where(eq(housingApplications.id, row.id));
    const file = await checkMaterialFile('居民身份证.pdf', makePdf('ID card (demo)'));
    await t.insert(applicationMaterials).values({
      applicationId: row.id,
      userId: user.id,
      itemKey: 'id_card',
      fileName: file.fileName,
      mediaType: file.mediaType,
      size: file.stored.byteLength,
      sha256: createHash('sha256').update(file.stored).digest('hex'),
      bytes: file.stored,
      uploadedAt: submittedAt,
    });
    return opened!.id;
  });
  if (!id) return;
  const [c] = await db.select({ version: cases.version }).from(cases).where(eq(cases.id, id));
  const acceptedAt = cityTime('2026-11-25 10:00');
  const accepted = await transitionCase(db, { caseId: id, to: 'accepted', expectedVersion: c!.version }, actor, acceptedAt);
  // The deadline follows the seed's run, so the demo never opens on an overdue 补正.
  const now = new Date(Math.max(Date.now(), acceptedAt.getTime() + 60_000));
  await requestCorrection(
    db,
    { caseId: id, expectedVersion: accepted.version, items: ['employment'], note: '未上传劳动合同或就业协议，请上传加盖单位公章的劳动合同首页和签字页。', deadline: shanghaiDay(addWorkingDays(now, 10)) },
    actor,
    now,
  );
}

export const DEMO_CORRECTION_PART: DemoPart = { flag: 'demo_seeded_application_correction_v1', write: writeDemoCorrection };
