import { ShopDetail } from '@/components/shops/ShopDetail';
import { SHOP_PAGES, shopHref } from '@/lib/data-docking/shop-links';
import type { ShopDetailData } from '@/lib/templates/shop-detail';
import type { TemplateViewProps } from './types';

export function ShopDetailView({ data: { shop, open } }: TemplateViewProps<ShopDetailData>) {
  if (shop) return <ShopDetail shop={shop} />;
  return (
    <>
      <p>以下商铺正在招租，点击查看详情；按区域、面积、租金等条件查找请用<a href={SHOP_PAGES.search}>商铺查询</a>。</p>
      <ul>
        {open.map((s) => (
          <li key={s.id}>
            <a href={shopHref(s.id)}>
              {s.projectName} {s.unitNo}
            </a>
            （{s.district}，{s.area} ㎡，{s.useLabels.join('、')}）
          </li>
        ))}
      </ul>
    </>
  );
}
