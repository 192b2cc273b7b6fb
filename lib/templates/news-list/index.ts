import type { ContentSummary, Page } from '@/lib/cms/types';
import { pageMetadata } from '@/lib/seo';
import { DEFAULT_PAGE_SIZE } from '@/lib/navigation/pagination';
import { loadListPage } from '../column-list';
import { canonicalPath, columnDescription, columnLabel } from '../column-meta';
import { loadTemplatePage, type TemplatePageState } from '../column-state';
import { defineTemplate } from '../define';
import { newsListKeys } from './keys';

export type NewsListData = { state: TemplatePageState; page: Page<ContentSummary> | null };

/** Paged list of the column's published contents (and its descendants'). */
export const newsList = defineTemplate<NewsListData>({
  ...newsListKeys,
  async load(req) {
    const state = await loadTemplatePage(req.routePath, 'news-list', req.searchParams);
    const page = state.column ? await loadListPage(state.column, req.searchParams, DEFAULT_PAGE_SIZE) : null;
    return { state, page };
  },
  metadata(req, { state, page }) {
    const label = columnLabel(req, state);
    const description = columnDescription(req, state);
    if (!page) return pageMetadata({ title: label, description, path: req.routePath });
    const pageNum = page.pageNum > 1 ? page.pageNum : undefined;
    return pageMetadata({ title: pageNum ? `${label}（第${pageNum}页）` : label, description, path: canonicalPath(req, state, { pageNum }) });
  },
});
