/**
 * 公租房 / 保租房（个人） online applications (issue #29 part 1, the rules of part 5). Submitting
 * checks the answers with the self-check's rules (lib/eligibility) and names the refusing rule at
 * its fields, copies the chosen family members (names, relations, encrypted ID numbers) from 家庭信息
 * into the application, and opens its case (receipt GZ-… / BZ-…) in the same transaction. One open
 * application per user and product, and one ID number in at most one open application of a
 * product (across accounts): both are unique indexes, so two submits at once cannot both win.
 * Handling is the cases' (lib/cases/handling.ts); a withdrawn application stays as it was, and
 * applying again makes a new one.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { getDb, type Db } from '@/lib/db/client';
import { cases, familyMembers, housingApplicationMembers, housingApplications, type ApplicationData, type CompanyApplicationData } from '@/lib/db/schema';
import { evaluateRuleSet } from '@/lib/eligibility/evaluate';
import { ELIGIBILITY_RULE_SETS } from '@/lib/eligibility/rules';
import type { EligibilityAnswers, QuestionId } from '@/lib/eligibility/questions';
import { openCase } from '@/lib/cases/receipts';
import { writeApplicationRecord } from '@/lib/allocations/queue';
import { recordWithdrawal } from '@/lib/cases/handling';
import { APPLICATION_RECEIPT_PREFIX } from '@/lib/cases/receipt-number';
import { statusLabel, type CaseStatus } from '@/lib/cases/flow';
import { encryptPii, maskIdNumber, piiDigest } from '@/lib/register/pii';
import { lockUserForWrite } from '@/lib/register/user-lock';
import { APPLICATION_PRODUCT_LABELS, type ApplicationProduct } from './products';
import { HOUSING_APPLICATION_MSG, type HousingApplicationInput, type HousingProduct } from '@/lib/validation/housing-application';

export const APPLICATION_MSG = {
  alreadyOpen: (product: string) => `您已有一份${product}申请正在办理中，不能重复申请；可在“个人中心—历史记录”查看或撤回后重新申请`,
  memberInOpen: (product: string) => `申请人或所选家庭成员已在另一份办理中的${product}申请内，同一人不能同时出现在两份申请中`,
  notFound: '申请记录不存在',
  notWithdrawable: (status: string) => `申请当前为“${status}”，已不能撤回；如需撤回请联系经办窗口`,
  changed: '申请状态已变化，请刷新页面后重试',
} as const;

export const productLabel = (product: ApplicationProduct): string => APPLICATION_PRODUCT_LABELS[product];

/** Field problems found by the service: `{ field: message }` (form-route names them at the fields). */
export class ApplicationFieldsError extends ApiError {
  constructor(readonly fields: Record<string, string>) {
    super(ERROR_CODES.VALIDATION, Object.entries(fields).map(([f, m]) => `参数 ${f} ${m}`).join('；'), 400);
    this.name = 'ApplicationFieldsError';
  }
}

export const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string; constraint?: string }; constraint?: string };
  return e?.code === '23505' || e?.cause?.code === '23505';
};
export const constraintOf = (error: unknown): string => {
  const e = error as { constraint?: string; cause?: { constraint?: string }; message?: string; detail?: string };
  return e?.constraint ?? e?.cause?.constraint ?? String(e?.message ?? '');
};

/** The self-check's rules of the product, applied to the application's answers; the refused rules at their fields. */
export function eligibilityProblems(product: HousingProduct | 'gycq', input: Pick<HousingApplicationInput, 'residence' | 'socialInsurance' | 'housing' | 'income' | 'age' | 'talent'>, familySize: number): Record<string, string> {
  const set = ELIGIBILITY_RULE_SETS.find((s) => s.business === product);
  if (!set) throw new Error(`no rule set for ${product}`);
  const answers = { residence: input.residence, socialInsurance: input.socialInsurance, housing: input.housing, income: input.income, age: input.age, talent: input.talent, familySize } as EligibilityAnswers;
  const result = evaluateRuleSet(set, answers);
  const problems: Record<string, string> = {};
  set.rules.forEach((rule, i) => {
    const outcome = result.rules[i];
    if (!outcome || outcome.outcome === 'pass') return;
    // The field of the rule's first question: the one the citizen changes to meet it.
    const q: QuestionId = rule.ways[0]?.when[0]?.q ?? 'residence';
    const field = q === 'familySize' ? 'familyMemberIds' : q;
    if (!problems[field]) problems[field] = outcome.reason;
  });
  return problems;
}

