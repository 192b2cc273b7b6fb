import type { Metadata } from 'next';
import { join } from '@/components/templates/registry-join-column';
import { SiteSearchView } from '@/components/templates/views/SiteSearchView';
import { T1_ROUTES } from '@/lib/navigation/routes';
import { SITE_SEARCH_PATH } from '@/lib/navigation/paths';
import { siteSearch } from '@/lib/templates/site-search';
import type { SearchParams } from '@/lib/templates/types';

/**
 * /t1/search on its own route (issue #27 part 6): the dispatcher of every other /t1 route
 * (../[...slug]) imports the whole template registry, and its page's scripts carried the client
 * code of every form and finder (≈ 57 kB gzip more than a notice list). This route joins only the
 * search template to its view — the same module and view the registry names for the route — so the
 * results page loads the frame's scripts and its own.
 */
type SearchPageProps = { searchParams: Promise<SearchParams> };

const template = join(siteSearch, SiteSearchView);
const route = { routePath: SITE_SEARCH_PATH, routeTitle: T1_ROUTES.search.title };

export async function generateMetadata({ searchParams }: SearchPageProps): Promise<Metadata> {
  return template.metadata({ ...route, searchParams: await searchParams });
}

export default async function SiteSearchPage({ searchParams }: SearchPageProps) {
  return template.render({ ...route, searchParams: await searchParams });
}
