import { getEnv } from '@/lib/env';
import { pageMetadata } from '@/lib/seo';
import { loadTemplatePage, type TemplatePageState } from '../column-state';
import { defineTemplate } from '../define';
import { siteMapKeys } from './keys';

export type SiteMapData = { state: TemplatePageState };

/**
 * /t1/siteMap (网站地图): every visible column of the menu, four levels deep, and the pages no column
 * names (search, the app, questionnaires, sign-in, the personal centre), for people who look for a
 * page by browsing rather than by the menu. Cached like a column page: the column tree is its data.
 */
export const siteMap = defineTemplate<SiteMapData>({
  ...siteMapKeys,
  // Under no column: the page names itself in the breadcrumbs, full width.
  shell: (req) => ({ title: req.routeTitle, current: req.routeTitle, sideMenu: false }),
  async load(req) {
    return { state: await loadTemplatePage(req.routePath, 'site-map', {}) };
  },
  metadata(req) {
    return pageMetadata({ title: req.routeTitle, description: `${getEnv().SITE_NAME}的全部栏目和主要页面：通知公告、新闻、政策、业务办理、项目、商铺、招聘和在线服务。`, path: req.routePath });
  },
});
