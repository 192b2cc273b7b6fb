import { cachedContent } from '@/lib/cache/reads';
import type { ContentSummary, Page } from '@/lib/cms/types';
import { firstParam } from '@/lib/navigation/resolve';
import { QA_PAGE_SIZE } from '@/lib/navigation/pagination';
import { escapeHtml } from '@/lib/search/highlight';
import { pageMetadata } from '@/lib/seo';
import { loadListPage } from '../column-list';
import { canonicalPath, columnDescription, columnLabel } from '../column-meta';
import { loadTemplatePage, type TemplatePageState } from '../column-state';
import { defineTemplate } from '../define';
import { qaKeys } from './keys';

export type QAItemData = { id: number; question: string; answerHtml: string };
export type QAData = {
  state: TemplatePageState;
  keyword: string;
  page: Page<ContentSummary> | null;
  /** No question holds every word of the keyword: these hold some of them, and the page says so. */
  partial: boolean;
  items: QAItemData[];
};

/** Questions and answers: each content is a question, its body the answer; searchable by keyword. */
export const qa = defineTemplate<QAData>({
  ...qaKeys,
  async load(req) {
    const state = await loadTemplatePage(req.routePath, 'qa', req.searchParams);
    const keyword = firstParam(req.searchParams, 'keyword') ?? '';
    if (!state.column) return { state, keyword, page: null, partial: false, items: [] };
    const { partial, ...page } = await loadListPage(state.column, req.searchParams, QA_PAGE_SIZE, keyword, { partialFallback: true });
    // Answers are the contents' bodies; the list query carries summaries only.
    const details = await Promise.all(page.records.map((r) => cachedContent(r.id)));
    const items = page.records.map((r, i) => ({ id: r.id, question: r.title, answerHtml: details[i]?.bodyHtml || `<p>${escapeHtml(r.summary)}</p>` }));
    return { state, keyword, page, partial, items };
  },
  metadata(req, { state }) {
    return pageMetadata({ title: columnLabel(req, state), description: columnDescription(req, state), path: canonicalPath(req, state) });
  },
});
