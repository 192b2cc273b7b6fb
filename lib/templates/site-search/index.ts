import { cachedCompanyIntroduce, cachedMostReadGuides } from '@/lib/cache/reads';
import { getEnv } from '@/lib/env';
import { searchWithCorrection, type GuideLink, type SearchCorrection } from '@/lib/search/no-result';
import type { SearchPage } from '@/lib/search/search';
import { applyBestBets } from '@/lib/search/best-bets';
import { recordSearch } from '@/lib/search/stats';
import { pageMetadata } from '@/lib/seo';
import { readSiteSearch, type SiteSearchRequest } from '@/lib/validation/site-search';
import { loadTemplatePage, type TemplatePageState } from '../column-state';
import { defineTemplate } from '../define';
import { toUrlSearchParams } from '../types';
import { siteSearchKeys } from './keys';

/** What the page offers when a search found nothing (issue #27 part 3): never a dead end. */
export type SearchHelp = { guides: GuideLink[]; hotline: string | null };

export type SiteSearchData = {
  state: TemplatePageState;
  request: SiteSearchRequest;
  /** Null until something is typed. */
  result: SearchPage | null;
  /** 您是不是要找: a likely typo or pinyin spelling, and whether its results are the ones shown. */
  correction: SearchCorrection | null;
  /** Set when nothing was found: the most-read guides and the hotline. */
  help: SearchHelp | null;
};

const HELP_GUIDES = 5;

/**
 * /t1/search: one GET form, answered on the server; nothing typed is logged, and what is stored is
 * only the week's count of the query (lib/search/stats.ts: no address, no account, no cookie).
 */
export const siteSearch = defineTemplate<SiteSearchData>({
  ...siteSearchKeys,
  // Under no column: the page names itself in the breadcrumbs, full width.
  shell: (req) => ({ title: req.routeTitle, current: req.routeTitle, sideMenu: false }),
  async load(req) {
    const state = await loadTemplatePage(req.routePath, 'site-search', {});
    const params = toUrlSearchParams(req.searchParams);
    const request = readSiteSearch((n) => params.get(n));
    // One search per request: the page and its metadata share this load (components/templates/registry-join).
    const answer = request.input.query ? await searchWithCorrection(request.input, { exact: request.exact }) : null;
    const ranked = answer?.result ?? null;
    const nothing = ranked !== null && ranked.mode !== 'empty' && Object.values(ranked.kindCounts).every((n) => n === 0);
    // Counted once per search, as a week's aggregate: its first page, unfiltered (lib/search/stats.ts).
    if (ranked && ranked.mode !== 'empty' && request.input.pageNum === 1 && !request.input.kind) recordSearch(request.input.query, !nothing);
    // Staff's pins for the query first (推荐); the counting above is of what the search itself found.
    const result = ranked ? await applyBestBets(ranked, request.input, request.input.query) : null;
    const help = nothing ? { guides: await cachedMostReadGuides(HELP_GUIDES), hotline: (await cachedCompanyIntroduce())?.serviceHotline || null } : null;
    return { state, request, result, correction: answer?.correction ?? null, help };
  },
  metadata(req) {
    const meta = pageMetadata({ title: req.routeTitle, description: `在${getEnv().SITE_NAME}查找通知公告、新闻、政策解读、办事指南、在线服务、项目、商铺、招聘岗位、常见问题和栏目页面。`, path: req.routePath });
    // A results page is the visitor's query: not indexed, and its URL never sent on as a referrer.
    return { ...meta, robots: { index: false, follow: true }, referrer: 'no-referrer' };
  },
});
