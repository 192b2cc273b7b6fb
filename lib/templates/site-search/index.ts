import { cache } from 'react';
import { getEnv } from '@/lib/env';
import type { SearchKind } from '@/lib/search/kinds';
import { searchSite, type SearchPage, type SearchSort } from '@/lib/search/search';
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

/**
 * One search per request: the template's load runs for the page and again for its metadata, and
 * React's cache() matches primitive arguments only (an input object would be a new key each time).
 */
const searchOnce = cache(
  (query: string, kind: SearchKind | null, from: string | null, to: string | null, sort: SearchSort, pageNum: number): Promise<SearchPage> =>
    searchSite({ query, kind, from, to, sort, pageNum }),
);

/** /t1/search: one GET form, answered on the server; nothing typed is stored or logged. */
export const siteSearch = defineTemplate<SiteSearchData>({
  ...siteSearchKeys,
  async load(req) {
    const state = await loadTemplatePage(req.routePath, 'site-search', {});
    const params = toUrlSearchParams(req.searchParams);
    const request = readSiteSearch((n) => params.get(n));
    const { query, kind, from, to, sort, pageNum } = request.input;
    const result = query ? await searchOnce(query, kind, from, to, sort, pageNum) : null;
    return { state, request, result };
  },
  metadata(req) {
    const meta = pageMetadata({ title: req.routeTitle, description: `在${getEnv().SITE_NAME}查找通知公告、新闻、政策解读、项目、商铺、招聘信息和常见问题。`, path: req.routePath });
    // A results page is the visitor's query: not indexed, and its URL never sent on as a referrer.
    return { ...meta, robots: { index: false, follow: true }, referrer: 'no-referrer' };
  },
});
