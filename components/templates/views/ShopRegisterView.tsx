import { IntentionForm } from '@/components/shops/IntentionForm';
import type { ShopRegisterData } from '@/lib/templates/shop-register';
import type { TemplateViewProps } from './types';

export function ShopRegisterView({ data: { choices, shopId, invalid, error } }: TemplateViewProps<ShopRegisterData>) {
  return <IntentionForm choices={choices} shopId={shopId} invalid={invalid} error={error} />;
}
