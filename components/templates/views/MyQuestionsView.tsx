import { MyQuestions } from '@/components/cases/MyQuestions';
import type { MyQuestionsData } from '@/lib/templates/my-questions';
import type { TemplateViewProps } from './types';

export function MyQuestionsView({ data: { questions, asked } }: TemplateViewProps<MyQuestionsData>) {
  return <MyQuestions questions={questions} asked={asked} />;
}
