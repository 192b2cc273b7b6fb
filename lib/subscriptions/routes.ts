/** The form posts of 订阅 and 我的订阅 (app/api/bzf-portal-register/subscriptions/*). */
export const SUBSCRIPTION_API = {
  follow: '/api/bzf-portal-register/subscriptions/follow',
  frequency: '/api/bzf-portal-register/subscriptions/frequency',
  unsubscribe: '/api/bzf-portal-register/subscriptions/unsubscribe',
} as const;
