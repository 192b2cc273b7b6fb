import { QueueFigures } from '@/components/allocations/QueueFigures';
import type { QueueFiguresData } from '@/lib/templates/queue-figures';
import type { TemplateViewProps } from './types';

export function QueueFiguresView({ data }: TemplateViewProps<QueueFiguresData>) {
  return <QueueFigures {...data} />;
}
