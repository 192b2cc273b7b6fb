/**
 * The portal's fixed paths and URL helpers, without the route tables: what the site frame's and the
 * pages' scripts read. The tables (lib/navigation/routes.ts) stay out of the browser's first load:
 * Turbopack keeps one copy of a module with every export any page's script uses, so one client
 * import of a table reader (the console's catalogue form checks a column's path with isKnownPath)
 * would put every table into the chunk every public page loads (3.6 kB, ≈ 1.5 kB gzip;
 * docs/performance.md "Page weight"). `lib/templates/registry.test.ts` keeps public client code off
 * routes.ts.
 */

/**
 * Detail pages that no column names, and the list route whose column they belong to: the menu lights
 * that column for them (a job post is under 加入我们 › 招聘信息), as their breadcrumbs already say.
 */
export const DETAIL_LIST_ROUTES: Readonly<Record<string, string>> = {
  '/t1/PostDeatil': '/t1/PostInformation',
};

/** The portal page of the mobile app. */
export const APP_DOWNLOAD_PATH = '/t1/app_download';
/** The site search page (the header's search box posts here). */
export const SITE_SEARCH_PATH = '/t1/search';
/** The site map for people (网站地图), linked from the footer. */
export const SITE_MAP_PATH = '/t1/siteMap';
/** 办件进度查询: a case's progress by receipt number and applicant, without signing in (issue #28 part 5). */
export const CASE_QUERY_PATH = '/t1/caseQuery';
/** The personal centre's message centre (站内信) and one case's page with its timeline (issue #28 part 3). */
export const MESSAGES_PATH = '/t1/personalCenter/message_center/messages';
export const CASE_PAGE_PATH = '/t1/personalCenter/message_center/case';
/** 留言咨询: the public list, the form, and the asker's own questions (issue #28 part 7). */
export const CONSULTATION_PATH = '/t1/consultation';
export const ASK_QUESTION_PATH = '/t1/askQuestion';
export const MY_QUESTIONS_PATH = '/t1/personalCenter/message_center/questions';
/** One of the signed-in citizen's cases, by its receipt number. */
export const caseHref = (receiptNo: string) => `${CASE_PAGE_PATH}?receipt=${encodeURIComponent(receiptNo)}`;

export const PERSONAL_CENTER_PATH = '/t1/personalCenter';

/** 我的数据 (issue #30): export, the e-mail/SMS switch and 注销账号; and the agreements asked again. */
export const MY_DATA_PATH = '/t1/personalCenter/privacy/my_data';
/** 我的订阅: followed columns and saved searches (issue #30 part 5). */
export const MY_SUBSCRIPTIONS_PATH = '/t1/personalCenter/message_center/subscriptions';
export const CONSENT_PATH = '/consent';

/** Request header in which middleware hands the personal-centre layout the page's path + query (for ?redirect=). */
export const PORTAL_PATH_HEADER = 'x-portal-path';

/** /t1/personalCenter itself or any page below it: the paths that need a session. */
export function isPersonalCenterPath(pathname: string): boolean {
  return pathname === PERSONAL_CENTER_PATH || pathname.startsWith(`${PERSONAL_CENTER_PATH}/`);
}

/** The portal link to a content's page: notices live under /t3, everything else under /t1. */
export function articleHref(kind: 't1' | 't3', query: Record<string, string | number | undefined>): string {
  const base = kind === 't3' ? '/t3/news_list/article_content' : '/t1/article_content';
  return `${base}${toQueryString(query)}`;
}

export function toQueryString(query: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}
