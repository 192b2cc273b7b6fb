import type { Metadata } from 'next';
import { FavouriteList } from '@/components/account/FavouriteList.client';
import { loadPersonalCenterPage } from '@/components/account/personal-center';
import { PersonalCenterFrame } from '@/components/account/PersonalCenterFrame';
import { listArticleFavourites } from '@/lib/background/article-favourites';
import type { NavigationQuery } from '@/lib/navigation/resolve';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: '文章收藏', robots: { index: false, follow: false } };

const PAGE_SIZE = 10;

export default async function ArticleCollectionPage({ searchParams }: { searchParams: Promise<NavigationQuery> }) {
  const { user, nav, title } = await loadPersonalCenterPage('collection_content/article_collection', await searchParams);
  const first = await listArticleFavourites(user.userId, { pageNum: 1, pageSize: PAGE_SIZE });
  return (
    <PersonalCenterFrame nav={nav} title={title}>
      <FavouriteList
        kind="article"
        pageSize={PAGE_SIZE}
        initial={first}
        items={first.records.map((r) => ({ id: r.id, title: r.title, href: r.href, publishAt: r.publishAt, collectedAt: r.collectedAt }))}
      />
    </PersonalCenterFrame>
  );
}
