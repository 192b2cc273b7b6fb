import type { SubsidiariesData } from '@/lib/templates/subsidiaries';
import { Subsidiaries } from '../Subsidiaries';
import type { TemplateViewProps } from './types';

export function SubsidiariesView({ data: { subsidiaries } }: TemplateViewProps<SubsidiariesData>) {
  return <Subsidiaries subsidiaries={subsidiaries} />;
}
