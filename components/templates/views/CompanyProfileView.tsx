import type { CompanyProfileData } from '@/lib/templates/company-profile';
import { CompanyProfile } from '../CompanyProfile';
import { RichPage } from '../RichPage';
import type { TemplateViewProps } from './types';

export function CompanyProfileView({ data: { company, fallback } }: TemplateViewProps<CompanyProfileData>) {
  return company ? <CompanyProfile company={company} /> : <RichPage content={fallback} />;
}
