import type { Page } from '@/lib/cms/types';
import { readRecordsQuery } from '@/lib/data-docking/shop-links';
import { listShopIntentions, type ShopIntentionRecord } from '@/lib/data-docking/shop-intentions';
import { definePersonalTemplate } from '../define';
import { loadPersonalTemplatePage, type PersonalCenterPage } from '../personal-centre';
import { first, pagingOf, PERSONAL_PAGE_SIZE } from '../personal-query';
import { shopIntentionsKeys } from './keys';

export type ShopIntentionsData = {
  page: PersonalCenterPage;
  intentions: Page<ShopIntentionRecord>;
  flash: ReturnType<typeof readRecordsQuery>;
};

/** 业务记录 › 商铺意向登记: the user's shop registrations (/t1/register) with 撤回, the same list as /t1/CheckCompanyregister. */
export const shopIntentions = definePersonalTemplate<ShopIntentionsData>({
  ...shopIntentionsKeys,
  async load(req) {
    const page = await loadPersonalTemplatePage(req);
    const { pageNum } = pagingOf(req.searchParams);
    const flash = readRecordsQuery((name) => first(req.searchParams[name]) ?? null);
    const intentions = await listShopIntentions(page.user.userId, { pageNum, pageSize: PERSONAL_PAGE_SIZE });
    return { page, intentions, flash };
  },
});
