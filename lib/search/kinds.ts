/** What a visitor filters search results by, and how each kind reads (pure: the views and the API use it). */
import { SEARCH_KINDS } from '@/lib/db/schema/search';

export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * In the order the filter lists them. A kind says what a result is to a citizen: 办事指南 are the
 * business guides (pages and articles), 在线服务 what one does on the portal (a form, the
 * self-check, the app, a questionnaire, one's own records), 栏目页面 the other pages (lists,
 * finders, company pages, the help centre, legal texts).
 */
export const KIND_LABELS: Readonly<Record<SearchKind, string>> = {
  notice: '通知公告',
  news: '新闻',
  policy: '政策解读',
  guide: '办事指南',
  service: '在线服务',
  project: '住房项目',
  commercial: '商业项目',
  shop: '商铺',
  job: '招聘岗位',
  faq: '常见问题',
  page: '栏目页面',
};

export const KIND_CODES = Object.keys(KIND_LABELS) as SearchKind[];

export function isSearchKind(value: string): value is SearchKind {
  return Object.prototype.hasOwnProperty.call(KIND_LABELS, value);
}
