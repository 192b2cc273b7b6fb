import { shanghaiDay } from '@/lib/format';
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { ApiError, ERROR_CODES, type ErrorCode } from '@/lib/api/respond';
import type { Page } from '@/lib/cms/types';
import { normalisePaging, toPage } from '@/lib/cms/paging';
import { getDb, type Db } from '@/lib/db/client';
import { openCase } from '@/lib/cases/receipts';
import { recordWithdrawal } from '@/lib/cases/handling';
import { allotmentIntentions, cases, housingProjects, housingUnitTypes } from '@/lib/db/schema';
import { listFamilyMembers } from '@/lib/register/family';
import { encryptPii, maskIdNumber, maskMobile } from '@/lib/register/pii';
import { lockUserForWrite } from '@/lib/register/user-lock';
import {
  ALLOTMENT_MSG,
  formatShanghaiTime,
  registrationWindowFromDays,
  registrationWindowState,
  shanghaiDayStart,
  type AllotmentIntentionInput,
} from '@/lib/validation/allotment-intention';
import { allotmentStatusLabel, withdrawAllotment, type AllotmentStatus } from '@/lib/validation/intention-status';

/**
 * 配售型保障性住房 在线意向登记 (issue #10 part 8): the projects open for registration, and a
 * citizen's registrations. Every registration is read and changed only by its owner: another
 * user's id answers exactly like a missing one.
 */

/**
 * Registrations of one user for one project, withdrawn ones included: one is live at a time, and
 * withdrawing and registering again (to change the unit type) may happen a few times, not without
 * end (a script re-registered 15 times a second before this cap).
 */
export const ALLOTMENT_CAPS = { perProject: 5 } as const;

export const ALLOTMENT_SERVICE_MSG = {
  tooManyForProject: `您对该项目的意向登记（含已撤回的）已达 ${ALLOTMENT_CAPS.perProject} 次，不能再登记；如有疑问请联系项目咨询电话`,
  projectUnavailable: '所选项目不存在或不接受意向登记',
  unitTypeNotInProject: '请选择该项目的户型',
  alreadyRegistered: '您已登记过该项目，请勿重复登记；可在“个人中心—配售记录—意向登记记录”查看或撤回',
  notFound: '意向登记记录不存在',
  changed: '登记状态已变化，请刷新页面后重试',
} as const;

/** An ApiError about one field of the form: the form post names the field, the JSON msg starts with "参数 <field> ". */
export class FieldError extends ApiError {
  constructor(
    readonly field: string,
    message: string,
    status = 400,
    code: ErrorCode = ERROR_CODES.VALIDATION,
  ) {
    super(code, `参数 ${field} ${message}`, status);
    this.name = 'FieldError';
  }
}

const refuseDuplicate = (): never => {
  throw new FieldError('projectId', ALLOTMENT_SERVICE_MSG.alreadyRegistered, 409, ERROR_CODES.CONFLICT);
};

const notFound = () => new ApiError(ERROR_CODES.NOT_FOUND, ALLOTMENT_SERVICE_MSG.notFound, 404);

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/* ---------------------------------------------------------------------------------------------- */
/* Projects open for registration                                                                 */
/* ---------------------------------------------------------------------------------------------- */

export type AllotmentUnitType = {
  id: number;
  layout: string;
  bedrooms: number;
  areaMin: number;
  areaMax: number;
  priceMin: number | null;
  priceMax: number | null;
  homesAvailable: number;
};

export type OpenAllotmentProject = {
  id: number;
  name: string;
  district: string;
  address: string;
  registrationFirstDay: string;
  registrationLastDay: string;
  /** "2026年11月10日", "2026年12月10日": the days as notices state them. */
  windowFirstLabel: string;
  windowLastLabel: string;
  unitTypes: AllotmentUnitType[];
};

export type NextAllotmentWindow = { projectId: number; name: string; registrationFirstDay: string; startsLabel: string };

export { shanghaiDay };

const dayLabel = (day: string) => formatShanghaiTime(shanghaiDayStart(day));

