import { getLatestAppVersion } from '@/lib/background/app-versions';
import { listBanners } from '@/lib/background/banners';
import { listBusinessSegments } from '@/lib/background/business-segments';
import { listFriendlyLinks } from '@/lib/background/friendly-links';
import { listMemorabiliaByYear, listMemorabiliaYears } from '@/lib/background/memorabilia';
import { loadSkinSchedule, skinStateAt } from '@/lib/background/web-skins';
import { getColumnTree } from '@/lib/cms/columns';
import { findNode } from '@/lib/navigation/resolve';
import { getCompanyIntroduce, listSubsidiaries } from '@/lib/cms/company';
import { getColumnPage, getContent, getHomePageContent, listContents } from '@/lib/cms/contents';
import { getProject, listProjects } from '@/lib/data-docking/projects';
import { getCommercialProject, getShop, listCommercialProjects, searchShops } from '@/lib/data-docking/shops';
import { getJobPost, listCompanyChoices, listJobPosts } from '@/lib/recruitment/posts';
import { listMostReadGuides } from '@/lib/search/no-result';
import type { JobFilter } from '@/lib/validation/job-filter';
import type { ShopFilter } from '@/lib/validation/shop-filter';
import type { ProjectFilter } from '@/lib/validation/project-filter';
import { cachedRead, capRevalidate, isBuildPhase, revalidateSeconds, TAGS } from './index';
import { logError } from '@/lib/log';

/**
 * The cached reads of pages, layouts and public GET handlers. The service modules stay uncached
 * (their tests and the write paths need the database's truth); pages use these so a cache hit
 * costs no query. Each names the tags of the data it reads.
 */

export const cachedColumnTree = cachedRead('columnTree', () => getColumnTree(), [TAGS.columns]);
/**
 * One column (with its subtree) out of the cached tree: a lookup, not a data-cache entry of its own,
 * because the key comes from the URL (selectFrontColumnTree?columnKey=…) and random keys would each
 * add one. Same search as lib/cms/columns' findColumn.
 */
export const cachedFindColumn = async (key: string) => findNode(await cachedColumnTree(), key);
export const cachedCompanyIntroduce = cachedRead('companyIntroduce', () => getCompanyIntroduce(), [TAGS.company]);
/** What a search that found nothing offers (lib/search/no-result.ts): view counts move slowly enough for the content revalidate time. */
export const cachedMostReadGuides = cachedRead('mostReadGuides', (limit: number) => listMostReadGuides(limit), [TAGS.contents]);
export const cachedSubsidiaries = cachedRead('subsidiaries', () => listSubsidiaries(), [TAGS.company]);
export const cachedFriendlyLinks = cachedRead(
  'friendlyLinks',
  async (pageSize: number) => (await listFriendlyLinks({ pageNum: 1, pageSize })).records,
  [TAGS.background],
);
export const cachedBanners = cachedRead('banners', (columnKey: string, limit: number) => listBanners(columnKey, limit), [TAGS.background]);
export const cachedBusinessSegments = cachedRead('businessSegments', () => listBusinessSegments(), [TAGS.background]);
export const cachedLatestAppVersion = cachedRead('latestAppVersion', (p: 'android' | 'ios') => getLatestAppVersion(p), [TAGS.background]);
export const cachedMemorabiliaYears = cachedRead('memorabiliaYears', () => listMemorabiliaYears(), [TAGS.background]);
export const cachedMemorabiliaByYear = cachedRead('memorabiliaByYear', (year: number) => listMemorabiliaByYear(year), [TAGS.background]);
export const cachedHomePageContent = cachedRead(
  'homePageContent',
  (columnKeys: string[], limit: number) => getHomePageContent(columnKeys, limit),
  [TAGS.contents, TAGS.columns],
);
export const cachedListContents = cachedRead(
  'listContents',
  (input: Parameters<typeof listContents>[0]) => listContents(input),
  [TAGS.contents, TAGS.columns],
);
/** An article without counting a view (the view is counted apart, uncached). */
export const cachedContent = cachedRead('content', (id: number) => getContent(id), [TAGS.contents, TAGS.columns]);
export const cachedColumnPage = cachedRead('columnPage', (columnKey: string) => getColumnPage(columnKey), [TAGS.contents]);

/** The skins and their windows (not the evaluated answer: a window's start or end must not wait for this entry to expire). */
const cachedSkinSchedule = cachedRead('skinSchedule', () => loadSkinSchedule(), [TAGS.skin], 'skin');

/**
 * Mourning mode for the root layout, evaluated against the clock at render time. A page rendered
 * shortly before a scheduled start or end is cached no longer than until then (no cron: the cache
 * entry itself expires at the switch). During `next build` (static pages such as /404) it is "no"
 * without touching the database; those pages re-render within the skin's revalidate time. A failed
 * lookup renders in colour (spec §8).
 */
export async function mourningModeForRender(): Promise<boolean> {
  if (isBuildPhase()) return false;
  try {
    const now = Date.now();
    const { mourning, nextSwitchAt } = skinStateAt(await cachedSkinSchedule(), now);
    if (nextSwitchAt !== null) {
      const seconds = Math.max(1, Math.ceil((nextSwitchAt - now) / 1000));
      if (seconds < revalidateSeconds('skin')) await capRevalidate(seconds);
    }
    return mourning;
  } catch (error) {
    logError('skin', 'mourning-mode lookup failed, rendering normally', error);
    return false;
  }
}

/*
 * Housing projects. Only filters without a keyword are cached (their values are finite codes, so
 * the entries are bounded); a keyword search goes to the database (lib/templates/project-finder).
 */
export const cachedListProjects = cachedRead('listProjects', (filter: ProjectFilter, pageSize: number) => listProjects(filter, { pageSize }), [TAGS.projects]);
export const cachedProject = cachedRead('project', (id: number) => getProject(id), [TAGS.projects]);

/* Shops and commercial projects: as for projects, a keyword search is never cached. */
export const cachedSearchShops = cachedRead('searchShops', (filter: ShopFilter, pageSize: number) => searchShops(filter, { pageSize }), [TAGS.projects]);
export const cachedShop = cachedRead('shop', (id: number) => getShop(id), [TAGS.projects]);
export const cachedCommercialProject = cachedRead('commercialProject', (id: number) => getCommercialProject(id), [TAGS.projects]);
export const cachedCommercialProjects = cachedRead('commercialProjects', () => listCommercialProjects(), [TAGS.projects]);

/*
 * Job posts: as for projects, a keyword search is never cached. 报名中 turns into 已截止 at midnight
 * in Shanghai; a cached list or post shows that within the revalidate time, and an application is
 * always checked against the database (lib/recruitment/applications.ts).
 */
export const cachedListJobPosts = cachedRead('listJobPosts', (filter: JobFilter, pageSize: number) => listJobPosts(filter, { pageSize }), [TAGS.jobPosts, TAGS.company]);
export const cachedJobPost = cachedRead('jobPost', (id: number) => getJobPost(id), [TAGS.jobPosts, TAGS.company]);
export const cachedCompanyChoices = cachedRead('companyChoices', () => listCompanyChoices(), [TAGS.company]);
