import { CaseQuery } from '@/components/cases/CaseQuery';
import type { CaseQueryData } from '@/lib/templates/case-query';
import type { TemplateViewProps } from './types';

export function CaseQueryView({ data: { found, stale, failure } }: TemplateViewProps<CaseQueryData>) {
  return <CaseQuery found={found} stale={stale} failure={failure} />;
}
