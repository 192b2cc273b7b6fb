import type { Metadata } from 'next';
import { TemplatePage, templateMetadata } from '@/components/templates/TemplatePage';
import type { SearchParams } from '@/lib/templates/column-state';

/** /t3/news_list/article_content?contentId=…: one notice; missing or unpublished → 404. */
// Normally served from the route cache: the middleware rewrites to app/(site)/%5Fc/… (same template).
type Props = { searchParams: Promise<SearchParams> };

const ROUTE = { routePath: '/t3/news_list/article_content', template: 'article', routeTitle: '公告详情' } as const;

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return templateMetadata({ ...ROUTE, searchParams: await searchParams });
}

export default async function NoticePage({ searchParams }: Props) {
  return <TemplatePage {...ROUTE} searchParams={await searchParams} />;
}
