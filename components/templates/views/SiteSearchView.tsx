import { PageShell } from '@/components/layout/PageShell';
import { SearchResults } from '@/components/search/SearchResults';
import type { SiteSearchData } from '@/lib/templates/site-search';
import type { TemplateViewProps } from './types';

export function SiteSearchView({ req, data: { state, request, result } }: TemplateViewProps<SiteSearchData>) {
  return (
    <PageShell nav={state.nav} tree={state.tree} route={req.routePath} title={req.routeTitle} current={req.routeTitle} sideMenu={false}>
      <SearchResults request={request} result={result} />
    </PageShell>
  );
}