async function unitTypesOf(projectIds: number[]): Promise<Map<number, AllotmentUnitType[]>> {
  const byProject = new Map<number, AllotmentUnitType[]>();
  if (projectIds.length === 0) return byProject;
  const db = await getDb();
  const rows = await db
    .select({
      projectId: housingUnitTypes.projectId,
      id: housingUnitTypes.id,
      layout: housingUnitTypes.layout,
      bedrooms: housingUnitTypes.bedrooms,
      areaMin: housingUnitTypes.areaMin,
      areaMax: housingUnitTypes.areaMax,
      priceMin: housingUnitTypes.priceMin,
      priceMax: housingUnitTypes.priceMax,
      homesAvailable: housingUnitTypes.homesAvailable,
    })
    .from(housingUnitTypes)
    .where(inArray(housingUnitTypes.projectId, projectIds))
    .orderBy(asc(housingUnitTypes.projectId), asc(housingUnitTypes.sortOrder), asc(housingUnitTypes.id));
  for (const { projectId, ...unit } of rows) {
    const list = byProject.get(projectId) ?? [];
    list.push({ ...unit, areaMin: Number(unit.areaMin), areaMax: Number(unit.areaMax) });
    byProject.set(projectId, list);
  }
  return byProject;
}

/**
 * 配售型 projects whose registration window (first..last day, Shanghai days, both included)
 * contains `at`, closing soonest first, with their unit types.
 */
export async function listOpenAllotmentProjects(at: Date = new Date()): Promise<OpenAllotmentProject[]> {
  const db = await getDb();
  const today = shanghaiDay(at);
  const rows = await db
    .select({
      id: housingProjects.id,
      name: housingProjects.name,
      district: housingProjects.district,
      address: housingProjects.address,
      first: housingProjects.registrationFirstDay,
      last: housingProjects.registrationLastDay,
    })
    .from(housingProjects)
    .where(and(eq(housingProjects.businessType, 'psx'), eq(housingProjects.hidden, false), lte(housingProjects.registrationFirstDay, today), gte(housingProjects.registrationLastDay, today)))
    .orderBy(asc(housingProjects.registrationLastDay), asc(housingProjects.id));
  // The same rule as the form's check, so a project listed here is one that accepts a registration.
  const open = rows.filter((r) => r.first && r.last && registrationWindowState(registrationWindowFromDays(r.first, r.last), at).open);
  const units = await unitTypesOf(open.map((r) => r.id));
  return open.map((r) => ({
    id: r.id,
    name: r.name,
    district: r.district,
    address: r.address,
    registrationFirstDay: r.first!,
    registrationLastDay: r.last!,
    windowFirstLabel: dayLabel(r.first!),
    windowLastLabel: dayLabel(r.last!),
    unitTypes: units.get(r.id) ?? [],
  }));
}

/** The next 配售型 registration window to open after `at`, for "no project is open now". */
export async function findNextAllotmentWindow(at: Date = new Date()): Promise<NextAllotmentWindow | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: housingProjects.id, name: housingProjects.name, first: housingProjects.registrationFirstDay })
    .from(housingProjects)
    .where(and(eq(housingProjects.businessType, 'psx'), eq(housingProjects.hidden, false), isNotNull(housingProjects.registrationFirstDay), gt(housingProjects.registrationFirstDay, shanghaiDay(at))))
    .orderBy(asc(housingProjects.registrationFirstDay), asc(housingProjects.id))
    .limit(1);
  if (!row?.first) return null;
  return { projectId: row.id, name: row.name, registrationFirstDay: row.first, startsLabel: dayLabel(row.first) };
}

/* ---------------------------------------------------------------------------------------------- */
/* Registrations                                                                                  */
/* ---------------------------------------------------------------------------------------------- */

export type AllotmentIntention = {
  id: number;
  /** PS-20261126-0007 (lib/cases/receipts.ts); null only for a row stored without its case. */
  receiptNo: string | null;
  projectId: number;
  projectName: string;
  /** `/t1/projectDetail?projectId=…` */
  projectHref: string;
  unitTypeId: number;
  unitTypeLayout: string;
  applicantName: string;
  idNumberMasked: string;
  mobileMasked: string;
  familyMembers: { id: number; name: string; relation: string }[];
  status: AllotmentStatus;
  statusLabel: string;
  canWithdraw: boolean;
  createdAt: string;
  withdrawnAt: string | null;
};

const intentionColumns = {
  id: allotmentIntentions.id,
  receiptNo: cases.receiptNo,
  projectId: allotmentIntentions.projectId,
  projectName: housingProjects.name,
  unitTypeId: allotmentIntentions.unitTypeId,
  unitTypeLayout: housingUnitTypes.layout,
  applicantName: allotmentIntentions.applicantName,
  idNumberMasked: allotmentIntentions.idNumberMasked,
  mobile: allotmentIntentions.mobile,
  familyMembers: allotmentIntentions.familyMembers,
  status: allotmentIntentions.status,
  createdAt: allotmentIntentions.createdAt,
  withdrawnAt: allotmentIntentions.withdrawnAt,
};

