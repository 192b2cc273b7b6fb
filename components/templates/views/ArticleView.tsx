import { ArticleJsonLd, BreadcrumbJsonLd } from 'next-seo';
import { getEnv } from '@/lib/env';
import { excerpt } from '@/lib/format';
import { columnPageHref, trailQuery } from '@/lib/navigation/links';
import { absoluteUrl, toAbsolute } from '@/lib/seo';
import type { ArticleData } from '@/lib/templates/article';
import { Article } from '../Article';
import type { TemplateViewProps } from './types';

export function ArticleView({ data: { state, article: a, kind, path } }: TemplateViewProps<ArticleData>) {
  const { nav, column } = state;
  const url = absoluteUrl(path);
  const site = getEnv().SITE_NAME;
  return (
    <>
      <ArticleJsonLd
        type="NewsArticle"
        headline={a.title}
        url={url}
        datePublished={a.publishAt}
        description={a.summary || excerpt(a.bodyHtml, 150)}
        image={a.coverUrl ? toAbsolute(a.coverUrl) : undefined}
        author={a.author ? { name: a.author } : { name: a.source || site }}
        publisher={{ name: site, url: absoluteUrl('/home') }}
        mainEntityOfPage={url}
      />
      <BreadcrumbJsonLd
        items={[
          { name: '首页', item: absoluteUrl('/home') },
          ...nav.trail.map((n, i) => ({ name: n.label, item: absoluteUrl(columnPageHref(nav.trail.slice(0, i + 1))) })),
          { name: a.title, item: url },
        ]}
      />
      <Article content={a} kind={kind} linkQuery={trailQuery(nav.trail)} listHref={column ? columnPageHref(nav.trail) : undefined} />
    </>
  );
}
