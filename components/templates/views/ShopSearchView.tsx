import { ShopSearch } from '@/components/shops/ShopSearch';
import { finderTrail } from '@/lib/templates/project-finder';
import type { ShopSearchData } from '@/lib/templates/shop-search';
import type { TemplateViewProps } from './types';

export function ShopSearchView({ req, data: { state, filter, dropped, page, projects } }: TemplateViewProps<ShopSearchData>) {
  return <ShopSearch filter={filter} dropped={dropped} page={page} projects={projects} pathname={req.routePath} baseQuery={finderTrail(state)} />;
}
