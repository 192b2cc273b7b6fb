/**
 * Housing applications in every stage (issue #29, "Done means"): the demo citizen's 公租房 journey
 * from submission to a home — 受理, 初审, 复核, a 公示 list, 轮候 with its 轮候序号, 配租 and 选房 —
 * with an earlier application refused with its reason and one withdrawn; and demo households
 * (fictional names and ID numbers) waiting at 已提交, 受理, 初审, 复核 (so the console's 公示 page
 * has applications to publish), 公示 and 轮候, and one allocated a home awaiting 选房. Every step is
 * taken by demo.clerk through the services (transitionCase, publishPublicityListIn, allocateHome,
 * selectRoom), so the timelines, the 站内信, 历史记录 / 配租记录 / 选房记录, the queue numbers and
 * the audit log read as if the portal had been used. The demo citizen's hand-written records of the
 * same journey (written before online applications existed) are replaced.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { allocateHome, selectRoom } from '@/lib/allocations/allocation';
import { writeApplicationRecord } from '@/lib/allocations/queue';
import { publishPublicityListIn } from '@/lib/applications/publicity';
import { productLabel } from '@/lib/applications/applications';
import { transitionCase, recordWithdrawal } from '@/lib/cases/handling';
import { openCase } from '@/lib/cases/receipts';
import { APPLICATION_RECEIPT_PREFIX } from '@/lib/cases/receipt-number';
import type { CaseStatus } from '@/lib/cases/flow';
import type { Db } from '@/lib/db/client';
import { encryptPii, maskIdNumber, piiDigest, decryptPii } from '@/lib/register/pii';
import { hashPassword } from '@/lib/register/password';
import type { AuditActor } from '@/lib/staff/audit';
import { completeResidentId } from '@/lib/validation/resident-id.mjs';
import type { HousingProduct } from '@/lib/validation/housing-application';
import {
  allocations,
  cases,
  familyMembers,
  housingApplicationMembers,
  housingApplications,
  housingProjects,
  housingRecords,
  housingUnitTypes,
  portalUsers,
  staff,
  type ApplicationData,
} from '../schema';
import { DEMO_CITIZEN } from './demo-citizen';
import type { DemoPart } from './index';
import { cityTime } from './time';

export type SeededApplication = { applicationId: number; caseId: number; receiptNo: string };

/**
 * Writes a submitted application as the citizen's form does (application, its people's digests,
 * the case with its receipt, the 历史记录 line) — directly, because the seed runs before the
 * services' getDb() can answer. Null when the idempotency key was used already.
 */
export async function seedSubmittedApplication(
  db: Db,
  input: { userId: number; product: HousingProduct; data: ApplicationData; idNumbers: string[]; key: string; at: Date },
): Promise<SeededApplication | null> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t
      .insert(housingApplications)
      .values({ userId: input.userId, product: input.product, status: 'submitted', data: input.data, idempotencyKey: input.key, submittedAt: input.at, isDemo: true, createdAt: input.at, updatedAt: input.at })
      .onConflictDoNothing()
      .returning({ id: housingApplications.id });
    if (!row) return null;
    await t.insert(housingApplicationMembers).values(input.idNumbers.map((id) => ({ applicationId: row.id, product: input.product, idNumberHash: piiDigest(id) })));
    const receiptNo = await openCase(t, { kind: 'housing_application', subjectId: row.id, userId: input.userId, at: input.at, prefix: APPLICATION_RECEIPT_PREFIX[input.product], isDemo: true });
    await writeApplicationRecord(t, { userId: input.userId, product: input.product, receiptNo, status: '已提交', detail: `${productLabel(input.product)}申请；已提交，等待受理`, at: input.at });
    const [opened] = await t.select({ id: cases.id }).from(cases).where(and(eq(cases.kind, 'housing_application'), eq(cases.subjectId, row.id)));
    await t.update(housingApplications).set({ caseId: opened!.id }).where(eq(housingApplications.id, row.id));
    return { applicationId: row.id, caseId: opened!.id, receiptNo };
  });
}

type Step = { to: CaseStatus; at: string; noteToCitizen?: string; internalNote?: string };

async function move(db: Db, caseId: number, steps: readonly Step[], actor: AuditActor): Promise<void> {
  for (const step of steps) {
    const [c] = await db.select({ version: cases.version }).from(cases).where(eq(cases.id, caseId));
    await transitionCase(db, { caseId, to: step.to, expectedVersion: c!.version, noteToCitizen: step.noteToCitizen ?? null, internalNote: step.internalNote ?? null }, actor, cityTime(step.at));
  }
}

