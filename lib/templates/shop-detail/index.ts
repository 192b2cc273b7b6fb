import { notFound } from 'next/navigation';
import { cachedSearchShops, cachedShop } from '@/lib/cache/reads';
import { shopExists, type ShopCard, type ShopDetail } from '@/lib/data-docking/shops';
import { shopHref } from '@/lib/data-docking/shop-links';
import { canonicalPath, columnDescription, columnLabel } from '../column-meta';
import { pageMetadata } from '@/lib/seo';
import { loadTemplatePage, type TemplatePageState } from '../column-state';
import { defineTemplate } from '../define';
import { idValue } from '../param-keys';
import { toUrlSearchParams, type CacheQuery } from '../types';
import { shopDetailKeys } from './keys';

/** One shop, or (the menu's bare 商铺信息) the shops open for rent now. */
export type ShopDetailData = { state: TemplatePageState; shop: ShopDetail | null; open: ShopCard[] };

/** One shop; without a shopId (the menu's 商铺信息) the shops open for rent now; an unknown id is a 404. */
export const shopDetail = defineTemplate<ShopDetailData>({
  ...shopDetailKeys,
  shell: (req, { state, shop }) => ({ title: shop ? `${shop.project.name} ${shop.unitNo}` : columnLabel(req, state) }),
  async load(req) {
    const id = idValue(toUrlSearchParams(req.searchParams), 'shopId');
    const state = await loadTemplatePage(req.routePath, 'shop-detail', req.searchParams);
    if (!id && req.searchParams.shopId === undefined) {
      const open = await cachedSearchShops({ status: 'leasing', sort: 'newest', pageNum: 1 }, 50);
      return { state, shop: null, open: open.records };
    }
    const shop = id ? await cachedShop(Number(id)) : null;
    if (!shop) notFound();
    return { state, shop, open: [] };
  },
  metadata(req, { state, shop }) {
    if (!shop) return pageMetadata({ title: columnLabel(req, state), description: columnDescription(req, state), path: canonicalPath(req, state) });
    return pageMetadata({
      title: `${shop.project.name} ${shop.unitNo}`,
      description: `${shop.project.name}${shop.unitNo}商铺，${shop.floorLabel}，${shop.area} ㎡，${shop.statusLabel}。`,
      path: shopHref(shop.id),
      image: shop.images[0]?.src,
    });
  },
  async canonicalParams(query: CacheQuery) {
    if (!query.shopId) return query; // the bare route: the shops open for rent now
    // Uncached: a stranger's random ids must not each leave a data-cache entry behind.
    return (await shopExists(Number(query.shopId))) ? query : 'not-found';
  },
});
