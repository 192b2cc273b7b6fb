import { PageShell } from '@/components/layout/PageShell';
import { AllotmentForm } from '@/components/business/AllotmentForm';
import { BusinessGuide } from '@/components/business/BusinessGuide';
import { columnLabel } from '@/lib/templates/column-meta';
import type { AllotmentGuideData } from '@/lib/templates/allotment-guide';
import type { TemplateViewProps } from './types';

export function AllotmentGuideView({ req, data: { state, guide, mode, notices, noticesMoreHref, form } }: TemplateViewProps<AllotmentGuideData>) {
  return (
    <PageShell nav={state.nav} tree={state.tree} route={req.routePath} title={columnLabel(req, state)}>
      <BusinessGuide guide={guide} mode={mode} notices={notices} noticesMoreHref={noticesMoreHref} registration={<AllotmentForm {...form} />} />
    </PageShell>
  );
}
