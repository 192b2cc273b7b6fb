import { getEnv } from '@/lib/env';
import { searchSite, type SearchPage } from '@/lib/search/search';
import { pageMetadata } from '@/lib/seo';
import { readSiteSearch, type SiteSearchRequest } from '@/lib/validation/site-search';
import { loadTemplatePage, type TemplatePageState } from '../column-state';
import { defineTemplate } from '../define';
import { toUrlSearchParams } from '../types';
import { siteSearchKeys } from './keys';

export type SiteSearchData = {
  state: TemplatePageState;
  request: SiteSearchRequest;
  /** Null until something is typed. */
  result: SearchPage | null;
};

/** /t1/search: one GET form, answered on the server; nothing typed is stored or logged. */
export const siteSearch = defineTemplate<SiteSearchData>({
  ...siteSearchKeys,
  // Under no column: the page names itself in the breadcrumbs, full width.
  shell: (req) => ({ title: req.routeTitle, current: req.routeTitle, sideMenu: false }),
  async load(req) {
    const state = await loadTemplatePage(req.routePath, 'site-search', {});
    const params = toUrlSearchParams(req.searchParams);
    const request = readSiteSearch((n) => params.get(n));
    // One search per request: the page and its metadata share this load (components/templates/registry-join).
    const result = request.input.query ? await searchSite(request.input) : null;
    return { state, request, result };
  },
  metadata(req) {
    const meta = pageMetadata({ title: req.routeTitle, description: `在${getEnv().SITE_NAME}查找通知公告、新闻、政策解读、办事指南、在线服务、项目、商铺、招聘岗位、常见问题和栏目页面。`, path: req.routePath });
    // A results page is the visitor's query: not indexed, and its URL never sent on as a referrer.
    return { ...meta, robots: { index: false, follow: true }, referrer: 'no-referrer' };
  },
});
