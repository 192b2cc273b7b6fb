/**
 * Every portal route of the spec (§2) and the template that renders it. One list, read by the
 * edge middleware (anything not here falls back to /home), by the /t1 page dispatcher and by the
 * demo seed (each column names one of these paths). Pure data: safe on the Edge runtime. The fixed
 * paths and URL helpers that pages' scripts need are in ./paths (no public page's script imports
 * this module: lib/templates/registry.test.ts).
 */

/** A template's name; each is one folder under lib/templates/ (the pure half is read here and on the Edge). */
export type { TemplateName } from '@/lib/templates/keys';
import type { TemplateName } from '@/lib/templates/keys';
import { PERSONAL_CENTER_PATH } from './paths';

export type T1Route = { template: TemplateName; title: string };

/** The /t1/... second-level template routes (path after /t1/). */
export const T1_ROUTES = {
  // Company information
  company_profile: { template: 'company-profile', title: '公司简介' },
  organizational_structure: { template: 'page', title: '组织架构' },
  memory: { template: 'timeline', title: '大事记' },
  leader_profile: { template: 'page', title: '领导班子' },
  corporate_culture: { template: 'page', title: '企业文化' },
  children_company_profile: { template: 'subsidiaries', title: '下属公司' },
  development_strategy: { template: 'page', title: '发展战略' },
  question_answer: { template: 'qa', title: '政策问答' },
  corporatevideo: { template: 'page', title: '宣传视频' },
  corporatebrochure: { template: 'page', title: '宣传画册' },
  // Content
  news_list: { template: 'news-list', title: '新闻列表' },
  article_content: { template: 'article', title: '文章详情' },
  projectDetail: { template: 'project-detail', title: '项目详情' },
  // Projects
  project_show: { template: 'project-finder', title: '项目展示' },
  'project_show/common': { template: 'project-finder', title: '普通项目' },
  'project_show/special': { template: 'project-finder', title: '专项项目' },
  xmzs: { template: 'project-finder', title: '公租房及保租房项目' },
  // Shared-property housing
  business_introduce: { template: 'business-guide', title: '共有产权房业务介绍' },
  project_show_gycqf: { template: 'project-finder', title: '共有产权房项目展示' },
  tzgg_04: { template: 'project-finder', title: '优质房源' },
  // Public rental housing
  ywbl_02: { template: 'business-guide', title: '公租房业务办理' },
  ywjs_03: { template: 'business-guide', title: '公租房业务介绍' },
  // Guaranteed rental housing
  ywbl: { template: 'business-guide', title: '保租房业务办理' },
  ywjs: { template: 'business-guide', title: '保租房业务介绍' },
  // Allotment-sale guaranteed housing
  ywbl_01: { template: 'allotment-guide', title: '配售型保障房业务办理' },
  ywjs_01: { template: 'business-guide', title: '配售型保障房业务介绍' },
  /** Eligibility self-check for the four businesses (issue #10; not in the spec's list, under 多元业务). */
  self_check: { template: 'self-check', title: '资格自测' },
  // Commercial services
  serviceIntroduction: { template: 'page', title: '商业服务介绍' },
  businessHandle: { template: 'shop-search', title: '商铺查询' },
  shopInfo: { template: 'shop-detail', title: '商铺信息' },
  shopProjectInfo: { template: 'shop-project', title: '商业项目信息' },
  register: { template: 'shop-register', title: '意向登记' },
  CheckCompanyregister: { template: 'shop-records', title: '企业意向登记查询' },
  // Help
  help_center: { template: 'qa', title: '帮助中心' },
  // Recruitment
  PostInformation: { template: 'job-list', title: '招聘信息' },
  PostDeatil: { template: 'job-detail', title: '岗位详情' },
  RegisteForm: { template: 'quick-form', title: '快速投递简历' },
  ResumeForm: { template: 'resume-form', title: '简历基本信息' },
  /** The mobile app (spec §1 "mobile-app download", §4 opening the app; issue #13): linked from the footer and home. */
  app_download: { template: 'app-download', title: 'App 下载' },
  /** Site search (issue #12; not in the spec's list): the header's search box leads here. */
  search: { template: 'site-search', title: '站内搜索' },
  /** The site map for people (issue #27; not in the spec's list): every column and the main pages, linked from the footer. */
  siteMap: { template: 'site-map', title: '网站地图' },
  /** 办件进度查询 (issue #28 part 5; not in the spec's list): a case's progress by receipt number, without signing in. */
  caseQuery: { template: 'case-query', title: '办件进度查询' },
  /** 留言咨询 (issue #28 part 7; not in the spec's list): answered questions published with consent, and the monthly figures. */
  consultation: { template: 'consultation', title: '留言咨询' },
  /** 我要留言: a signed-in citizen asks (issue #28 part 7). */
  askQuestion: { template: 'question-form', title: '我要留言' },
  /** 轮候配租情况 (issue #29 part 3; not in the spec's list): per product, the highest 轮候序号 allocated this month. */
  queueFigures: { template: 'queue-figures', title: '轮候配租情况' },
  /** 公租房 / 保租房（个人） 在线申请 (issue #29 part 1): signed in; ?product=gzf|bzf. */
  housingApply: { template: 'housing-apply', title: '住房保障在线申请' },
} as const satisfies Record<string, T1Route>;

