import { listShopChoices, type ShopChoiceGroup } from '@/lib/data-docking/shops';
import { readRegisterQuery, SHOP_PAGES, type IntentionFieldName } from '@/lib/data-docking/shop-links';
import { toQueryString } from '@/lib/navigation/paths';
import { pageMetadata } from '@/lib/seo';
import { requireUser } from '@/lib/session';
import { columnDescription, columnLabel } from '../column-meta';
import { loadTemplatePage, type TemplatePageState } from '../column-state';
import { defineTemplate } from '../define';
import { toUrlSearchParams } from '../types';
import { shopRegisterKeys } from './keys';

export type ShopRegisterData = {
  state: TemplatePageState;
  choices: ShopChoiceGroup[];
  shopId?: number;
  invalid: IntentionFieldName[];
  error?: 'busy';
};

/** /t1/register: the shop intention form, signed in only (visitors are sent to sign in and back). */
export const shopRegister = defineTemplate<ShopRegisterData>({
  ...shopRegisterKeys,
  async load(req) {
    const params = toUrlSearchParams(req.searchParams);
    const query = readRegisterQuery((n) => params.get(n));
    await requireUser(`${SHOP_PAGES.register}${toQueryString({ shopId: query.shopId })}`);
    const state = await loadTemplatePage(req.routePath, 'shop-register', {});
    return { state, choices: await listShopChoices(), ...query };
  },
  metadata(req, { state }) {
    return { ...pageMetadata({ title: columnLabel(req, state), description: columnDescription(req, state), path: SHOP_PAGES.register }), robots: { index: false, follow: true } };
  },
});
