import { PageShell } from '@/components/layout/PageShell';
import { ShopSearch } from '@/components/shops/ShopSearch';
import { columnLabel } from '@/lib/templates/column-meta';
import { finderTrail } from '@/lib/templates/project-finder';
import type { ShopSearchData } from '@/lib/templates/shop-search';
import type { TemplateViewProps } from './types';

export function ShopSearchView({ req, data: { state, filter, dropped, page, projects } }: TemplateViewProps<ShopSearchData>) {
  return (
    <PageShell nav={state.nav} tree={state.tree} route={req.routePath} title={columnLabel(req, state)}>
      <ShopSearch filter={filter} dropped={dropped} page={page} projects={projects} pathname={req.routePath} baseQuery={finderTrail(state)} />
    </PageShell>
  );
}
