import { cachedCommercialProjects, cachedSearchShops } from '@/lib/cache/reads';
import type { Page } from '@/lib/cms/types';
import { commercialProjectExists, searchShops, type CommercialProjectOption, type ShopCard } from '@/lib/data-docking/shops';
import { pageMetadata } from '@/lib/seo';
import { isCachedShopFilter, parseShopFilter, shopFilterQuery, type ShopFilter } from '@/lib/validation/shop-filter';
import { canonicalPath, columnDescription, columnLabel } from '../column-meta';
import { loadTemplatePage, type TemplatePageState } from '../column-state';
import { defineTemplate } from '../define';
import { toUrlSearchParams, type CacheQuery } from '../types';
import { shopSearchKeys } from './keys';

const PAGE_SIZE = 12;

export type ShopSearchData = { state: TemplatePageState; filter: ShopFilter; dropped: string[]; page: Page<ShopCard>; projects: CommercialProjectOption[] };

/** Only the lists whose page is cached read through the data cache; the rest go to the database. */
function readPage(filter: ShopFilter): Promise<Page<ShopCard>> {
  return isCachedShopFilter(filter) ? cachedSearchShops(filter, PAGE_SIZE) : searchShops(filter, { pageSize: PAGE_SIZE });
}

/** /t1/businessHandle: the shop search. */
export const shopSearch = defineTemplate<ShopSearchData>({
  ...shopSearchKeys,
  async load(req) {
    const state = await loadTemplatePage(req.routePath, 'shop-search', req.searchParams);
    const params = toUrlSearchParams(req.searchParams);
    const { filter, dropped } = parseShopFilter((n) => params.get(n));
    const [page, projects] = await Promise.all([readPage(filter), cachedCommercialProjects()]);
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
    const first = await cachedSearchShops({ ...filter, pageNum: 1 }, PAGE_SIZE);
    const pageNum = Math.min(filter.pageNum, Math.max(first.pages, 1));
    const out: CacheQuery = {};
    for (const [k, v] of Object.entries(query)) if (!(shopSearchKeys.params as readonly string[]).includes(k)) out[k] = v;
    return { ...out, ...shopFilterQuery({ ...filter, pageNum }) };
  },
});
