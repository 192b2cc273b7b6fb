import { FORM_FAILED } from '@/lib/forms/failure-query';

/** Where the allotment-sale registration lives and where its form posts go. Pure: client leaves read it. */
export const ALLOTMENT_PATHS = {
  /** The 业务办理 page with the online registration. */
  formPage: '/t1/ywbl_01',
  /** The personal-centre list of the user's registrations. */
  recordPage: '/t1/personalCenter/allotment_sale_record/intention_register',
  insertApi: '/api/bzf-portal-data-docking/dataMiddleOffice/insertAllotmentIntention',
  selectApi: '/api/bzf-portal-data-docking/dataMiddleOffice/selectAllotmentIntention',
  withdrawApi: '/api/bzf-portal-data-docking/dataMiddleOffice/withdrawAllotmentIntention',
  /** Where 家庭信息 is kept. */
  familyPage: '/t1/personalCenter/personal_info/gzf_familyInfo',
} as const;

/** 家庭信息 with the way back to the registration (the page offers 返回意向登记 after saving). */
export const allotmentFamilyHref = () => `${ALLOTMENT_PATHS.familyPage}?returnTo=${encodeURIComponent(ALLOTMENT_PATHS.formPage)}`;

export const allotmentSubmittedHref = (id: number) => `${ALLOTMENT_PATHS.recordPage}?submitted=${id}`;
export const allotmentWithdrawnHref = (id: number) => `${ALLOTMENT_PATHS.recordPage}?withdrawn=${id}`;
/** ?failed= of a withdraw that did not happen (missing, someone else's, or no longer 已提交). */
export const NOT_WITHDRAWN = 'notWithdrawn';
/** The record page naming one registration (`?id=`), when the posted id is one; a failure's query joins it. */
export const allotmentRecordHref = (id: string | null | undefined) =>
  id && /^[1-9]\d{0,8}$/.test(id.trim()) ? `${ALLOTMENT_PATHS.recordPage}?id=${id.trim()}` : ALLOTMENT_PATHS.recordPage;

const positiveId = (raw: string | null | undefined): number | null => (raw && /^[1-9]\d{0,8}$/.test(raw.trim()) ? Number(raw.trim()) : null);

export type AllotmentFlashQuery = { kind: 'submitted' | 'withdrawn' | 'notWithdrawn'; id: number | null };

/**
 * The record page's notice, as its query asks for it: `?submitted=<id>`, `?withdrawn=<id>`, or a
 * withdraw that did not happen (`?failed=notWithdrawn&id=<id>`, lib/forms/failure-query.ts). The
 * page names a project only when the id is the user's own registration.
 */
export function readAllotmentFlash(get: (name: string) => string | null | undefined): AllotmentFlashQuery | null {
  for (const kind of ['submitted', 'withdrawn'] as const) {
    const id = positiveId(get(kind));
    if (id !== null) return { kind, id };
  }
  return get(FORM_FAILED) === NOT_WITHDRAWN ? { kind: 'notWithdrawn', id: positiveId(get('id')) } : null;
}
