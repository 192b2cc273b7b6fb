/**
 * The demo citizen's cases in every status (issue #28 part 2): shop intentions from 已提交 (one of
 * them past its pledge) to 已结束 and one withdrawn, the registration and the applications the
 * earlier parts wrote brought to the status their rows show — each step taken by the demo
 * caseworker (demo.clerk) through the handling service, so the timelines, the 站内信 and the
 * audit log read as if the console had been used. After the citizen, the jobs and the staff parts.
 */
import { and, asc, eq } from 'drizzle-orm';
import { CASE_FLOWS, type CaseStatus } from '@/lib/cases/flow';
import { addNote, recordWithdrawal, transitionCase } from '@/lib/cases/handling';
import { openCase } from '@/lib/cases/receipts';
import type { Db } from '@/lib/db/client';
import type { AuditActor } from '@/lib/staff/audit';
import { allotmentIntentions, cases, jobApplications, portalUsers, shopIntentions, shops, staff } from '../schema';
import { DEMO_CITIZEN } from './demo-citizen';
import type { DemoPart } from './index';
import { cityTime } from './time';

type Step = { to: CaseStatus; at: string; noteToCitizen?: string; internalNote?: string };

const SHOP_CASES: { key: string; created: string; use: string; steps: Step[]; withdrawnAt?: string }[] = [
  { key: 'demo-case-shop-1', created: '2026-11-27 09:12', use: 'convenience', steps: [] },
  // Past its pledge (5 working days to accept): the inbox marks it overdue.
  { key: 'demo-case-shop-2', created: '2026-11-10 15:40', use: 'retail', steps: [] },
  {
    key: 'demo-case-shop-3',
    created: '2026-11-16 10:05',
    use: 'catering',
    steps: [{ to: 'accepted', at: '2026-11-17 09:30', noteToCitizen: '已受理，招商专员将在 5 个工作日内与您电话联系。', internalNote: '意向铺位 A-101，面积匹配。' }],
  },
  {
    key: 'demo-case-shop-4',
    created: '2026-11-05 14:20',
    use: 'catering',
    steps: [
      { to: 'accepted', at: '2026-11-06 10:00' },
      { to: 'contacted', at: '2026-11-09 16:15', noteToCitizen: '已电话沟通租金与装修期，请留意后续看铺安排。', internalNote: '申请人希望免租期 2 个月。' },
    ],
  },
  {
    key: 'demo-case-shop-5',
    created: '2026-10-20 11:00',
    use: 'retail',
    steps: [
      { to: 'accepted', at: '2026-10-21 09:10' },
      { to: 'contacted', at: '2026-10-23 15:00' },
      { to: 'closed', at: '2026-10-30 17:20', noteToCitizen: '该铺位已由其他商户承租，欢迎关注后续招租信息。' },
    ],
  },
  { key: 'demo-case-shop-6', created: '2026-11-18 20:30', use: 'convenience', steps: [], withdrawnAt: '2026-11-19 08:45' },
];

/** The status the earlier parts' rows show, taken in these steps (from 已提交). */
const CATCH_UP: Partial<Record<CaseStatus, Step[]>> = {
  reviewing: [{ to: 'reviewing', at: '2026-11-13 09:05', noteToCitizen: '已进入资格审核，审核结果将通过站内信告知。' }],
  screening: [{ to: 'screening', at: '2026-11-20 10:00' }],
};

async function writeDemoCases(db: Db): Promise<void> {
  const [user] = await db.select({ id: portalUsers.id }).from(portalUsers).where(eq(portalUsers.mobile, DEMO_CITIZEN.mobile));
  const [clerk] = await db.select({ id: staff.id, login: staff.login, role: staff.role }).from(staff).where(eq(staff.login, 'demo.clerk'));
  if (!user || !clerk) return;
  const actor: AuditActor = { staffId: clerk.id, login: clerk.login, role: clerk.role, address: '' };

  async function take(caseId: number, steps: Step[]): Promise<void> {
    for (const step of steps) {
      const [c] = await db.select({ version: cases.version }).from(cases).where(eq(cases.id, caseId));
      await transitionCase(db, { caseId, to: step.to, expectedVersion: c!.version, noteToCitizen: step.noteToCitizen, internalNote: step.internalNote }, actor, cityTime(step.at));
    }
  }

  // The registration and applications written before cases had statuses: catch their cases up.
  const earlier = await db.select().from(cases).where(and(eq(cases.userId, user.id), eq(cases.status, 'submitted'))).orderBy(asc(cases.id));
  for (const c of earlier) {
    const target = await subjectStatus(db, c.kind, c.subjectId);
    const steps = target ? CATCH_UP[target] : undefined;
    if (steps && CASE_FLOWS[c.kind].moves.submitted?.includes(steps[0]!.to)) await take(c.id, steps);
  }

  const [shop] = await db.select({ id: shops.id }).from(shops).orderBy(asc(shops.id)).limit(1);
  for (const s of SHOP_CASES) {
    const createdAt = cityTime(s.created);
    const [row] = await db
      .insert(shopIntentions)
      .values({
        userId: user.id,
        applicantKind: 'person',
        personName: DEMO_CITIZEN.name,
        contactName: DEMO_CITIZEN.name,
        mobile: DEMO_CITIZEN.mobile,
        shopIds: shop ? [shop.id] : [],
        areaMin: 40,
        areaMax: 80,
        intendedUse: s.use,
        idempotencyKey: s.key,
        isDemo: true,
        createdAt,
        updatedAt: createdAt,
      })
      .onConflictDoNothing()
      .returning({ id: shopIntentions.id });
    if (!row) continue;
    const receiptNo = await openCase(db, { kind: 'shop_intention', subjectId: row.id, userId: user.id, at: createdAt, isDemo: true });
    const [c] = await db.select({ id: cases.id }).from(cases).where(eq(cases.receiptNo, receiptNo));
    await take(c!.id, s.steps);
    if (s.withdrawnAt) {
      const at = cityTime(s.withdrawnAt);
      await db.update(shopIntentions).set({ status: 'closed', withdrawnAt: at, updatedAt: at }).where(eq(shopIntentions.id, row.id));
      await recordWithdrawal(db, 'shop_intention', row.id, at);
    }
    if (s.key === 'demo-case-shop-3') await addNote(db, { caseId: c!.id, internalNote: '已约 11 月 20 日看铺。' }, actor, cityTime('2026-11-18 11:00'));
  }
}

async function subjectStatus(db: Db, kind: string, subjectId: number): Promise<CaseStatus | null> {
  if (kind === 'allotment') {
    const [row] = await db.select({ status: allotmentIntentions.status }).from(allotmentIntentions).where(eq(allotmentIntentions.id, subjectId));
    return row?.status ?? null;
  }
  if (kind === 'job_application') {
    const [row] = await db.select({ status: jobApplications.status }).from(jobApplications).where(eq(jobApplications.id, subjectId));
    return row?.status ?? null;
  }
  return null;
}

export const DEMO_CASES_PART: DemoPart = { flag: 'demo_seeded_cases_v1', write: writeDemoCases };
