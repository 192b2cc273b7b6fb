/**
 * What was typed in the allotment registration while the citizen goes to 家庭信息 to add a family
 * member: kept in this tab's sessionStorage (gone with the tab), read once on return, and only for
 * half an hour. The form's idempotency key is not kept: the page renders a fresh one.
 */
export type KeptAllotment = {
  applicantName: string;
  idNumber: string;
  mobile: string;
  projectId: string;
  unitTypeId: string;
  familyMemberIds: string[];
};

export const KEPT_ALLOTMENT_KEY = 'bzf.allotmentForm';
const MAX_AGE_MS = 30 * 60 * 1000;

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (private mode, a policy): the form still works, it only forgets.
    return null;
  }
};

export function keepAllotment(values: KeptAllotment, now = Date.now()): void {
  try {
    storage()?.setItem(KEPT_ALLOTMENT_KEY, JSON.stringify({ at: now, values }));
  } catch {
    // Full or refused: nothing kept.
  }
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= 64;

export function readKeptAllotment(now = Date.now()): KeptAllotment | null {
  const raw = storage()?.getItem(KEPT_ALLOTMENT_KEY);
  if (!raw) return null;
  try {
    const { at, values: v } = JSON.parse(raw) as { at?: unknown; values?: Partial<Record<keyof KeptAllotment, unknown>> };
    if (typeof at !== 'number' || now - at > MAX_AGE_MS || now < at || !v) return null;
    const ids = Array.isArray(v.familyMemberIds) ? v.familyMemberIds.filter(isText).slice(0, 20) : [];
    if (![v.applicantName, v.idNumber, v.mobile, v.projectId, v.unitTypeId].every(isText)) return null;
    return {
      applicantName: v.applicantName as string,
      idNumber: v.idNumber as string,
      mobile: v.mobile as string,
      projectId: v.projectId as string,
      unitTypeId: v.unitTypeId as string,
      familyMemberIds: ids,
    };
  } catch {
    return null;
  }
}

export function forgetKeptAllotment(): void {
  storage()?.removeItem(KEPT_ALLOTMENT_KEY);
}
