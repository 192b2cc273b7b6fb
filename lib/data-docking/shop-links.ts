/**
 * The pages and calls of the shop service, as paths (pure: server components, client leaves and
 * route handlers share them). Only ids and fixed codes go into a query string, never what a
 * person typed.
 */

export const SHOP_API = {
  selectShop: '/api/bzf-portal-data-docking/dataMiddleOffice/selectShop',
  insertShopIntention: '/api/bzf-portal-data-docking/dataMiddleOffice/insertShopIntention',
  selectShopIntention: '/api/bzf-portal-data-docking/dataMiddleOffice/selectShopIntention',
  withdrawShopIntention: '/api/bzf-portal-data-docking/dataMiddleOffice/withdrawShopIntention',
} as const;

export const SHOP_PAGES = {
  search: '/t1/businessHandle',
  register: '/t1/register',
  records: '/t1/CheckCompanyregister',
  /** The same registrations in the personal centre (业务记录 › 商铺意向登记). */
  personal: '/t1/personalCenter/business_record/shop_intention',
} as const;

/** Where a withdraw form came from (its hidden `from` field), so the answer goes back there. */
export type ShopRecordsPage = 'records' | 'personal';
export const shopRecordsPage = (from: unknown): ShopRecordsPage => (from === 'personal' ? 'personal' : 'records');

export const shopHref = (id: number) => `/t1/shopInfo?shopId=${id}`;
export const commercialProjectHref = (id: number) => `/t1/shopProjectInfo?projectId=${id}`;
export const registerHref = (shopId?: number) => (shopId ? `${SHOP_PAGES.register}?shopId=${shopId}` : SHOP_PAGES.register);
export const submittedHref = (id: number) => `${SHOP_PAGES.records}?submitted=${id}`;
export const withdrawnHref = (id: number, from: ShopRecordsPage = 'records') => `${SHOP_PAGES[from]}?withdrawn=${id}`;
export { loginHref } from '@/lib/session/redirect';
import { formFailureHref, FORM_FAILED, FORM_FIELDS, FORM_REASON, readFormFailure } from '@/lib/forms/failure-query';

/** Field names of the registration form that may travel in `?invalid=` (names, never values). */
export const INTENTION_FIELD_NAMES = [
  'applicantKind',
  'companyName',
  'creditCode',
  'personName',
  'contactName',
  'mobile',
  'shopIds',
  'areaMin',
  'areaMax',
  'intendedUse',
  'experience',
  'idempotencyKey',
] as const;
export type IntentionFieldName = (typeof INTENTION_FIELD_NAMES)[number];

export function isIntentionFieldName(name: string): name is IntentionFieldName {
  return (INTENTION_FIELD_NAMES as readonly string[]).includes(name);
}

/** `/t1/register?failed=invalid&fields=companyName,mobile`: the wrong fields of a form posted without JavaScript (lib/forms/failure-query.ts). */
export function invalidHref(fields: readonly string[]): string {
  const names = INTENTION_FIELD_NAMES.filter((n) => fields.includes(n));
  return formFailureHref(SHOP_PAGES.register, names.length ? { reason: FORM_REASON.invalid, fields: names } : { reason: FORM_REASON.busy });
}

/** Reads `?fields=` back: known field names only, in form order. */
export function parseInvalidFields(raw: string | null | undefined): IntentionFieldName[] {
  return readFormFailure((n) => (n === FORM_FAILED ? FORM_REASON.invalid : n === FORM_FIELDS ? (raw ?? null) : null), INTENTION_FIELD_NAMES).fields;
}

/** Why a withdraw posted without JavaScript did not happen (`?failed=`, lib/api/withdraw-failure.ts). */
export const WITHDRAW_ERRORS = { notfound: '登记记录不存在', locked: '只有“已提交”的登记可以撤回', busy: '系统繁忙，请稍后再试' } as const;
export type WithdrawError = keyof typeof WITHDRAW_ERRORS;

const positiveId = (raw: string | null | undefined): number | undefined => (raw && /^[1-9]\d{0,8}$/.test(raw.trim()) ? Number(raw.trim()) : undefined);

/** /t1/register's own query: the shop to check at first, and what a no-JavaScript post came back with. */
export function readRegisterQuery(get: (name: string) => string | null): { shopId?: number; invalid: IntentionFieldName[]; error?: 'busy' } {
  const shopId = positiveId(get('shopId'));
  const failure = readFormFailure(get, INTENTION_FIELD_NAMES);
  return { ...(shopId ? { shopId } : {}), invalid: failure.fields, ...(failure.reason === FORM_REASON.busy ? { error: 'busy' as const } : {}) };
}

/** /t1/CheckCompanyregister's own query: notices after a submit or a withdraw (`?failed=notfound|locked|busy`), and the page. */
export function readRecordsQuery(get: (name: string) => string | null): { submitted?: number; withdrawn?: number; withdrawError?: WithdrawError; pageNum: number } {
  const submitted = positiveId(get('submitted'));
  const withdrawn = positiveId(get('withdrawn'));
  const withdrawError = readFormFailure(get, [], Object.keys(WITHDRAW_ERRORS) as WithdrawError[]).reason as WithdrawError | undefined;
  const pageNum = positiveId(get('pageNum')) ?? 1;
  return { ...(submitted ? { submitted } : {}), ...(withdrawn ? { withdrawn } : {}), ...(withdrawError && Object.hasOwn(WITHDRAW_ERRORS, withdrawError) ? { withdrawError } : {}), pageNum: Math.min(pageNum, 10_000) };
}
