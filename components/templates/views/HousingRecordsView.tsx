import { PERSONAL_RECORDS } from '@/components/account/records';
import { HousingRecords } from '@/components/business/HousingRecords';
import type { HousingRecordsData } from '@/lib/templates/housing-records';
import type { TemplateViewProps } from './types';

export function HousingRecordsView({ req, data: { page, path, kind, records, keep } }: TemplateViewProps<HousingRecordsData>) {
  return <HousingRecords kind={kind} page={records} spec={PERSONAL_RECORDS[path]} caption={page.title} pathname={req.routePath} query={keep} />;
}
