import { caseOfCitizen, type CitizenCase } from '@/lib/cases/messages';
import { normaliseReceipt } from '@/lib/cases/receipts';
import { getDb } from '@/lib/db/client';
import { readFormFailure, type ReadFormFailure } from '@/lib/forms/failure-query';
import { RATING_FIELDS } from '@/lib/validation/rating';
import { definePersonalTemplate } from '../define';
import { loadPersonalTemplatePage, type PersonalCenterPage } from '../personal-centre';
import { first } from '../personal-query';
import { caseDetailKeys } from './keys';

const REASONS = ['rated', 'notEnded', 'notFound'] as const;

export type CaseDetailData = {
  page: PersonalCenterPage;
  found: CitizenCase | null;
  /** Just rated (?rated=1). */
  rated: boolean;
  failure: ReadFormFailure<(typeof RATING_FIELDS)[number], (typeof REASONS)[number]>;
};

/** 办件详情 (?receipt=SY-…): one of the user's own cases, its timeline with the notes written to them. */
export const caseDetail = definePersonalTemplate<CaseDetailData>({
  ...caseDetailKeys,
  async load(req) {
    const page = await loadPersonalTemplatePage(req);
    const receipt = normaliseReceipt(first(req.searchParams.receipt) ?? '');
    const found = receipt ? await caseOfCitizen(await getDb(), page.user.userId, receipt) : null;
    const failure = readFormFailure((n) => first(req.searchParams[n]), RATING_FIELDS, REASONS);
    return { page, found, rated: first(req.searchParams.rated) === '1', failure };
  },
});