/** The review steps up to 复核, dated from the submission's day. */
function review(days: [string, string, string]): Step[] {
  return [
    { to: 'accepted', at: days[0], noteToCitizen: '材料齐全，已受理，进入资格初审。' },
    { to: 'first_review', at: days[1], internalNote: '户籍、社保、不动产登记信息已核验一致。' },
    { to: 'second_review', at: days[2], internalNote: '初审通过，提交市级复核。' },
  ];
}

async function publish(db: Db, product: HousingProduct, caseIds: number[], at: string, actor: AuditActor): Promise<void> {
  const rows = await db.select({ caseId: cases.id, version: cases.version }).from(cases).where(inArray(cases.id, caseIds));
  await db.transaction((tx) => publishPublicityListIn(tx as unknown as Db, actor, { product, days: 7, cases: rows, isDemo: true }, cityTime(at)));
}

async function withdraw(db: Db, app: SeededApplication, at: string): Promise<void> {
  const when = cityTime(at);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.update(housingApplications).set({ status: 'withdrawn', withdrawnAt: when, updatedAt: when }).where(eq(housingApplications.id, app.applicationId));
    await t.update(housingApplicationMembers).set({ open: 0 }).where(eq(housingApplicationMembers.applicationId, app.applicationId));
    await recordWithdrawal(t, 'housing_application', app.applicationId, when);
  });
}

/** The first gzf one-room unit type with homes left (else the first with homes left), in project order. */
async function gzfUnitType(db: Db): Promise<number | null> {
  const rows = await db
    .select({ id: housingUnitTypes.id, layout: housingUnitTypes.layout })
    .from(housingUnitTypes)
    .innerJoin(housingProjects, eq(housingProjects.id, housingUnitTypes.projectId))
    .where(and(eq(housingProjects.businessType, 'gzf'), sql`${housingUnitTypes.homesAvailable} > 0`))
    .orderBy(asc(housingProjects.id), asc(housingUnitTypes.sortOrder));
  return (rows.find((r) => r.layout.startsWith('一室')) ?? rows[0])?.id ?? null;
}

async function allocate(db: Db, caseId: number, unitTypeId: number, at: string, actor: AuditActor): Promise<number> {
  const allocated = await allocateHome(db, { caseId, unitTypeId }, actor, cityTime(at));
  return allocated.allocationId;
}

async function select(db: Db, allocationId: number, roomNo: string, slot: string, at: string, actor: AuditActor): Promise<void> {
  const [a] = await db.select({ version: allocations.version }).from(allocations).where(eq(allocations.id, allocationId));
  await selectRoom(db, { allocationId, roomNo, slotStartsAt: cityTime(slot), expectedVersion: a!.version }, actor, cityTime(at));
}

const BASE_DATA = {
  residence: 'local',
  socialInsurance: 'from12',
  housing: 'none',
  income: 'under3000',
  declaration: true,
  consent: true,
} as const;

/** Demo households (fictional): name, mobile, the first 17 digits of the ID number, age, district. */
const HOUSEHOLDS = [
  { name: '陈思远', mobile: '13800000211', id17: '11010519860412301', age: 40, district: 'cj', address: '澄江区滨江路 66 号 2 栋 603' },
  { name: '刘晓燕', mobile: '13800000212', id17: '11010219910823402', age: 35, district: 'bh', address: '北湖区湖滨北路 12 号 5 栋 301' },
  { name: '王建国', mobile: '13800000213', id17: '11010619780105503', age: 48, district: 'yx', address: '云溪区云溪大道 300 号 1 栋 1102' },
  { name: '赵敏', mobile: '13800000214', id17: '11010819930317604', age: 33, district: 'dg', address: '东港区港城路 18 号 7 栋 202' },
  { name: '孙立新', mobile: '13800000215', id17: '11010119840926705', age: 42, district: 'cj', address: '澄江区明德路 210 号 3 栋 401' },
  { name: '周佳怡', mobile: '13800000216', id17: '11010519950602806', age: 31, district: 'bh', address: '北湖区幸福路 90 号 2 栋 1501' },
  { name: '吴海峰', mobile: '13800000217', id17: '11010219800714907', age: 46, district: 'yx', address: '云溪区和园路 25 号 4 栋 902' },
  { name: '郑雅琴', mobile: '13800000218', id17: '11010619890211108', age: 37, district: 'dg', address: '东港区锦绣大道 800 号 6 栋 305' },
  { name: '欧阳明月', mobile: '13800000219', id17: '11010819970930209', age: 29, district: 'cj', address: '澄江区文昌路 7 号 1 栋 208' },
] as const;

const DEMO_PASSWORD_HASH_SOURCE = 'Anju2026demo';

/** The demo citizen's hand-written 公租房 records (and the superseded 保租房 one) that this part replaces. */
const LEGACY_REFERENCES = ['GZ2026-0412', 'BZ2026-10388', '2026年第二批公共租赁住房配租', '2026年第二批选房（顺序号 037）'];

