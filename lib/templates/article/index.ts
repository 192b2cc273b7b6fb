import { excerpt } from '@/lib/format';
import { articleKindOf, trailQuery } from '@/lib/navigation/links';
import { toQueryString } from '@/lib/navigation/paths';
import { pageMetadata } from '@/lib/seo';
import { articlePath, columnDescription } from '../column-meta';
import { loadTemplatePage, type TemplatePageState } from '../column-state';
import { defineTemplate } from '../define';
import { articleKeys } from './keys';
import type { ContentDetail } from '@/lib/cms/types';

export type ArticleData = { state: TemplatePageState; article: ContentDetail; kind: 't1' | 't3'; path: string };

/** One content, by contentId; notFound() when it does not exist or is not published. */
export const article = defineTemplate<ArticleData>({
  ...articleKeys,
  shell: () => ({ current: '正文' }),
  async load(req) {
    const state = await loadTemplatePage(req.routePath, 'article', req.searchParams);
    // loadTemplatePage has called notFound() for a missing article.
    const a = state.article as ContentDetail;
    const kind = articleKindOf(state.nav.trail);
    const path = `${articlePath(req.routePath, kind)}${toQueryString({ ...trailQuery(state.nav.trail), contentId: a.id })}`;
    return { state, article: a, kind, path };
  },
  metadata(req, { state, article: a, path }) {
    return pageMetadata({
      title: a.title,
      description: a.summary || excerpt(a.bodyHtml, 150) || columnDescription(req, state),
      path,
      article: { publishedTime: a.publishAt, section: a.columnLabel, image: a.coverUrl },
    });
  },
});
