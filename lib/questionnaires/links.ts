/**
 * Addresses of the questionnaire pages and API (pure: pages, handlers and the form's script share
 * them). Only ids and field names ever go into these URLs, never what someone answered.
 */
export const QN_PAGE = '/questionnaireFilling';

export const QN_API = {
  list: '/api/bzf-portal-background/bpbQuestionnaireEntity/selectOpenList',
  one: '/api/bzf-portal-background/bpbQuestionnaireEntity/selectById',
  submit: '/api/bzf-portal-background/bpbQuestionnaireEntity/submit',
  results: '/api/bzf-portal-background/bpbQuestionnaireEntity/selectResults',
} as const;

export type QnView = 'form' | 'thanks' | 'results';

export const questionnaireHref = (id: number) => `${QN_PAGE}?id=${id}`;
export const thanksHref = (id: number) => `${QN_PAGE}?id=${id}&view=thanks`;
export const resultsHref = (id: number) => `${QN_PAGE}?id=${id}&view=results`;
/**
 * Why a plain form post came back (lib/forms/failure-query.ts's `?failed=`, next to `?id=`):
 * invalid (with `&fields=q…`) and busy as every form; limit: this address's answers for today;
 * often: too many refused posts, nothing kept; verify: a signed-out post without the browser check
 * (sign in, or turn scripts on).
 */
export const QN_FAILED = { limit: 'limit', often: 'often', verify: 'verify' } as const;
export const QN_FAILED_REASONS = Object.values(QN_FAILED);
export type QnFailed = (typeof QN_FAILED)[keyof typeof QN_FAILED];
export const submitAction = (id: number) => `${QN_API.submit}?id=${id}`;
/** Sign in, then back to the questionnaire (or to `back`, e.g. its kept answers). */
export const loginHref = (id: number, back = questionnaireHref(id)) => `/login?redirect=${encodeURIComponent(back)}`;
