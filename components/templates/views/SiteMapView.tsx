import { SiteMap } from '@/components/templates/SiteMap';
import type { SiteMapData } from '@/lib/templates/site-map';
import type { TemplateViewProps } from './types';

export function SiteMapView({ data: { state } }: TemplateViewProps<SiteMapData>) {
  return <SiteMap tree={state.tree} />;
}
