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
import { FORM_FAILED, FORM_FIELDS, FORM_REASON, readFormFailure } from '@/lib/forms/failure-query';
import { ALLOTMENT_FORM_FIELDS } from '@/lib/validation/allotment-intention';

/**
 * What the 配售型 online registration (on /t1/ywbl_01) needs for one request: the projects open
 * now, the next window when none is, the signed-in user's 家庭信息 and profile for prefilling, and a
 * fresh idempotency key. The page is personal and never cached.
 */

export { ALLOTMENT_FORM_FIELDS };
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
  /** Fields a no-JavaScript post came back with (?failed=invalid&fields=a,b), known names only. */
  invalid: AllotmentFormField[];
  /** ?failed=…: the post came back without storing anything (`invalid` names the fields when that was why). */
  failed: boolean;
  /** ?projectId= of an open project: chosen when the form opens (a notice's link names its project). */
  chosenProjectId: number | null;
};

/** `?fields=` of `?failed=invalid` → the known field names it lists, in form order (anything else is ignored). */
export function parseInvalidFields(value: string | null | undefined): AllotmentFormField[] {
  return readFormFailure((n) => (n === FORM_FAILED ? FORM_REASON.invalid : n === FORM_FIELDS ? value : null), ALLOTMENT_FORM_FIELDS).fields;
}

/** The page's query (lib/forms/failure-query.ts): `failed` and `fields`. */
export type AllotmentFormQuery = { failed?: string | null; fields?: string | null; projectId?: string | null };

export async function loadAllotmentForm(userId: number | null, query: AllotmentFormQuery = {}, at: Date = new Date()): Promise<AllotmentFormData> {
  const failure = readFormFailure((n) => (n === FORM_FAILED ? query.failed : n === FORM_FIELDS ? query.fields : null), ALLOTMENT_FORM_FIELDS);
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
    invalid: failure.fields,
    failed: failure.reason !== undefined,
    chosenProjectId: projects.find((p) => String(p.id) === query.projectId)?.id ?? null,
  };
}
