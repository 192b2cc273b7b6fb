import { HousingApplyPage } from '@/components/applications/HousingApplyPage';
import type { HousingApplyData } from '@/lib/templates/housing-apply';
import type { TemplateViewProps } from './types';

export function HousingApplyView({ data }: TemplateViewProps<HousingApplyData>) {
  return (
    <HousingApplyPage
      product={data.product}
      applicant={data.applicant}
      family={data.family}
      open={data.open}
      submitted={data.submitted}
      withdrawn={data.withdrawn}
      idempotencyKey={data.idempotencyKey}
      materials={data.materials}
      failure={data.failure}
      gycqProjects={data.gycqProjects}
      projectId={data.projectId}
      bzfProjects={data.bzfProjects}
      draft={data.draft}
      draftSaved={data.draftSaved}
    />
  );
}
