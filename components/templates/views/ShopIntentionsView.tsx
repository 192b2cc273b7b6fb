import { IntentionList } from '@/components/shops/IntentionList';
import type { ShopIntentionsData } from '@/lib/templates/shop-intentions';
import type { TemplateViewProps } from './types';

export function ShopIntentionsView({ data: { intentions, flash } }: TemplateViewProps<ShopIntentionsData>) {
  return <IntentionList page={intentions} submitted={flash.submitted} withdrawn={flash.withdrawn} withdrawError={flash.withdrawError} from="personal" />;
}