export type HousingApplication = {
  id: number;
  product: ApplicationProduct;
  productLabel: string;
  status: CaseStatus;
  statusLabel: string;
  receiptNo: string | null;
  applicantName: string;
  members: { name: string; relation: string; idNumberMasked: string }[];
  district: string;
  layout: string;
  /** 共有产权 申购 (and a company's wanted project): the project named. */
  project: { id: number; name: string } | null;
  submittedAt: string;
  withdrawnAt: string | null;
};

const columns = {
  id: housingApplications.id,
  product: housingApplications.product,
  status: housingApplications.status,
  data: housingApplications.data,
  submittedAt: housingApplications.submittedAt,
  withdrawnAt: housingApplications.withdrawnAt,
  receiptNo: cases.receiptNo,
};

function toApplication(row: { id: number; product: ApplicationProduct; status: string; data: ApplicationData | CompanyApplicationData; submittedAt: Date; withdrawnAt: Date | null; receiptNo: string | null }): HousingApplication {
  const status = row.status as CaseStatus;
  return {
    id: row.id,
    product: row.product,
    productLabel: productLabel(row.product),
    status,
    statusLabel: statusLabel('housing_application', status),
    receiptNo: row.receiptNo,
    applicantName: row.data.applicant.name,
    members: row.data.members.map((m) => ({ name: m.name, relation: m.relation, idNumberMasked: m.idNumberMasked })),
    district: row.data.district,
    layout: row.data.layout,
    project: row.data.project ?? null,
    submittedAt: row.submittedAt.toISOString(),
    withdrawnAt: row.withdrawnAt ? row.withdrawnAt.toISOString() : null,
  };
}

function query(db: Db) {
  return db.select(columns).from(housingApplications).leftJoin(cases, eq(cases.id, housingApplications.caseId));
}

/** One of the user's applications; someone else's reads as missing (null). */
export async function getHousingApplication(userId: number, id: number): Promise<HousingApplication | null> {
  const db = await getDb();
  const [row] = await query(db).where(and(eq(housingApplications.id, id), eq(housingApplications.userId, userId)));
  return row ? toApplication(row) : null;
}

/** The user's applications, newest first. */
export async function listHousingApplications(userId: number): Promise<HousingApplication[]> {
  const db = await getDb();
  const rows = await query(db).where(eq(housingApplications.userId, userId)).orderBy(desc(housingApplications.submittedAt), desc(housingApplications.id));
  return rows.map(toApplication);
}

async function findByKey(userId: number, key: string): Promise<HousingApplication | null> {
  const db = await getDb();
  const [row] = await query(db).where(and(eq(housingApplications.userId, userId), eq(housingApplications.idempotencyKey, key)));
  return row ? toApplication(row) : null;
}

export const alreadyOpen = (product: ApplicationProduct) => new ApiError(ERROR_CODES.APPLICATION_OPEN, APPLICATION_MSG.alreadyOpen(productLabel(product)), 409);
export const memberInOpen = (product: ApplicationProduct) => new ApiError(ERROR_CODES.APPLICATION_OPEN, APPLICATION_MSG.memberInOpen(productLabel(product)), 409);

/**
 * Submits an application. A repeated submit with the same idempotency key answers the first one.
 * Refused, storing nothing: a rule of the product not met (400, at the fields), a family member
 * not in the caller's 家庭信息 (400 at familyMemberIds), an open application of the product
 * already (409 APPLICATION_OPEN), a person already in another open application of the product
 * (409 APPLICATION_OPEN).
 */
