import { lookupByTicket, type PublicCase } from '@/lib/cases/lookup';
import { checkTicket } from '@/lib/cases/lookup-ticket';
import { getDb } from '@/lib/db/client';
import { readFormFailure, type ReadFormFailure } from '@/lib/forms/failure-query';
import { pageMetadata } from '@/lib/seo';
import { CASE_LOOKUP_FIELDS } from '@/lib/validation/case-lookup';
import { loadTemplatePage, type TemplatePageState } from '../column-state';
import { defineTemplate } from '../define';
import { toUrlSearchParams } from '../types';
import { caseQueryKeys } from './keys';

const REASONS = ['notFound', 'limited'] as const;

export type CaseQueryFailure = ReadFormFailure<(typeof CASE_LOOKUP_FIELDS)[number], (typeof REASONS)[number]>;

export type CaseQueryData = {
  state: TemplatePageState;
  /** The case a valid ticket names; null without one. */
  found: PublicCase | null;
  /** A ticket was given but has expired or does not check out: ask again. */
  stale: boolean;
  failure: CaseQueryFailure;
};

/** /t1/caseQuery (办件进度查询): the form, and the masked progress of the case a fresh ticket names. */
export const caseQuery = defineTemplate<CaseQueryData>({
  ...caseQueryKeys,
  shell: (req) => ({ title: req.routeTitle, current: req.routeTitle, sideMenu: false }),
  async load(req) {
    const params = toUrlSearchParams(req.searchParams);
    const state = await loadTemplatePage(req.routePath, 'case-query', {});
    const receiptNo = checkTicket((n) => params.get(n));
    const found = receiptNo ? await lookupByTicket(await getDb(), receiptNo) : null;
    const failure = readFormFailure((n) => params.get(n), CASE_LOOKUP_FIELDS, REASONS);
    return { state, found, stale: params.has('sig') && !found, failure };
  },
  metadata(req) {
    return { ...pageMetadata({ title: req.routeTitle, description: '凭受理编号和申请人姓名（或手机号后四位）查询商铺意向、配售登记、岗位投递等业务的办理进度。', path: req.routePath }), robots: { index: true, follow: true } };
  },
});
