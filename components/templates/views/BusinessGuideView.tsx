import { BusinessGuide } from '@/components/business/BusinessGuide';
import type { BusinessGuideData } from '@/lib/templates/business-guide';
import type { TemplateViewProps } from './types';

export function BusinessGuideView({ data: { guide, mode, notices, noticesMoreHref } }: TemplateViewProps<BusinessGuideData>) {
  return <BusinessGuide guide={guide} mode={mode} notices={notices} noticesMoreHref={noticesMoreHref} />;
}
