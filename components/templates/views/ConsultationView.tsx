import { Consultation } from '@/components/cases/Consultation';
import type { ConsultationData } from '@/lib/templates/consultation';
import type { TemplateViewProps } from './types';

export function ConsultationView({ data: { questions, figures } }: TemplateViewProps<ConsultationData>) {
  return <Consultation questions={questions} figures={figures} />;
}
