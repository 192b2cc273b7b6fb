import { CaseDetail } from '@/components/cases/CaseDetail';
import type { CaseDetailData } from '@/lib/templates/case-detail';
import type { TemplateViewProps } from './types';

export function CaseDetailView({ data: { found, rated, failure } }: TemplateViewProps<CaseDetailData>) {
  return <CaseDetail found={found} rated={rated} failure={failure} />;
}
