import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OrganizationJsonLd } from 'next-seo';
import { AboutBlock } from '@/components/home/AboutBlock';
import { BannerCarousel } from '@/components/home/BannerCarousel.client';
import { FeaturedNews } from '@/components/home/FeaturedNews';
import { HomeList } from '@/components/home/HomeList';
import { HomeSection } from '@/components/home/HomeSection';
import { HomeTabs } from '@/components/home/HomeTabs.client';
import { QuickEntries } from '@/components/home/QuickEntries';
import { ServiceStrip } from '@/components/home/ServiceStrip';
import { TopicEntry } from '@/components/home/TopicEntry';
import { HOME_TEXT } from '@/components/home/text';
import styles from '@/components/home/home.module.css';
// After the home modules: its style module then joins their style sheet (docs/decisions/0107-style-sheets-per-layout.md).
import { RentCenterFrame } from '@/components/account/RentCenterFrame.client';
import { columnPageHref } from '@/lib/navigation/links';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import {
  cachedBanners,
  cachedBusinessSegments,
  cachedColumnTree,
  cachedCompanyIntroduce,
  cachedHomePageContent,
  cachedLatestAppVersion,
} from '@/lib/cache/reads';
import type { ColumnNode, HomePageBlock } from '@/lib/cms/types';
import { COLUMN_KEYS } from '@/lib/cms/column-keys';
import { getEnv } from '@/lib/env';
import { findNode, findPath } from '@/lib/navigation/resolve';

/**
 * /home: the portal's front page. Everything is server-rendered; two tiny client leaves (carousel, tabs).
 * Served from the Next cache (ISR): the optional catch-all with no static params keeps `next build`
 * from rendering it (no database at build time); the first request renders and caches it, and its
 * cached reads' tags and revalidate times decide when it is rendered again.
 */
export function generateStaticParams(): { rest: string[] }[] {
  return [];
}

type HomeProps = { params: Promise<{ rest?: string[] }> };

/** Only /home itself: /home/anything is not a page. */
async function onlyHome(params: HomeProps['params']): Promise<void> {
  const { rest } = await params;
  if (rest && rest.length > 0) notFound();
}

const NOTICES_PER_TAB = 7;
const NEWS_PER_TAB = 7;
const POLICY_ITEMS = 5;
const BANNER_LIMIT = 5;

function visibleChildren(node: ColumnNode | null): ColumnNode[] {
  return node ? node.children.filter((c) => !c.navHidden) : [];
}

export async function generateMetadata({ params }: HomeProps): Promise<Metadata> {
  await onlyHome(params);
  const company = await cachedCompanyIntroduce();
  const { SITE_NAME } = getEnv();
  return {
    ...pageMetadata({
      title: SITE_NAME,
      description:
        company?.summary ||
        `${SITE_NAME}：公共租赁住房、保障性租赁住房、配售型保障性住房、共有产权住房的政策、通知公告与业务办理。`,
      path: '/home',
    }),
    title: { absolute: SITE_NAME },
  };
}

export default async function HomePage({ params }: HomeProps) {
  await onlyHome(params);
  const tree = await cachedColumnTree();
  const notices = findNode(tree, COLUMN_KEYS.notices);
  const news = findNode(tree, COLUMN_KEYS.news);
  const company = findNode(tree, COLUMN_KEYS.company);
  const topic = findNode(tree, COLUMN_KEYS.specialTopic);
  // 政策解读 is a child of 新闻中心; found by label so the tree can be re-keyed.
  const newsTabs = visibleChildren(news);
  const policy = newsTabs.find((c) => c.label === HOME_TEXT.policyTitle) ?? null;
  const noticeTabs = visibleChildren(notices);

  const [banners, segments, noticeBlocks, newsBlocks, policyBlocks, intro, android, ios] = await Promise.all([
    cachedBanners(COLUMN_KEYS.home, BANNER_LIMIT),
    cachedBusinessSegments(),
    cachedHomePageContent(noticeTabs.map((c) => c.key), NOTICES_PER_TAB),
    cachedHomePageContent(newsTabs.filter((c) => c !== policy).map((c) => c.key), NEWS_PER_TAB),
    policy ? cachedHomePageContent([policy.key], POLICY_ITEMS) : Promise.resolve([] as HomePageBlock[]),
    cachedCompanyIntroduce(),
    cachedLatestAppVersion('android'),
    cachedLatestAppVersion('ios'),
  ]);
  const env = getEnv();
  const hrefOf = (key: string) => columnPageHref(findPath(tree, key));

  return (
    <div className={styles.home}>
      {intro ? (
        <OrganizationJsonLd
          name={intro.name}
          alternateName={intro.shortName || undefined}
          url={absoluteUrl('/home')}
          logo={absoluteUrl('/icon.svg')}
          description={intro.summary}
          telephone={intro.phone || undefined}
          email={intro.email || undefined}
          foundingDate={intro.foundedOn ?? undefined}
          address={{ streetAddress: intro.address, postalCode: intro.postcode || undefined, addressCountry: 'CN' }}
          contactPoint={
            intro.serviceHotline ? { contactType: 'customer service', telephone: intro.serviceHotline } : undefined
          }
        />
      ) : null}
      <h1 className="visually-hidden">{env.SITE_NAME}</h1>

      <BannerCarousel banners={banners} />

      <div className={styles.container}>
        <QuickEntries segments={segments} />

        <div className={styles.row}>
          <HomeSection id="home-news" title={news?.label ?? HOME_TEXT.news} moreHref={news ? hrefOf(news.key) : undefined}>
            <HomeTabs
              label={`${news?.label ?? HOME_TEXT.news}分类`}
              tabs={newsBlocks.map((b, i) => ({
                key: b.columnKey,
                label: b.columnLabel,
                panel:
                  i === 0 ? (
                    <FeaturedNews tree={tree} records={b.records.slice(0, 6)} />
                  ) : (
                    <HomeList tree={tree} records={b.records} />
                  ),
              }))}
            />
          </HomeSection>

          <HomeSection
            id="home-notices"
            title={notices?.label ?? HOME_TEXT.notices}
            moreHref={notices ? hrefOf(notices.key) : undefined}
          >
            <HomeTabs
              label={`${notices?.label ?? HOME_TEXT.notices}分类`}
              tabs={noticeBlocks.map((b) => ({
                key: b.columnKey,
                label: b.columnLabel,
                panel: <HomeList tree={tree} records={b.records} showPinned />,
              }))}
            />
          </HomeSection>
        </div>

        <div className={styles.rowTopic}>
          {topic ? <TopicEntry topic={topic} /> : null}
          {policy ? (
            <HomeSection id="home-policy" title={policy.label} moreHref={hrefOf(policy.key)}>
              <HomeList tree={tree} records={policyBlocks[0]?.records ?? []} />
            </HomeSection>
          ) : null}
        </div>

        {intro ? (
          <HomeSection
            id="home-about"
            className={styles.block}
            title={company?.label ?? HOME_TEXT.aboutTitle}
            moreHref={company ? hrefOf(company.key) : undefined}
          >
            <AboutBlock company={intro} column={company} />
          </HomeSection>
        ) : null}

        {/* Signed-in visitors only, decided in the browser: the page itself stays the same for everyone. */}
        <RentCenterFrame />
      </div>

      {intro ? <ServiceStrip company={intro} android={android} ios={ios} /> : null}
    </div>
  );
}
