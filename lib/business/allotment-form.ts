import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { portalUsers } from '@/lib/db/schema';
import {
  findNextAllotmentWindow,
  listOpenAllotmentProjects,
  type NextAllotmentWindow,
  type OpenAllotmentProject,
} from '@/lib/data-docking/allotment-intentions';
import { listFamilyMembers, type FamilyMember } from '@/lib/register/family';

/**
 * What the 配售型 online registration (on /t1/ywbl_01) needs for one request: the projects open
 * now, the next window when none is, the signed-in user's 家庭信息 and profile for prefilling, and a
 * fresh idempotency key. The page is personal and never cached.
 */

/** The form's fields, in order: `?invalid=` may name only these. */
export const ALLOTMENT_FORM_FIELDS = ['applicantName', 'idNumber', 'mobile', 'projectId', 'unitTypeId', 'familyMemberIds', 'idempotencyKey'] as const;
export type AllotmentFormField = (typeof ALLOTMENT_FORM_FIELDS)[number];

export type AllotmentFormApplicant = {
  /** Prefill: the profile's name and mobile (the ID number is only stored masked, so it is typed). */
  name: string;
  mobile: string;
  idNumberMasked: string;
  familyMembers: FamilyMember[];
};

export type AllotmentFormData = {
  /** null for an anonymous visitor. */
  applicant: AllotmentFormApplicant | null;
  projects: OpenAllotmentProject[];
  nextWindow: NextAllotmentWindow | null;
  idempotencyKey: string;
  /** Fields a no-JavaScript post came back with (?invalid=a,b), known names only. */
  invalid: AllotmentFormField[];
  /** ?failed=1: the post failed for another reason. */
  failed: boolean;
};

/** `?invalid=` → the known field names it lists (anything else is ignored). */
export function parseInvalidFields(value: string | null | undefined): AllotmentFormField[] {
  if (!value) return [];
  const names = new Set(value.split(','));
  return ALLOTMENT_FORM_FIELDS.filter((f) => names.has(f));
}

export async function loadAllotmentForm(
  userId: number | null,
  query: { invalid?: string | null; failed?: string | null } = {},
  at: Date = new Date(),
): Promise<AllotmentFormData> {
  const projects = await listOpenAllotmentProjects(at);
  const nextWindow = projects.length ? null : await findNextAllotmentWindow(at);
  let applicant: AllotmentFormApplicant | null = null;
  if (userId !== null) {
    const db = await getDb();
    const [profile] = await db
      .select({ name: portalUsers.name, mobile: portalUsers.mobile, idNumberMasked: portalUsers.idNumberMasked })
      .from(portalUsers)
      .where(eq(portalUsers.id, userId));
    if (profile) applicant = { ...profile, familyMembers: await listFamilyMembers(userId) };
  }
  return {
    applicant,
    projects,
    nextWindow,
    idempotencyKey: randomUUID(),
    invalid: parseInvalidFields(query.invalid),
    failed: query.failed === '1',
  };
}
