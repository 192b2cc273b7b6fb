import { CaseDetail } from '@/components/cases/CaseDetail';
import type { CaseDetailData } from '@/lib/templates/case-detail';
import type { TemplateViewProps } from './types';

export function CaseDetailView({ data: { found } }: TemplateViewProps<CaseDetailData>) {
  return <CaseDetail found={found} />;
}
