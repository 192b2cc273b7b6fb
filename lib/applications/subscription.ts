/**
 * 共有产权住房 申购 (issue #29 part 1): a household subscribes to one 共有产权 project while the
 * project is in its 申购 window — the project's window days (`registration_first_day` ..
 * `registration_last_day`, Shanghai calendar days, inclusive; the same columns hold a 配售型
 * project's 意向登记 window). The answers are judged by the self-check's 共有产权 rules; one open
 * subscription per household and project (the applicant and each family member in at most one
 * open subscription of the project; the unique indexes decide, the loser 409 `4093`). The case is
 * a `housing_application`, receipt GC-….
 */
import { and, eq, inArray } from 'drizzle-orm';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { getDb, type Db } from '@/lib/db/client';
import { familyMembers, housingProjects, type ApplicationData } from '@/lib/db/schema';
import { beijingDay } from '@/lib/cases/receipt-number';
import { encryptPii, maskIdNumber, piiDigest } from '@/lib/register/pii';
import { HOUSING_APPLICATION_MSG } from '@/lib/validation/housing-application';
import type { GycqSubscriptionInput } from '@/lib/validation/gycq-subscription';
import { ApplicationFieldsError, eligibilityProblems, type HousingApplication } from './applications';
import { applicationByKey, storeApplication } from './store';

export const SUBSCRIPTION_MSG = {
  notGycq: '所选项目不是共有产权住房项目，不能申购',
  notOpenYet: (name: string, first: string) => `「${name}」的申购尚未开始（${first} 起可申购）`,
  closed: (name: string, last: string) => `「${name}」的申购已于 ${last} 截止`,
  noWindow: (name: string) => `「${name}」目前没有申购安排，请留意申购公告`,
  memberInOpen: '申请人或所选家庭成员已在该项目另一份办理中的申购内，同一户同一项目只能申购一次',
} as const;

export type SubscriptionProject = { id: number; name: string; district: string; firstDay: string; lastDay: string };

type ProjectRow = { id: number; name: string; district: string; businessType: string; hidden: boolean; firstDay: string | null; lastDay: string | null };

/** Why the project cannot be subscribed to on `day`, or null when it can. */
export function windowProblem(p: ProjectRow | undefined, day: string): string | null {
  if (!p || p.hidden || p.businessType !== 'gycq') return SUBSCRIPTION_MSG.notGycq;
  if (!p.firstDay || !p.lastDay) return SUBSCRIPTION_MSG.noWindow(p.name);
  if (day < p.firstDay) return SUBSCRIPTION_MSG.notOpenYet(p.name, p.firstDay);
  if (day > p.lastDay) return SUBSCRIPTION_MSG.closed(p.name, p.lastDay);
  return null;
}

const projectColumns = {
  id: housingProjects.id,
  name: housingProjects.name,
  district: housingProjects.district,
  businessType: housingProjects.businessType,
  hidden: housingProjects.hidden,
  firstDay: housingProjects.registrationFirstDay,
  lastDay: housingProjects.registrationLastDay,
};

async function readProject(t: Db, id: number): Promise<ProjectRow | undefined> {
  const [row] = await t.select(projectColumns).from(housingProjects).where(eq(housingProjects.id, id));
  return row;
}

/** 共有产权 projects in their 申购 window on `at`'s Shanghai day (the form's choices). */
export async function projectsInWindow(at: Date = new Date()): Promise<SubscriptionProject[]> {
  const db = await getDb();
  const day = beijingDay(at);
  const rows = await db.select(projectColumns).from(housingProjects).where(and(eq(housingProjects.businessType, 'gycq'), eq(housingProjects.hidden, false)));
  return rows
    .filter((r) => windowProblem(r, day) === null)
    .map((r) => ({ id: r.id, name: r.name, district: r.district, firstDay: r.firstDay!, lastDay: r.lastDay! }))
    .sort((a, b) => a.lastDay.localeCompare(b.lastDay) || a.id - b.id);
}

const closedError = (message: string) => new ApiError(ERROR_CODES.SUBSCRIPTION_CLOSED, message, 409);

export async function submitGycqSubscription(userId: number, input: GycqSubscriptionInput, at: Date = new Date()): Promise<HousingApplication> {
  const earlier = await applicationByKey(userId, input.idempotencyKey);
  if (earlier) return earlier;
  const db = await getDb();
  const day = beijingDay(at);
  const project = await readProject(db, input.projectId);
  const refused = windowProblem(project, day);
  if (refused) throw closedError(refused);

  const family = await db
    .select({ id: familyMembers.id, name: familyMembers.name, relation: familyMembers.relation, idNumberMasked: familyMembers.idNumberMasked, idNumberCipher: familyMembers.idNumberCipher, digest: familyMembers.idNumberDigest })
    .from(familyMembers)
    .where(and(eq(familyMembers.userId, userId), input.familyMemberIds.length ? inArray(familyMembers.id, input.familyMemberIds) : undefined));
  const chosen = input.familyMemberIds.map((id) => family.find((m) => m.id === id));
  if (chosen.some((m) => !m)) throw new ApplicationFieldsError({ familyMemberIds: HOUSING_APPLICATION_MSG.familyInvalid });
  const members = chosen as NonNullable<(typeof chosen)[number]>[];
  const applicantDigest = piiDigest(input.idNumber);
  if (members.some((m) => m.digest === applicantDigest)) throw new ApplicationFieldsError({ familyMemberIds: '申请人本人不需要选为家庭成员' });

  const problems = eligibilityProblems('gycq', input, members.length + 1);
  if (Object.keys(problems).length) throw new ApplicationFieldsError(problems);

  const named = { id: project!.id, name: project!.name };
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
    project: named,
  };
  return storeApplication({
    userId,
    product: 'gycq',
    projectId: named.id,
    data,
    memberDigests: [applicantDigest, ...members.map((m) => m.digest)],
    idempotencyKey: input.idempotencyKey,
    project: named,
    at,
    memberInOpenMessage: SUBSCRIPTION_MSG.memberInOpen,
    // The window is read again inside the transaction: a window that closed meanwhile refuses.
    inside: async (t) => {
      const again = windowProblem(await readProject(t, named.id), beijingDay(at));
      if (again) throw closedError(again);
    },
  });
}
