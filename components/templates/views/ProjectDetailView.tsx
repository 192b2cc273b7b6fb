import { BreadcrumbJsonLd } from 'next-seo';
import { ProjectDetail } from '@/components/projects/ProjectDetail';
import { columnPageHref } from '@/lib/navigation/links';
import { absoluteUrl, toAbsolute } from '@/lib/seo';
import type { ProjectDetailData } from '@/lib/templates/project-detail';
import type { TemplateViewProps } from './types';

export function ProjectDetailView({ data: { state, project: p } }: TemplateViewProps<ProjectDetailData>) {
  const url = absoluteUrl(`/t1/projectDetail?projectId=${p.id}`);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'ApartmentComplex',
    name: p.name,
    description: p.description,
    url,
    image: p.images.map((i) => toAbsolute(i.src)),
    address: { '@type': 'PostalAddress', streetAddress: p.address, addressLocality: '青禾市', addressRegion: p.district, addressCountry: 'CN' },
    geo: { '@type': 'GeoCoordinates', latitude: p.lat, longitude: p.lng },
    numberOfAvailableAccommodationUnits: p.homesAvailable,
    numberOfAccommodationUnits: p.homesTotal,
    telephone: p.contactPhone || undefined,
    amenityFeature: p.facilities.map((f) => ({ '@type': 'LocationFeatureSpecification', name: f, value: true })),
  };
  return (
    <>
      {/* JSON-LD: a JSON string, with "<" escaped so no text can close the script element. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
      <BreadcrumbJsonLd
        items={[
          { name: '首页', item: absoluteUrl('/home') },
          ...state.nav.trail.map((n, i) => ({ name: n.label, item: absoluteUrl(columnPageHref(state.nav.trail.slice(0, i + 1))) })),
          { name: p.name, item: url },
        ]}
      />
      <ProjectDetail project={p} />
    </>
  );
}
