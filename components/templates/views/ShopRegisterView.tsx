import { PageShell } from '@/components/layout/PageShell';
import { IntentionForm } from '@/components/shops/IntentionForm';
import { columnLabel } from '@/lib/templates/column-meta';
import type { ShopRegisterData } from '@/lib/templates/shop-register';
import type { TemplateViewProps } from './types';

export function ShopRegisterView({ req, data: { state, choices, shopId, invalid, error } }: TemplateViewProps<ShopRegisterData>) {
  return (
    <PageShell nav={state.nav} tree={state.tree} route={req.routePath} title={columnLabel(req, state)}>
      <IntentionForm choices={choices} shopId={shopId} invalid={invalid} error={error} />
    </PageShell>
  );
}
