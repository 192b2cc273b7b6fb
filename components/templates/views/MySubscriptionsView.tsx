import { MySubscriptions } from '@/components/subscriptions/MySubscriptions';
import type { MySubscriptionsData } from '@/lib/templates/my-subscriptions';
import type { TemplateViewProps } from './types';

export function MySubscriptionsView({ data }: TemplateViewProps<MySubscriptionsData>) {
  return <MySubscriptions data={data} />;
}
