import { PageShell } from '@/components/layout/PageShell';
import { BusinessGuide } from '@/components/business/BusinessGuide';
import { columnLabel } from '@/lib/templates/column-meta';
import type { BusinessGuideData } from '@/lib/templates/business-guide';
import type { TemplateViewProps } from './types';

export function BusinessGuideView({ req, data: { state, guide, mode, notices, noticesMoreHref } }: TemplateViewProps<BusinessGuideData>) {
  return (
    <PageShell nav={state.nav} tree={state.tree} route={req.routePath} title={columnLabel(req, state)}>
      <BusinessGuide guide={guide} mode={mode} notices={notices} noticesMoreHref={noticesMoreHref} />
    </PageShell>
  );
}