async function writeDemoApplications(db: Db): Promise<void> {
  const [clerkRow] = await db.select({ id: staff.id, login: staff.login, role: staff.role }).from(staff).where(eq(staff.login, 'demo.clerk'));
  const [citizen] = await db
    .select({ id: portalUsers.id, name: portalUsers.name, mobile: portalUsers.mobile, masked: portalUsers.idNumberMasked, cipher: portalUsers.idNumberCipher })
    .from(portalUsers)
    .where(eq(portalUsers.mobile, DEMO_CITIZEN.mobile));
  if (!clerkRow || !citizen?.cipher) return;
  const clerk: AuditActor = { staffId: clerkRow.id, login: clerkRow.login, role: clerkRow.role, address: '' };
  const unitTypeId = await gzfUnitType(db);

  // ── The demo citizen ──
  await db.delete(housingRecords).where(and(eq(housingRecords.userId, citizen.id), eq(housingRecords.isDemo, true), inArray(housingRecords.reference, LEGACY_REFERENCES)));
  const family = await db
    .select({ id: familyMembers.id, name: familyMembers.name, relation: familyMembers.relation, masked: familyMembers.idNumberMasked, cipher: familyMembers.idNumberCipher })
    .from(familyMembers)
    .where(eq(familyMembers.userId, citizen.id))
    .orderBy(asc(familyMembers.id));
  const citizenId = decryptPii(citizen.cipher);
  const citizenData = (district: string, members: typeof family, income: string = BASE_DATA.income): ApplicationData => ({
    ...BASE_DATA,
    income,
    applicant: { name: citizen.name, idNumberMasked: citizen.masked, idNumberCipher: citizen.cipher!, mobile: citizen.mobile },
    members: members.map((m) => ({ familyMemberId: m.id, name: m.name, relation: m.relation, idNumberMasked: m.masked, idNumberCipher: m.cipher })),
    age: 38,
    currentAddress: '澄江区明德路 18 号 3 栋 201',
    district,
    layout: 'one',
  });
  const everyone = [citizenId, ...family.map((m) => decryptPii(m.cipher))];

  // An application of 2025 refused with its reason (the household's income was then above the line).
  const refused = await seedSubmittedApplication(db, { userId: citizen.id, product: 'gzf', data: citizenData('cj', family, 'from3000'), idNumbers: everyone, key: 'demo-application-gzf-2025-refused', at: cityTime('2025-08-04 10:12') });
  if (refused) {
    await move(db, refused.caseId, [
      { to: 'accepted', at: '2025-08-05 09:30' },
      { to: 'first_review', at: '2025-08-08 15:00' },
      { to: 'rejected', at: '2025-08-20 16:40', noteToCitizen: '经核验，您家庭 2024 年人均月收入高于本市公共租赁住房收入准入标准，暂不符合申请条件。收入情况变化后可重新申请；对结果有异议的，可在 15 日内申请复核。' },
    ], clerk);
  }
  // One withdrawn by the citizen while it was being reviewed.
  const withdrawn = await seedSubmittedApplication(db, { userId: citizen.id, product: 'gzf', data: citizenData('bh', []), idNumbers: [citizenId], key: 'demo-application-gzf-2025-withdrawn', at: cityTime('2025-12-01 20:15') });
  if (withdrawn) {
    await move(db, withdrawn.caseId, [{ to: 'accepted', at: '2025-12-02 10:00' }], clerk);
    await withdraw(db, withdrawn, '2025-12-05 18:30');
  }
  // The journey to a home: reviewed, listed in a 公示, queued, allocated a home, the room chosen.
  const housed = await seedSubmittedApplication(db, { userId: citizen.id, product: 'gzf', data: citizenData('cj', family), idNumbers: everyone, key: 'demo-application-gzf-2026-housed', at: cityTime('2026-03-02 09:40') });
  if (housed) {
    await move(db, housed.caseId, review(['2026-03-03 10:20', '2026-03-06 16:00', '2026-03-13 11:30']), clerk);
    await publish(db, 'gzf', [housed.caseId], '2026-03-16 09:30', clerk);
    await move(db, housed.caseId, [{ to: 'queued', at: '2026-03-27 16:20', noteToCitizen: '公示期满无异议，已纳入公共租赁住房轮候。' }], clerk);
    if (unitTypeId) {
      const allocationId = await allocate(db, housed.caseId, unitTypeId, '2026-06-02 10:00', clerk);
      await select(db, allocationId, '3幢502室', '2026-06-10 14:30', '2026-06-10 14:50', clerk);
    }
  }

  // ── Demo households, one in each stage the demo citizen is not ──
  const passwordHash = await hashPassword(DEMO_PASSWORD_HASH_SOURCE);
  const households: ((typeof HOUSEHOLDS)[number] & { userId: number; idNumber: string; data: ApplicationData })[] = [];
  for (const h of HOUSEHOLDS) {
    const idNumber = completeResidentId(h.id17);
    const created = cityTime('2026-09-01 09:00');
    const [row] = await db
      .insert(portalUsers)
      .values({ mobile: h.mobile, passwordHash, name: h.name, idNumberMasked: maskIdNumber(idNumber), idNumberCipher: encryptPii(idNumber), createdAt: created, updatedAt: created })
      .onConflictDoNothing()
      .returning({ id: portalUsers.id });
    if (!row) continue;
    await db.execute(sql`insert into bpr_consent (user_id, agreement_key, version, via, accepted_at) select ${row.id}, a.key, a.version, 'register', ${created} from bpr_agreement a on conflict do nothing`);
    const data: ApplicationData = {
      ...BASE_DATA,
      applicant: { name: h.name, idNumberMasked: maskIdNumber(idNumber), idNumberCipher: encryptPii(idNumber), mobile: h.mobile },
      members: [],
      age: h.age,
      currentAddress: h.address,
      district: h.district,
      layout: 'one',
    };
    households.push({ ...h, userId: row.id, idNumber, data });
  }
  const apply = (i: number, product: HousingProduct, at: string) => {
    const h = households[i];
    return h ? seedSubmittedApplication(db, { userId: h.userId, product, data: h.data, idNumbers: [h.idNumber], key: `demo-application-${h.mobile}-${product}`, at: cityTime(at) }) : Promise.resolve(null);
  };
  await apply(0, 'gzf', '2026-11-27 10:05'); // 已提交
  const accepted = await apply(1, 'gzf', '2026-11-20 14:30');
  if (accepted) await move(db, accepted.caseId, [{ to: 'accepted', at: '2026-11-23 09:15', noteToCitizen: '材料齐全，已受理，进入资格初审。' }], clerk);
  const first = await apply(2, 'gzf', '2026-11-09 16:00');
  if (first) await move(db, first.caseId, review(['2026-11-10 10:00', '2026-11-16 15:30', '2026-11-30 09:00']).slice(0, 2), clerk);
  // Two at 复核, the 公示 page's candidates: a 公租房 and a 保租房 household.
  for (const [i, product, at, days] of [
    [3, 'gzf', '2026-10-26 11:20', ['2026-10-27 09:40', '2026-11-02 14:00', '2026-11-18 10:30']],
    [4, 'bzf', '2026-10-29 19:05', ['2026-10-30 10:10', '2026-11-05 16:20', '2026-11-19 11:00']],
  ] as const) {
    const app = await apply(i, product, at);
    if (app) await move(db, app.caseId, review([...days]), clerk);
  }
  // In a 公示 now: listed on 2026-11-24, its objection period running.
  const listed = await apply(5, 'gzf', '2026-10-12 09:50');
  if (listed) {
    await move(db, listed.caseId, review(['2026-10-13 10:00', '2026-10-20 15:00', '2026-11-06 10:00']), clerk);
    await publish(db, 'gzf', [listed.caseId], '2026-11-24 09:30', clerk);
  }
  // Queued (a 轮候序号), and one allocated a home and waiting to choose the room.
  for (const [i, at, allocateAt] of [
    [6, '2026-07-06 10:30', null],
    [7, '2026-06-15 15:10', '2026-11-18 10:00'],
  ] as const) {
    const app = await apply(i, 'gzf', at);
    if (!app) continue;
    const day = at.slice(0, 10);
    const next = (days: number) => new Date(cityTime(`${day} 10:00`).getTime() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10) + ' 10:00';
    await move(db, app.caseId, review([next(1), next(7), next(21)]), clerk);
    await publish(db, 'gzf', [app.caseId], next(28), clerk);
    await move(db, app.caseId, [{ to: 'queued', at: next(40), noteToCitizen: '公示期满无异议，已纳入公共租赁住房轮候。' }], clerk);
    if (allocateAt && unitTypeId) await allocate(db, app.caseId, unitTypeId, allocateAt, clerk);
  }
  // 保租房 refused with its reason.
  const bzfRefused = await apply(8, 'bzf', '2026-11-02 21:40');
  if (bzfRefused) {
    await move(db, bzfRefused.caseId, [
      { to: 'accepted', at: '2026-11-03 09:30' },
      { to: 'rejected', at: '2026-11-06 15:10', noteToCitizen: '经核验，申请人在本市已有自有住房（不动产登记信息），不符合保障性租赁住房（个人）申请条件。' },
    ], clerk);
  }
}

export const DEMO_APPLICATIONS_PART: DemoPart = { flag: 'demo_seeded_applications_v1', write: writeDemoApplications };
