import type { Metadata } from 'next';
import { TemplatePage, templateMetadata } from '@/components/templates/TemplatePage';
import type { SearchParams } from '@/lib/templates/column-state';

/** /t3/news_list: a notice column's paged list (通知公告 with all its notices when no col is given). */
// Normally served from the route cache: the middleware rewrites to app/(site)/%5Fc/… (same template).
type Props = { searchParams: Promise<SearchParams> };

const ROUTE = { routePath: '/t3/news_list', template: 'news-list', routeTitle: '通知公告' } as const;

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return templateMetadata({ ...ROUTE, searchParams: await searchParams });
}

export default async function NoticeListPage({ searchParams }: Props) {
  return <TemplatePage {...ROUTE} searchParams={await searchParams} />;
}
