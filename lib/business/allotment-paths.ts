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

export const allotmentSubmittedHref = (id: number) => `${ALLOTMENT_PATHS.recordPage}?submitted=${id}`;
export const allotmentWithdrawnHref = (id: number) => `${ALLOTMENT_PATHS.recordPage}?withdrawn=${id}`;
export const allotmentNotWithdrawnHref = (id: number) => `${ALLOTMENT_PATHS.recordPage}?notWithdrawn=${id}`;
