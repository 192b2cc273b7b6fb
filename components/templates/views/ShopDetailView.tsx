import { PageShell } from '@/components/layout/PageShell';
import { ShopDetail } from '@/components/shops/ShopDetail';
import type { ShopDetailData } from '@/lib/templates/shop-detail';
import type { TemplateViewProps } from './types';

export function ShopDetailView({ req, data: { state, shop } }: TemplateViewProps<ShopDetailData>) {
  return (
    <PageShell nav={state.nav} tree={state.tree} route={req.routePath} title={`${shop.project.name} ${shop.unitNo}`}>
      <ShopDetail shop={shop} />
    </PageShell>
  );
}
