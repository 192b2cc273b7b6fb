import type { Metadata } from 'next';
import { NoticeOverviewPage, noticeOverviewMetadata } from '@/components/templates/NoticeOverviewPage';
import type { SearchParams } from '@/lib/templates/column-state';

/**
 * /t3: overview of the notice columns (通知公告). Normally served from the route cache through the
 * middleware's rewrite to /_c/…/t3; this per-request route renders the same component when it is not.
 */
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return noticeOverviewMetadata(await searchParams);
}

export default async function NoticeOverviewRoute({ searchParams }: Props) {
  return <NoticeOverviewPage searchParams={await searchParams} />;
}