export async function submitHousingApplication(userId: number, input: HousingApplicationInput, at: Date = new Date()): Promise<HousingApplication> {
  const earlier = await findByKey(userId, input.idempotencyKey);
  if (earlier) return earlier;
  const product = input.product as HousingProduct;
  const db = await getDb();
  const family = await db
    .select({ id: familyMembers.id, name: familyMembers.name, relation: familyMembers.relation, idNumberMasked: familyMembers.idNumberMasked, idNumberCipher: familyMembers.idNumberCipher, digest: familyMembers.idNumberDigest })
    .from(familyMembers)
    .where(and(eq(familyMembers.userId, userId), input.familyMemberIds.length ? inArray(familyMembers.id, input.familyMemberIds) : undefined));
  const chosen = input.familyMemberIds.map((id) => family.find((m) => m.id === id));
  if (chosen.some((m) => !m)) throw new ApplicationFieldsError({ familyMemberIds: HOUSING_APPLICATION_MSG.familyInvalid });
  const members = chosen as NonNullable<(typeof chosen)[number]>[];
  const applicantDigest = piiDigest(input.idNumber);
  if (members.some((m) => m.digest === applicantDigest)) throw new ApplicationFieldsError({ familyMemberIds: '申请人本人不需要选为家庭成员' });

  const problems = eligibilityProblems(product, input, members.length + 1);
  if (Object.keys(problems).length) throw new ApplicationFieldsError(problems);

  const data: ApplicationData = {
    applicant: { name: input.applicantName, idNumberMasked: maskIdNumber(input.idNumber), idNumberCipher: encryptPii(input.idNumber), mobile: input.mobile },
    members: members.map((m) => ({ familyMemberId: m.id, name: m.name, relation: m.relation, idNumberMasked: m.idNumberMasked, idNumberCipher: m.idNumberCipher })),
    residence: input.residence,
    socialInsurance: input.socialInsurance,
    housing: input.housing,
    income: input.income,
    age: input.age,
    talent: input.talent,
    currentAddress: input.currentAddress,
    district: input.district,
    layout: input.layout,
    declaration: true,
    consent: true,
  };

  try {
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await lockUserForWrite(t, userId);
      const [same] = await t.select({ id: housingApplications.id }).from(housingApplications).where(and(eq(housingApplications.userId, userId), eq(housingApplications.idempotencyKey, input.idempotencyKey)));
      if (same) return;
      const [row] = await t
        .insert(housingApplications)
        .values({ userId, product, status: 'submitted', data, idempotencyKey: input.idempotencyKey, submittedAt: at, createdAt: at, updatedAt: at })
        .returning({ id: housingApplications.id });
      if (!row) throw new Error('housing application insert returned nothing');
      await t.insert(housingApplicationMembers).values([applicantDigest, ...members.map((m) => m.digest)].map((idNumberHash) => ({ applicationId: row.id, product, idNumberHash })));
      const receiptNo = await openCase(t, { kind: 'housing_application', subjectId: row.id, userId, at, prefix: APPLICATION_RECEIPT_PREFIX[product] });
      // 历史记录 lists it from now on; the moves of its case update the line (lib/cases/handling.ts).
      await writeApplicationRecord(t, { userId, product, receiptNo, status: '已提交', detail: `${productLabel(product)}申请；已提交，等待受理`, at });
      const [opened] = await t.select({ id: cases.id }).from(cases).where(and(eq(cases.kind, 'housing_application'), eq(cases.subjectId, row.id)));
      await t.update(housingApplications).set({ caseId: opened!.id }).where(eq(housingApplications.id, row.id));
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const again = await findByKey(userId, input.idempotencyKey);
    if (again) return again;
    throw constraintOf(error).includes('bha_application_member') ? memberInOpen(product) : alreadyOpen(product);
  }
  const created = await findByKey(userId, input.idempotencyKey);
  if (!created) throw new Error('housing application vanished after insert');
  return created;
}

/** The citizen may withdraw until the review reaches 公示 (after that, only the hall can). */
const WITHDRAWABLE: readonly CaseStatus[] = ['submitted', 'accepted', 'first_review', 'second_review', 'correction'];

/**
 * Withdraws one of the user's open applications (it reads 已撤回 and is kept; its people are free
 * to apply again, as a new application). Someone else's id answers 404 like a missing one.
 */
export async function withdrawHousingApplication(userId: number, id: number, at: Date = new Date()): Promise<HousingApplication> {
  const current = await getHousingApplication(userId, id);
  if (!current) throw new ApiError(ERROR_CODES.NOT_FOUND, APPLICATION_MSG.notFound, 404);
  if (!WITHDRAWABLE.includes(current.status)) throw new ApiError(ERROR_CODES.CONFLICT, APPLICATION_MSG.notWithdrawable(current.statusLabel), 409);
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // The case first (as a handler's move takes it), so a move and a withdrawal queue, not interleave.
    const [kase] = await t
      .select({ status: cases.status })
      .from(cases)
      .where(and(eq(cases.kind, 'housing_application'), eq(cases.subjectId, id)))
      .for('update');
    if (!kase || !WITHDRAWABLE.includes(kase.status)) return false;
    const [updated] = await t
      .update(housingApplications)
      .set({ status: 'withdrawn', withdrawnAt: at, updatedAt: at })
      .where(and(eq(housingApplications.id, id), eq(housingApplications.userId, userId)))
      .returning({ id: housingApplications.id });
    if (!updated) return false;
    await t.update(housingApplicationMembers).set({ open: 0 }).where(eq(housingApplicationMembers.applicationId, id));
    await recordWithdrawal(t, 'housing_application', id, at);
    return true;
  });
  const after = await getHousingApplication(userId, id);
  if (!after) throw new ApiError(ERROR_CODES.NOT_FOUND, APPLICATION_MSG.notFound, 404);
  if (!done) throw new ApiError(ERROR_CODES.CONFLICT, WITHDRAWABLE.includes(after.status) ? APPLICATION_MSG.changed : APPLICATION_MSG.notWithdrawable(after.statusLabel), 409);
  return after;
}
