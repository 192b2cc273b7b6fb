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

/**
 * Factors of a record's standing besides its kind (issue #27 part 2: a current or open record
 * ranks above a closed or old one): `closed` once a record is no longer current
 * (bss_search_doc.closes_at passed: a leased shop, a full project, a job past its deadline, a closed
 * questionnaire, a repealed policy), `old` for a notice or news item over a year old. The ranking
 * (bss_search_factor, migration 0026) reads them from the same map as the kinds'.
 */
export const STANDING_LABELS = { closed: '已结束', old: '往年' } as const;
export type Standing = keyof typeof STANDING_LABELS;
export type BoostKey = SearchKind | Standing;

export function isStanding(value: string): value is Standing {
  return Object.prototype.hasOwnProperty.call(STANDING_LABELS, value);
}

export function isBoostKey(value: string): value is BoostKey {
  return isSearchKind(value) || isStanding(value);
}

/** What the console calls a factor's key: a kind's name (办事指南) or a standing's (已结束). */
export function boostKeyLabel(key: BoostKey): string {
  return isStanding(key) ? STANDING_LABELS[key] : KIND_LABELS[key];
}
