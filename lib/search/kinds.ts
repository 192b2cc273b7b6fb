/** What a visitor filters search results by, and how each kind reads (pure: the views and the API use it). */
import { SEARCH_KINDS } from '@/lib/db/schema/search';

export type SearchKind = (typeof SEARCH_KINDS)[number];

/** In the order the filter lists them. */
export const KIND_LABELS: Readonly<Record<SearchKind, string>> = {
  notice: '通知公告',
  news: '新闻',
  policy: '政策解读',
  guide: '办事指南',
  project: '项目',
  shop: '商铺',
  job: '招聘',
  faq: '常见问题',
};

export const KIND_CODES = Object.keys(KIND_LABELS) as SearchKind[];

export function isSearchKind(value: string): value is SearchKind {
  return Object.prototype.hasOwnProperty.call(KIND_LABELS, value);
}
