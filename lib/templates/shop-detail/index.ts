import { notFound, redirect } from 'next/navigation';
import { cachedShop } from '@/lib/cache/reads';
import type { ShopDetail } from '@/lib/data-docking/shops';
import { SHOP_PAGES, shopHref } from '@/lib/data-docking/shop-links';
import { pageMetadata } from '@/lib/seo';
import { loadTemplatePage, type TemplatePageState } from '../column-state';
import { defineTemplate } from '../define';
import { idValue } from '../param-keys';
import { toUrlSearchParams, type CacheQuery } from '../types';
import { shopDetailKeys } from './keys';

export type ShopDetailData = { state: TemplatePageState; shop: ShopDetail };

/** One shop; without a shopId (the menu's 商铺信息) the visitor is sent to the search; an unknown id is a 404. */
export const shopDetail = defineTemplate<ShopDetailData>({
  ...shopDetailKeys,
  async load(req) {
    const id = idValue(toUrlSearchParams(req.searchParams), 'shopId');
    if (!id && req.searchParams.shopId === undefined) redirect(SHOP_PAGES.search);
    const shop = id ? await cachedShop(Number(id)) : null;
    if (!shop) notFound();
    const state = await loadTemplatePage(req.routePath, 'shop-detail', req.searchParams);
    return { state, shop };
  },
  metadata(_req, { shop }) {
    return pageMetadata({
      title: `${shop.project.name} ${shop.unitNo}`,
      description: `${shop.project.name}${shop.unitNo}商铺，${shop.floorLabel}，${shop.area} ㎡，${shop.statusLabel}。`,
      path: shopHref(shop.id),
      image: shop.images[0]?.src,
    });
  },
  async canonicalParams(query: CacheQuery) {
    if (!query.shopId) return {}; // the bare route redirects to the search
    const shop = await cachedShop(Number(query.shopId));
    return shop ? { ...query, shopId: String(shop.id) } : 'not-found';
  },
});
