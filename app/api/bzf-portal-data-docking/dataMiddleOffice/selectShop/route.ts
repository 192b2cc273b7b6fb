import { found, getRoute } from '@/lib/api/route';
import { getCommercialProject, getShop, searchShops } from '@/lib/data-docking/shops';
import { selectShopQuery } from '@/lib/validation/shop-filter';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Shops, public: a filtered page (the /t1/businessHandle filters), one shop (`shopId`) or one
 * commercial project with its shops and occupancy (`commercialProjectId`). Strict: a value the page
 * would drop is a 400 here, naming the parameter.
 */
export const GET = getRoute('dataDocking.selectShop', selectShopQuery, async (query) => {
  switch (query.kind) {
    case 'shop':
      return found(await getShop(query.id), '商铺');
    case 'project':
      return found(await getCommercialProject(query.id), '商业项目');
    default:
      return searchShops(query.filter, { pageSize: query.pageSize });
  }
});
