import { IntentionList } from '@/components/shops/IntentionList';
import type { ShopRecordsData } from '@/lib/templates/shop-records';
import type { TemplateViewProps } from './types';

export function ShopRecordsView({ req, data: { page, submitted, withdrawn, withdrawError } }: TemplateViewProps<ShopRecordsData>) {
  return <IntentionList page={page} submitted={submitted} withdrawn={withdrawn} withdrawError={withdrawError} pathname={req.routePath} />;
}
