/**
 * 保障性租赁住房 企业申请 (issue #29 part 1): a company applies for homes for its staff. The account
 * that submits is the company's 经办人 (the portal has no separate company accounts: the company is
 * named by its 统一社会信用代码, checked with GB 32100's check characters). Its staff sit in
 * bha_application_member as 保租房 people, so a staff member cannot also be in an open personal
 * 保租房 application, or in another company's (the unique index decides; the loser 409 `4093`).
 * The case is a `housing_application` (the same review stages), receipt BZQ-….
 */
import { and, eq } from 'drizzle-orm';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import { getDb } from '@/lib/db/client';
import { housingProjects, type CompanyApplicationData } from '@/lib/db/schema';
import { encryptPii, maskIdNumber, piiDigest } from '@/lib/register/pii';
import { COMPANY_APPLICATION_MSG, staffOf, type CompanyApplicationInput } from '@/lib/validation/company-application';
import { ApplicationFieldsError, type HousingApplication } from './applications';
import { applicationByKey, storeApplication } from './store';

export const COMPANY_MSG = {
  staffInOpen: '有职工已在另一份办理中的保障性租赁住房申请（个人或其他企业）内，同一人不能同时出现在两份申请中；请核对职工名单',
} as const;

export async function submitCompanyApplication(userId: number, input: CompanyApplicationInput, at: Date = new Date()): Promise<HousingApplication> {
  const earlier = await applicationByKey(userId, input.idempotencyKey);
  if (earlier) return earlier;
  let project: { id: number; name: string } | undefined;
  if (input.projectId) {
    const db = await getDb();
    const [row] = await db
      .select({ id: housingProjects.id, name: housingProjects.name })
      .from(housingProjects)
      .where(and(eq(housingProjects.id, input.projectId), eq(housingProjects.businessType, 'bzf'), eq(housingProjects.hidden, false)));
    if (!row) throw new ApplicationFieldsError({ projectId: COMPANY_APPLICATION_MSG.projectId });
    project = row;
  }
  const staff = staffOf(input);
  if (staff.length === 0) throw new ApiError(ERROR_CODES.VALIDATION, COMPANY_APPLICATION_MSG.staffEmpty, 400);
  const data: CompanyApplicationData = {
    kind: 'company',
    company: { name: input.companyName, creditCode: input.creditCode, homesWanted: input.homesWanted },
    applicant: { name: input.contactName, idNumberMasked: '', idNumberCipher: '', mobile: input.contactMobile },
    members: staff.map((s) => ({ familyMemberId: 0, name: s.name, relation: '职工', idNumberMasked: maskIdNumber(s.idNumber), idNumberCipher: encryptPii(s.idNumber) })),
    district: input.district,
    layout: input.layout,
    ...(project ? { project } : {}),
    declaration: true,
    consent: true,
  };
  return storeApplication({
    userId,
    product: 'bzf_company',
    projectId: null,
    data,
    memberDigests: staff.map((s) => piiDigest(s.idNumber)),
    idempotencyKey: input.idempotencyKey,
    ...(project ? { project } : {}),
    at,
    memberInOpenMessage: COMPANY_MSG.staffInOpen,
  });
}
