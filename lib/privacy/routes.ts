/** The form posts of 我的数据 and the agreements' interstitial (app/api/bzf-portal-register/privacy/*). */
export const PRIVACY_API = {
  reauth: '/api/bzf-portal-register/privacy/reauth',
  export: '/api/bzf-portal-register/privacy/export',
  contactConsent: '/api/bzf-portal-register/privacy/contactConsent',
  deleteAccount: '/api/bzf-portal-register/privacy/deleteAccount',
  acceptAgreements: '/api/bzf-portal-register/privacy/acceptAgreements',
} as const;