type IntentionRow = {
  id: number;
  receiptNo: string | null;
  projectId: number;
  projectName: string;
  unitTypeId: number;
  unitTypeLayout: string;
  applicantName: string;
  idNumberMasked: string;
  mobile: string;
  familyMembers: { id: number; name: string; relation: string }[];
  status: AllotmentStatus;
  createdAt: Date;
  withdrawnAt: Date | null;
};

function toIntention(r: IntentionRow): AllotmentIntention {
  return {
    id: r.id,
    receiptNo: r.receiptNo,
    projectId: r.projectId,
    projectName: r.projectName,
    projectHref: `/t1/projectDetail?projectId=${r.projectId}`,
    unitTypeId: r.unitTypeId,
    unitTypeLayout: r.unitTypeLayout,
    applicantName: r.applicantName,
    idNumberMasked: r.idNumberMasked,
    mobileMasked: maskMobile(r.mobile),
    familyMembers: r.familyMembers.map((m) => ({ id: m.id, name: m.name, relation: m.relation })),
    status: r.status,
    statusLabel: allotmentStatusLabel(r.status, r.withdrawnAt),
    canWithdraw: r.status === 'submitted',
    createdAt: r.createdAt.toISOString(),
    withdrawnAt: r.withdrawnAt ? r.withdrawnAt.toISOString() : null,
  };
}

function intentionQuery(db: Db) {
  return db
    .select(intentionColumns)
    .from(allotmentIntentions)
    .innerJoin(housingProjects, eq(housingProjects.id, allotmentIntentions.projectId))
    .innerJoin(housingUnitTypes, eq(housingUnitTypes.id, allotmentIntentions.unitTypeId))
    .leftJoin(cases, and(eq(cases.kind, 'allotment'), eq(cases.subjectId, allotmentIntentions.id)));
}

async function selectIntentions(where: SQL | undefined) {
  return intentionQuery(await getDb()).where(where);
}

async function findByKey(userId: number, key: string): Promise<AllotmentIntention | null> {
  const [row] = await selectIntentions(and(eq(allotmentIntentions.userId, userId), eq(allotmentIntentions.idempotencyKey, key)));
  return row ? toIntention(row) : null;
}

/** One of the user's registrations, or null (someone else's is null too). */
export async function getAllotmentIntention(userId: number, id: number): Promise<AllotmentIntention | null> {
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await selectIntentions(and(eq(allotmentIntentions.id, id), eq(allotmentIntentions.userId, userId)));
  return row ? toIntention(row) : null;
}

/**
 * Registers the signed-in user's intention for a 配售型 project in its window. A repeated submit
 * with the same idempotency key answers the first registration (also when two arrive together:
 * the unique index decides, the loser reads the winner's row). One live registration per project,
 * and at most ALLOTMENT_CAPS.perProject in all, withdrawn ones included.
 */
