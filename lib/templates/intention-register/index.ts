import type { IntentionRegisterProps } from '@/components/business/IntentionRegister';
import { readAllotmentFlash } from '@/lib/business/allotment-paths';
import type { Page } from '@/lib/cms/types';
import { getAllotmentIntention, listAllotmentIntentions, type AllotmentIntention } from '@/lib/data-docking/allotment-intentions';
import { definePersonalTemplate } from '../define';
import { loadPersonalTemplatePage, type PersonalCenterPage } from '../personal-centre';
import { first, pagingOf, PERSONAL_PAGE_SIZE } from '../personal-query';
import type { SearchParams } from '../types';
import { intentionRegisterKeys } from './keys';

export type IntentionRegisterData = {
  page: PersonalCenterPage;
  intentions: Page<AllotmentIntention>;
  flash: IntentionRegisterProps['flash'];
  keep: Record<string, string | undefined>;
};

/** The notice after a registration or a withdrawal, only for the user's own registration. */
async function flashOf(userId: number, query: SearchParams): Promise<IntentionRegisterProps['flash']> {
  const asked = readAllotmentFlash((name) => first(query[name]));
  if (!asked) return null;
  const own = asked.id === null ? null : await getAllotmentIntention(userId, asked.id);
  if (own) return { kind: asked.kind, projectName: own.projectName, receiptNo: own.receiptNo };
  // Someone else's or a missing id: say only that nothing was withdrawn, naming nothing.
  return asked.kind === 'notWithdrawn' ? { kind: asked.kind, projectName: '', receiptNo: null } : null;
}

/** 意向登记记录: the user's allotment-sale registrations (shop registrations have their own page, shop-intentions). */
export const intentionRegister = definePersonalTemplate<IntentionRegisterData>({
  ...intentionRegisterKeys,
  async load(req) {
    const page = await loadPersonalTemplatePage(req);
    const { pageNum, keep } = pagingOf(req.searchParams);
    const intentions = await listAllotmentIntentions(page.user.userId, { pageNum, pageSize: PERSONAL_PAGE_SIZE });
    const flash = await flashOf(page.user.userId, req.searchParams);
    return { page, intentions, flash, keep };
  },
});
