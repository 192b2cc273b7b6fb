import { SelfCheck } from '@/components/business/SelfCheck';
import type { SelfCheckData } from '@/lib/templates/self-check';
import type { TemplateViewProps } from './types';

export function SelfCheckView({ req, data: { typed, errors, results } }: TemplateViewProps<SelfCheckData>) {
  return <SelfCheck action={req.routePath} typed={typed} errors={errors} results={results} />;
}
