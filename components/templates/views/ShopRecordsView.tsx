import { PageShell } from '@/components/layout/PageShell';
import { IntentionList } from '@/components/shops/IntentionList';
import { columnLabel } from '@/lib/templates/column-meta';
import type { ShopRecordsData } from '@/lib/templates/shop-records';
import type { TemplateViewProps } from './types';

export function ShopRecordsView({ req, data: { state, page, submitted, withdrawn, withdrawError } }: TemplateViewProps<ShopRecordsData>) {
  return (
    <PageShell nav={state.nav} tree={state.tree} route={req.routePath} title={columnLabel(req, state)}>
      <IntentionList page={page} submitted={submitted} withdrawn={withdrawn} withdrawError={withdrawError} pathname={req.routePath} />
    </PageShell>
  );
}
