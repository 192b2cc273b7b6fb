import { PageShell } from '@/components/layout/PageShell';
import { columnLabel } from '@/lib/templates/column-meta';
import type { CompanyProfileData } from '@/lib/templates/company-profile';
import { CompanyProfile } from '../CompanyProfile';
import { RichPage } from '../RichPage';
import type { TemplateViewProps } from './types';

export function CompanyProfileView({ req, data: { state, company, fallback } }: TemplateViewProps<CompanyProfileData>) {
  return (
    <PageShell nav={state.nav} tree={state.tree} route={req.routePath} title={columnLabel(req, state)}>
      {company ? <CompanyProfile company={company} /> : <RichPage content={fallback} />}
    </PageShell>
  );
}