export async function createAllotmentIntention(userId: number, input: AllotmentIntentionInput, at: Date = new Date()): Promise<AllotmentIntention> {
  const earlier = await findByKey(userId, input.idempotencyKey);
  if (earlier) return earlier;

  const db = await getDb();
  const [project] = await db
    .select({ id: housingProjects.id, type: housingProjects.businessType, first: housingProjects.registrationFirstDay, last: housingProjects.registrationLastDay, hidden: housingProjects.hidden })
    .from(housingProjects)
    .where(eq(housingProjects.id, input.projectId))
    .limit(1);
  if (!project || project.hidden || project.type !== 'psx' || !project.first || !project.last) throw new FieldError('projectId', ALLOTMENT_SERVICE_MSG.projectUnavailable);
  const state = registrationWindowState(registrationWindowFromDays(project.first, project.last), at);
  if (!state.open) throw new FieldError('projectId', state.message, 409, ERROR_CODES.CONFLICT);

  const [unit] = await db
    .select({ id: housingUnitTypes.id })
    .from(housingUnitTypes)
    .where(and(eq(housingUnitTypes.id, input.unitTypeId), eq(housingUnitTypes.projectId, project.id)))
    .limit(1);
  if (!unit) throw new FieldError('unitTypeId', ALLOTMENT_SERVICE_MSG.unitTypeNotInProject);

  const family = await listFamilyMembers(userId);
  const chosen = input.familyMemberIds.map((id) => family.find((m) => m.id === id));
  if (chosen.some((m) => !m)) throw new FieldError('familyMemberIds', ALLOTMENT_MSG.familyInvalid);

  const [live] = await db
    .select({ id: allotmentIntentions.id })
    .from(allotmentIntentions)
    .where(and(eq(allotmentIntentions.userId, userId), eq(allotmentIntentions.projectId, project.id), sql`${allotmentIntentions.status} not in ('closed', 'rejected')`))
    .limit(1);
  // The live row may be this very submit, sent twice and stored in between by the other request.
  if (live) return (await findByKey(userId, input.idempotencyKey)) ?? refuseDuplicate();

  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      // Counted under the user's row lock, so parallel submits cannot all pass the cap.
      await lockUserForWrite(t, userId);
      const mine = eq(allotmentIntentions.userId, userId);
      const [same] = await t.select({ id: allotmentIntentions.id }).from(allotmentIntentions).where(and(mine, eq(allotmentIntentions.idempotencyKey, input.idempotencyKey)));
      if (same) return same.id;
      const [sofar] = await t.select({ n: count() }).from(allotmentIntentions).where(and(mine, eq(allotmentIntentions.projectId, project.id)));
      if ((sofar?.n ?? 0) >= ALLOTMENT_CAPS.perProject) throw new FieldError('projectId', ALLOTMENT_SERVICE_MSG.tooManyForProject, 409, ERROR_CODES.CONFLICT);
      const [row] = await t
        .insert(allotmentIntentions)
        .values({
          userId,
          projectId: project.id,
          unitTypeId: unit.id,
          applicantName: input.applicantName,
          idNumberMasked: maskIdNumber(input.idNumber),
          idNumberCipher: encryptPii(input.idNumber),
          mobile: input.mobile,
          familyMembers: chosen.map((m) => ({ id: m!.id, name: m!.name, relation: m!.relation })),
          idempotencyKey: input.idempotencyKey,
        })
        .returning({ id: allotmentIntentions.id, createdAt: allotmentIntentions.createdAt });
      if (!row) throw new Error('allotment intention insert returned nothing');
      await openCase(t, { kind: 'allotment', subjectId: row.id, userId, scopeId: project.id, at: row.createdAt });
      return row.id;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Either the same submit won the race (answer its row) or another live registration did.
    return (await findByKey(userId, input.idempotencyKey)) ?? refuseDuplicate();
  }
  const created = await getAllotmentIntention(userId, id);
  if (!created) throw new Error('allotment intention vanished after insert');
  return created;
}

/** The user's registrations, newest first. */
export async function listAllotmentIntentions(userId: number, input: { pageNum?: number; pageSize?: number } = {}): Promise<Page<AllotmentIntention>> {
  const paging = normalisePaging(input);
  const db = await getDb();
  const where = eq(allotmentIntentions.userId, userId);
  const [totals] = await db.select({ total: count() }).from(allotmentIntentions).where(where);
  const total = totals?.total ?? 0;
  if (total === 0 || paging.offset >= total) return toPage([], total, paging);
  const rows = await intentionQuery(db)
    .where(where)
    .orderBy(desc(allotmentIntentions.createdAt), desc(allotmentIntentions.id))
    .limit(paging.pageSize)
    .offset(paging.offset);
  return toPage(rows.map(toIntention), total, paging);
}

/**
 * Withdraws one of the user's registrations while it is 已提交 (it is closed, reads 已撤回 and is kept).
 * Someone else's id, or none, answers 404 exactly like a missing one and changes nothing.
 */
export async function withdrawAllotmentIntention(userId: number, id: number, at: Date = new Date()): Promise<AllotmentIntention> {
  const current = await getAllotmentIntention(userId, id);
  if (!current) throw notFound();
  const decision = withdrawAllotment(current.status, current.withdrawnAt);
  if (!decision.ok) throw new ApiError(ERROR_CODES.CONFLICT, decision.message, 409);
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(allotmentIntentions)
      .set({ status: decision.next, withdrawnAt: at, updatedAt: at })
      .where(and(eq(allotmentIntentions.id, id), eq(allotmentIntentions.userId, userId), eq(allotmentIntentions.status, current.status)))
      .returning({ id: allotmentIntentions.id });
    if (updated) await recordWithdrawal(tx as unknown as Db, 'allotment', updated.id, at);
    return updated;
  });
  const after = await getAllotmentIntention(userId, id);
  if (!after) throw notFound();
  if (!row) {
    // Changed in between (staff accepted it, or a second withdraw won): answer as the rule says now.
    const again = withdrawAllotment(after.status, after.withdrawnAt);
    throw new ApiError(ERROR_CODES.CONFLICT, again.ok ? ALLOTMENT_SERVICE_MSG.changed : again.message, 409);
  }
  return after;
}
