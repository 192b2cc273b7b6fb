import { cachedCommercialProjects, cachedSearchShops } from '@/lib/cache/reads';
import type { Page } from '@/lib/cms/types';
import { commercialProjectExists, searchShops, type CommercialProjectOption, type ShopCard } from '@/lib/data-docking/shops';
import { pageMetadata } from '@/lib/seo';
import { isCachedShopFilter, parseShopFilter, shopFilterQuery, type ShopFilter } from '@/lib/validation/shop-filter';
import { canonicalPath, columnDescription, columnLabel } from '../column-meta';
import type { TemplatePageState } from '../column-state';
import { defineTemplate } from '../define';
import { canonicalListQuery, loadListRequest, readListPage, type FilteredList } from '../filtered-list';
import type { CacheQuery } from '../types';
import { shopSearchKeys } from './keys';

const PAGE_SIZE = 12;

export type ShopSearchData = { state: TemplatePageState; filter: ShopFilter; dropped: string[]; page: Page<ShopCard>; projects: CommercialProjectOption[] };

const SHOPS: FilteredList<ShopFilter, ShopCard> = {
  template: 'shop-search',
  keys: shopSearchKeys,
  pageSize: PAGE_SIZE,
  parse: (params) => parseShopFilter((n) => params.get(n)),
  query: shopFilterQuery,
  isCached: isCachedShopFilter,
  cached: cachedSearchShops,
  uncached: searchShops,
};

/** /t1/businessHandle: the shop search. */
export const shopSearch = defineTemplate<ShopSearchData>({
  ...shopSearchKeys,
  async load(req) {
    const { state, filter, dropped } = await loadListRequest(SHOPS, req);
    const [page, projects] = await Promise.all([readListPage(SHOPS, filter), cachedCommercialProjects()]);
    return { state, filter: { ...filter, pageNum: page.pageNum || 1 }, dropped, page, projects };
  },
  metadata(req, { state, filter, page }) {
    return pageMetadata({
      title: `${columnLabel(req, state)}${page.pageNum > 1 ? `（第${page.pageNum}页）` : ''}`,
      description: `${columnDescription(req, state)}，共 ${page.total} 间商铺。`,
      path: canonicalPath(req, state, shopFilterQuery(filter)),
    });
  },
  /** A commercial project that does not exist is dropped; a page past the end becomes the last page. */
  async canonicalParams(query: CacheQuery) {
    const { filter } = parseShopFilter((n) => query[n] ?? null);
    if (filter.project !== undefined && !(await commercialProjectExists(filter.project))) delete filter.project;
    return canonicalListQuery(SHOPS, query, filter);
  },
});