export type T1Path = keyof typeof T1_ROUTES;

export function findT1Route(segments: readonly string[]): (T1Route & { path: T1Path }) | undefined {
  const key = segments.join('/');
  if (!Object.prototype.hasOwnProperty.call(T1_ROUTES, key)) return undefined;
  const path = key as T1Path;
  return { path, ...T1_ROUTES[path] };
}

/**
 * Exact paths served outside /t1 (besides /api, /_next and public files).
 */
export const STATIC_ROUTES = [
  '/home',
  '/login',
  '/404',
  '/t3',
  '/t3/news_list',
  '/t3/news_list/article_content',
  '/privacypolicy/user',
  '/privacypolicy/privacy',
  '/privacypolicy/register',
  /** The agreements asked again after a version change (issue #30 part 3). */
  '/consent',
  '/questionnaireFilling',
  '/sitemap.xml',
  '/robots.txt',
] as const;

/**
 * The personal-centre pages of spec §2 (path after /t1/personalCenter/). They need a session and are
 * never cached. The record pages are templates like every /t1 route, served by one dispatcher
 * (app/(site)/t1/personalCenter/[group]/[record]); the other pages are route folders of their own
 * under app/(site)/t1/personalCenter/ (which take precedence over it).
 */
export type PersonalCenterRoute = { title: string; kind: 'basic-info' | 'family' | 'favourites' } | { title: string; template: TemplateName };

export const PERSONAL_CENTER_ROUTES = {
  'personal_info/basic_info': { title: '基本信息', kind: 'basic-info' },
  'personal_info/gzf_familyInfo': { title: '家庭信息', kind: 'family' },
  'collection_content/article_collection': { title: '文章收藏', kind: 'favourites' },
  'collection_content/project_Collection': { title: '项目收藏', kind: 'favourites' },
  'business_record/allotment': { title: '历史记录', template: 'housing-records' },
  'business_record/zhongbao': { title: '配租记录', template: 'housing-records' },
  'business_record/real_time_rental': { title: '选房记录', template: 'housing-records' },
  /** The user's shop intentions (/t1/register), to follow and withdraw (not in the spec's list; decisions: one confirmation). */
  'business_record/shop_intention': { title: '商铺意向登记', template: 'shop-intentions' },
  'allotment_sale_record/intention_register': { title: '意向登记记录', template: 'intention-register' },
  'job_information/registratio_form': { title: '登记表草稿', template: 'job-drafts' },
  'job_information/job_Wanted_Record': { title: '求职记录', template: 'job-applications' },
  /** The message centre (站内信) and one case with its timeline (issue #28 part 3; not in the spec's list). */
  'message_center/messages': { title: '站内信', template: 'messages' },
  'message_center/case': { title: '办件详情', template: 'case-detail' },
  'message_center/questions': { title: '我的咨询', template: 'my-questions' },
  /** 我的订阅: followed columns and saved searches (issue #30 part 5). */
  'message_center/subscriptions': { title: '我的订阅', template: 'my-subscriptions' },
  /** 我的数据: download everything, the e-mail/SMS switch, 注销账号 (issue #30; not in the spec's list). */
  'privacy/my_data': { title: '我的数据', template: 'my-data' },
} as const satisfies Record<string, PersonalCenterRoute>;

export type PersonalCenterPath = keyof typeof PERSONAL_CENTER_ROUTES;

/** The templates of the personal centre's record pages (read from the list above). */
export type PersonalTemplateName = Extract<(typeof PERSONAL_CENTER_ROUTES)[PersonalCenterPath], { template: TemplateName }>['template'];

/** `/t1/personalCenter/<path>` → its entry, or undefined for anything the spec does not list. */
export function findPersonalCenterRoute(pathname: string): ({ path: PersonalCenterPath } & (typeof PERSONAL_CENTER_ROUTES)[PersonalCenterPath]) | undefined {
  const p = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (!p.startsWith(`${PERSONAL_CENTER_PATH}/`)) return undefined;
  const key = p.slice(PERSONAL_CENTER_PATH.length + 1);
  if (!Object.prototype.hasOwnProperty.call(PERSONAL_CENTER_ROUTES, key)) return undefined;
  const path = key as PersonalCenterPath;
  return { path, ...PERSONAL_CENTER_ROUTES[path] };
}

/** Whether the portal serves this pathname; anything else is sent to /home (spec §2). */
export function isKnownPath(pathname: string): boolean {
  const p = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if ((STATIC_ROUTES as readonly string[]).includes(p)) return true;
  if (p === PERSONAL_CENTER_PATH) return true;
  if (p.startsWith('/t1/')) return !!findT1Route(p.slice(4).split('/')) || !!findPersonalCenterRoute(p);
  return false;
}
