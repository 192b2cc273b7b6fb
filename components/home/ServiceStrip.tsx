import type { AppVersion, CompanyIntroduce } from '@/lib/cms/types';
import { buildMapLinks } from '@/components/layout/map-links';
import { ServiceStripView } from './ServiceStrip.client';

export type ServiceStripProps = {
  company: CompanyIntroduce;
  android: AppVersion | null;
  ios: AppVersion | null;
};

/** Hotline, office address (with map links), office hours, questionnaires and the app download. */
export function ServiceStrip({ company, android, ios }: ServiceStripProps) {
  const maps = buildMapLinks({
    name: company.name,
    address: company.address,
    longitude: company.longitude,
    latitude: company.latitude,
  });
  return (
    <ServiceStripView
      hotline={company.serviceHotline || company.phone}
      address={company.address}
      maps={maps.map((m) => [m.provider, m.label, m.href])}
      officeHours={company.officeHours}
      android={android?.versionName ?? ''}
      ios={ios?.versionName ?? ''}
    />
  );
}
