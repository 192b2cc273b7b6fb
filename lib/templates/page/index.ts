import { cachedColumnPage } from '@/lib/cache/reads';
import type { ContentDetail } from '@/lib/cms/types';
import { excerpt } from '@/lib/format';
import { pageMetadata } from '@/lib/seo';
import { canonicalPath, columnDescription, columnLabel } from '../column-meta';
import { loadTemplatePage, type TemplatePageState } from '../column-state';
import { defineTemplate } from '../define';
import { pageKeys } from './keys';

export type PageData = { state: TemplatePageState; content: ContentDetail | null };

/** The column's own page: its newest content rendered whole, with cards for its child columns. */
export const page = defineTemplate<PageData>({
  ...pageKeys,
  async load(req) {
    const state = await loadTemplatePage(req.routePath, 'page', req.searchParams);
    return { state, content: state.column ? await cachedColumnPage(state.column.key) : null };
  },
  metadata(req, { state, content }) {
    return pageMetadata({
      title: columnLabel(req, state),
      description: content?.summary || (content ? excerpt(content.bodyHtml, 150) : '') || columnDescription(req, state),
      path: canonicalPath(req, state),
    });
  },
});
