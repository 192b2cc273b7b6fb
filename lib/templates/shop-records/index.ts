import type { Page } from '@/lib/cms/types';
import { listShopIntentions, type ShopIntentionRecord } from '@/lib/data-docking/shop-intentions';
import { readRecordsQuery, SHOP_PAGES, type WithdrawError } from '@/lib/data-docking/shop-links';
import { pageMetadata } from '@/lib/seo';
import { requireUser } from '@/lib/session';
import { columnDescription, columnLabel } from '../column-meta';
import { loadTemplatePage, type TemplatePageState } from '../column-state';
import { defineTemplate } from '../define';
import { toUrlSearchParams } from '../types';
import { shopRecordsKeys } from './keys';

export type ShopRecordsData = {
  state: TemplatePageState;
  page: Page<ShopIntentionRecord>;
  submitted?: number;
  withdrawn?: number;
  withdrawError?: WithdrawError;
};

/** /t1/CheckCompanyregister: the signed-in user's own shop registrations and their status. */
export const shopRecords = defineTemplate<ShopRecordsData>({
  ...shopRecordsKeys,
  async load(req) {
    const user = await requireUser(SHOP_PAGES.records);
    const params = toUrlSearchParams(req.searchParams);
    const { pageNum, ...notices } = readRecordsQuery((n) => params.get(n));
    const state = await loadTemplatePage(req.routePath, 'shop-records', {});
    return { state, page: await listShopIntentions(user.userId, { pageNum }), ...notices };
  },
  metadata(req, { state }) {
    return { ...pageMetadata({ title: columnLabel(req, state), description: columnDescription(req, state), path: SHOP_PAGES.records }), robots: { index: false, follow: false } };
  },
});
