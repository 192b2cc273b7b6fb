import type { Page } from '@/lib/cms/types';
import { loadTemplatePage, type TemplatePageState } from './column-state';
import type { TemplateName } from './keys';
import { toUrlSearchParams, type CacheQuery, type TemplateKeys, type TemplateRequest } from './types';

/**
 * A searchable list of records with filters in its query (the job posts, the project finder, the shop
 * search): the three read, cache and canonicalise their pages by the same rules, so they share them.
 */
export type FilteredList<Filter extends { pageNum: number }, Row> = {
  template: TemplateName;
  keys: TemplateKeys;
  pageSize: number;
  /** The filter the query asks for; the parameters whose values named nothing are in `dropped`. */
  parse(params: URLSearchParams, routePath: string): { filter: Filter; dropped: string[] };
  /** The filter's own parameters in canonical form (defaults left out). */
  query(filter: Filter): Record<string, string>;
  /** Whether a page with this filter may enter the data cache (never with the visitor's own text). */
  isCached(filter: Filter): boolean;
  cached(filter: Filter, pageSize: number): Promise<Page<Row>>;
  uncached(filter: Filter, options: { pageSize: number }): Promise<Page<Row>>;
};

/** The column state of a list page and the filter its request asks for. */
export async function loadListRequest<Filter extends { pageNum: number }, Row>(list: FilteredList<Filter, Row>, req: TemplateRequest) {
  const state: TemplatePageState = await loadTemplatePage(req.routePath, list.template, req.searchParams);
  return { state, ...list.parse(toUrlSearchParams(req.searchParams), req.routePath) };
}

/** Only the lists whose page is cached read through the data cache; the rest go to the database. */
export function readListPage<Filter extends { pageNum: number }, Row>(list: FilteredList<Filter, Row>, filter: Filter): Promise<Page<Row>> {
  return list.isCached(filter) ? list.cached(filter, list.pageSize) : list.uncached(filter, { pageSize: list.pageSize });
}

/**
 * The canonical query of a list page, the filter already cleared of values naming nothing: the
 * parameters that are not the list's own kept as they are, its own rewritten from the filter, and a
 * page past the end made the last page.
 */
export async function canonicalListQuery<Filter extends { pageNum: number }, Row>(
  list: FilteredList<Filter, Row>,
  query: CacheQuery,
  filter: Filter,
): Promise<CacheQuery> {
  const first = await list.cached({ ...filter, pageNum: 1 }, list.pageSize);
  const pageNum = Math.min(filter.pageNum, Math.max(first.pages, 1));
  const out: CacheQuery = {};
  for (const [k, v] of Object.entries(query)) if (!list.keys.params.includes(k)) out[k] = v;
  return { ...out, ...list.query({ ...filter, pageNum }) };
}
