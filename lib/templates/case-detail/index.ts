import { caseOfCitizen, type CitizenCase } from '@/lib/cases/messages';
import { normaliseReceipt } from '@/lib/cases/receipts';
import { getDb } from '@/lib/db/client';
import { definePersonalTemplate } from '../define';
import { loadPersonalTemplatePage, type PersonalCenterPage } from '../personal-centre';
import { first } from '../personal-query';
import { caseDetailKeys } from './keys';

export type CaseDetailData = { page: PersonalCenterPage; found: CitizenCase | null };

/** 办件详情 (?receipt=SY-…): one of the user's own cases, its timeline with the notes written to them. */
export const caseDetail = definePersonalTemplate<CaseDetailData>({
  ...caseDetailKeys,
  async load(req) {
    const page = await loadPersonalTemplatePage(req);
    const receipt = normaliseReceipt(first(req.searchParams.receipt) ?? '');
    const found = receipt ? await caseOfCitizen(await getDb(), page.user.userId, receipt) : null;
    return { page, found };
  },
});
