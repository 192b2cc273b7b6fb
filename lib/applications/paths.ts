import type { ApplicationProduct } from './products';

/** Where the housing applications live and where their forms post. Pure: client leaves read it. */
export const APPLICATION_PATHS = {
  /** The application form (?product=gzf|bzf). */
  formPage: '/t1/housingApply',
  /** 历史记录: one line per application (its receipt leads to the case's timeline). */
  recordPage: '/t1/personalCenter/business_record/allotment',
  insertApi: '/api/bzf-portal-apply/application/insert',
  withdrawApi: '/api/bzf-portal-apply/application/withdraw',
  /** Where 家庭信息 is kept. */
  familyPage: '/t1/personalCenter/personal_info/gzf_familyInfo',
  /** A case's timeline (lib/cases). */
  casePage: '/t1/personalCenter/message_center/case',
} as const;

export const applicationFormHref = (product: ApplicationProduct) => `${APPLICATION_PATHS.formPage}?product=${product}`;
/** The thank-you (the form page naming the application just stored) and the page after a withdrawal. */
export const applicationSubmittedHref = (id: number) => `${APPLICATION_PATHS.formPage}?submitted=${id}`;
export const applicationWithdrawnHref = (id: number) => `${APPLICATION_PATHS.formPage}?withdrawn=${id}`;
export const caseHref = (receiptNo: string) => `${APPLICATION_PATHS.casePage}?receipt=${encodeURIComponent(receiptNo)}`;
/** ?failed= of a withdraw that did not happen; ?failed= of a second open application. */
export const NOT_WITHDRAWN = 'notWithdrawn';
export const ALREADY_OPEN = 'alreadyOpen';
/** ?failed= of a 共有产权 申购 whose project is not in its window. */
export const SUBSCRIPTION_CLOSED_REASON = 'closed';
export const companyApplyApi = '/api/bzf-portal-apply/application/company';
export const gycqApplyApi = '/api/bzf-portal-apply/application/gycq';
/** The 共有产权 申购 form with the project chosen (the 申购公告's action link). */
export const gycqApplyHref = (projectId: number) => `${APPLICATION_PATHS.formPage}?product=gycq&projectId=${projectId}`;
export const housingDraftApi = '/api/bzf-portal-apply/draft';
