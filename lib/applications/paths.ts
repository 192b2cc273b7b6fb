import type { HousingProduct } from '@/lib/validation/housing-application';

/** Where the housing applications live and where their forms post. Pure: client leaves read it. */
export const APPLICATION_PATHS = {
  /** The application form (?product=gzf|bzf). */
  formPage: '/t1/housingApply',
  /** The personal-centre list of the user's applications (with the receipt and the way to the timeline). */
  recordPage: '/t1/personalCenter/business_record/housing_application',
  insertApi: '/api/bzf-portal-apply/application/insert',
  withdrawApi: '/api/bzf-portal-apply/application/withdraw',
  /** Where 家庭信息 is kept. */
  familyPage: '/t1/personalCenter/personal_info/gzf_familyInfo',
  /** A case's timeline (lib/cases). */
  casePage: '/t1/personalCenter/message_center/case',
} as const;

export const applicationFormHref = (product: HousingProduct) => `${APPLICATION_PATHS.formPage}?product=${product}`;
export const applicationSubmittedHref = (id: number) => `${APPLICATION_PATHS.recordPage}?submitted=${id}`;
export const applicationWithdrawnHref = (id: number) => `${APPLICATION_PATHS.recordPage}?withdrawn=${id}`;
export const caseHref = (receiptNo: string) => `${APPLICATION_PATHS.casePage}?receipt=${encodeURIComponent(receiptNo)}`;
/** ?failed= of a withdraw that did not happen; ?failed= of a second open application. */
export const NOT_WITHDRAWN = 'notWithdrawn';
export const ALREADY_OPEN = 'alreadyOpen';
