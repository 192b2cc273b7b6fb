import { QuestionFormPage } from '@/components/cases/QuestionFormPage';
import type { QuestionFormData } from '@/lib/templates/question-form';
import type { TemplateViewProps } from './types';

export function QuestionFormView({ data: { idempotencyKey, failure } }: TemplateViewProps<QuestionFormData>) {
  return <QuestionFormPage idempotencyKey={idempotencyKey} failure={failure} />;
}
