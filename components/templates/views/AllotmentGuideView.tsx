import { AllotmentForm } from '@/components/business/AllotmentForm';
import { BusinessGuide } from '@/components/business/BusinessGuide';
import type { AllotmentGuideData } from '@/lib/templates/allotment-guide';
import type { TemplateViewProps } from './types';

export function AllotmentGuideView({ data: { guide, mode, notices, noticesMoreHref, form } }: TemplateViewProps<AllotmentGuideData>) {
  return <BusinessGuide guide={guide} mode={mode} notices={notices} noticesMoreHref={noticesMoreHref} registration={<AllotmentForm {...form} />} />;
}
