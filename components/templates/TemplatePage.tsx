import type { Metadata } from 'next';
import { ArticleJsonLd, BreadcrumbJsonLd, FAQJsonLd } from 'next-seo';
import { PageShell } from '@/components/layout/PageShell';
import {
  cachedColumnPage as getColumnPage,
  cachedCompanyIntroduce as getCompanyIntroduce,
  cachedContent as getContent,
  cachedListContents as listContents,
  cachedMemorabiliaByYear as listMemorabiliaByYear,
  cachedMemorabiliaYears as listMemorabiliaYears,
  cachedSubsidiaries as listSubsidiaries,
} from '@/lib/cache/reads';
import type { ColumnNode } from '@/lib/cms/types';
import { getEnv } from '@/lib/env';
import { columnHref, firstParam } from '@/lib/navigation/resolve';
import { toQueryString, type TemplateName } from '@/lib/navigation/routes';
import { Article } from './Article';
import { CompanyProfile } from './CompanyProfile';
import { excerpt } from '@/lib/format';
import { articleKindOf, columnPageHref, trailQuery } from '@/lib/navigation/links';
import { NewsList } from './NewsList';
import { Pagination } from './Pagination';
import { clampPageNum, DEFAULT_PAGE_SIZE, parsePageNum, QA_PAGE_SIZE } from '@/lib/navigation/pagination';
import { QA, type QAItem } from './QA';
import { RichPage, type ColumnCard } from './RichPage';
import { absoluteUrl, pageMetadata, toAbsolute } from '@/lib/seo';
import { Subsidiaries } from './Subsidiaries';
import { Timeline } from './Timeline';
import { pickYear } from '@/lib/templates/pick-year';
import { loadTemplatePage, type SearchParams, type TemplatePageState } from './template-data';

/**
 * One template page of the portal: /t1/<route> and the /t3 notice pages all come through here.
 * The route decides the template, the query (col1..col4, special, contentId…) decides the data.
 */
export type TemplateRequest = {
  /** Path without query, e.g. "/t1/news_list" or "/t3/news_list/article_content". */
  routePath: string;
  template: TemplateName;
  /** Title of the route (lib/navigation/routes.ts), used when no column resolves. */
  routeTitle: string;
  searchParams: SearchParams;
};

/** The list page of a news-list route, clamped: malformed → 1, past the end → the last page. */
async function loadListPage(column: ColumnNode, searchParams: SearchParams, pageSize: number, keyword = '') {
  const requested = parsePageNum(searchParams.pageNum);
  const page = await listContents({ columnKey: column.key, includeDescendants: true, pageNum: requested, pageSize, keyword });
  if (page.pages > 0 && requested > page.pages) {
    return listContents({ columnKey: column.key, includeDescendants: true, pageNum: clampPageNum(requested, page.pages), pageSize, keyword });
  }
  return page;
}

function keywordOf(searchParams: SearchParams): string {
  return firstParam(searchParams, 'keyword') ?? '';
}

/** Canonical path of a column page: its route with the trail (not the visitor's spelling of it). */
function canonicalPath(req: TemplateRequest, state: TemplatePageState, extra: Record<string, string | number | undefined> = {}) {
  return `${req.routePath}${toQueryString({ ...trailQuery(state.nav.trail), ...extra })}`;
}

/** Notices live under /t3; other articles keep their /t1 route (article_content, PostDeatil, projectDetail). */
function articlePath(req: TemplateRequest, kind: 't1' | 't3'): string {
  if (kind === 't3') return '/t3/news_list/article_content';
  return req.routePath.startsWith('/t1/') ? req.routePath : '/t1/article_content';
}

function siteDescription(label: string): string {
  return `${getEnv().SITE_NAME}「${label}」栏目`;
}

export async function templateMetadata(req: TemplateRequest): Promise<Metadata> {
  const state = await loadTemplatePage(req.routePath, req.template, req.searchParams);
  const label = state.column?.label ?? req.routeTitle;
  const description = state.column?.description || siteDescription(label);

  switch (req.template) {
    case 'article': {
      const a = state.article;
      if (!a) return { title: req.routeTitle };
      const kind = articleKindOf(state.nav.trail);
      const path = `${articlePath(req, kind)}${toQueryString({ ...trailQuery(state.nav.trail), contentId: a.id })}`;
      return pageMetadata({
        title: a.title,
        description: a.summary || excerpt(a.bodyHtml, 150) || description,
        path,
        article: { publishedTime: a.publishAt, section: a.columnLabel, image: a.coverUrl },
      });
    }
    case 'news-list': {
      if (!state.column) return pageMetadata({ title: label, description, path: req.routePath });
      const page = await loadListPage(state.column, req.searchParams, DEFAULT_PAGE_SIZE);
      const pageNum = page.pageNum > 1 ? page.pageNum : undefined;
      return pageMetadata({
        title: pageNum ? `${label}（第${pageNum}页）` : label,
        description,
        path: canonicalPath(req, state, { pageNum }),
      });
    }
    case 'page': {
      const content = state.column ? await getColumnPage(state.column.key) : null;
      return pageMetadata({
        title: label,
        description: content?.summary || (content ? excerpt(content.bodyHtml, 150) : '') || description,
        path: canonicalPath(req, state),
      });
    }
    case 'company-profile': {
      const company = await getCompanyIntroduce();
      return pageMetadata({ title: label, description: company?.summary || description, path: canonicalPath(req, state) });
    }
    case 'timeline': {
      const years = await listMemorabiliaYears();
      const year = pickYear(req.searchParams.year, years);
      const isDefault = year === null || year === Math.max(...years);
      return pageMetadata({
        title: year && !isDefault ? `${label}（${year}年）` : label,
        description,
        path: canonicalPath(req, state, { year: isDefault ? undefined : (year ?? undefined) }),
      });
    }
    default:
      return pageMetadata({ title: label, description, path: canonicalPath(req, state) });
  }
}

export async function TemplatePage(req: TemplateRequest) {
  const state = await loadTemplatePage(req.routePath, req.template, req.searchParams);
  const { nav, tree, column } = state;
  const label = column?.label ?? req.routeTitle;
  const shell = { nav, tree, route: req.routePath } as const;
  const linkQuery = trailQuery(nav.trail);

  switch (req.template) {
    case 'article': {
      const a = state.article;
      if (!a) return null; // loadTemplatePage already called notFound()
      const kind = articleKindOf(nav.trail);
      const url = absoluteUrl(`${articlePath(req, kind)}${toQueryString({ ...linkQuery, contentId: a.id })}`);
      const site = getEnv().SITE_NAME;
      return (
        <PageShell {...shell} current="正文">
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
          <Article content={a} kind={kind} linkQuery={linkQuery} listHref={column ? columnPageHref(nav.trail) : undefined} />
        </PageShell>
      );
    }

    case 'news-list': {
      if (!column) return <PageShell {...shell} title={label}>{null}</PageShell>;
      const page = await loadListPage(column, req.searchParams, DEFAULT_PAGE_SIZE);
      const kind = articleKindOf(nav.trail);
      return (
        <PageShell {...shell} title={label}>
          <NewsList records={page.records} kind={kind} linkQuery={linkQuery} showCovers={kind === 't1'} />
          <Pagination pageNum={page.pageNum} pages={page.pages} total={page.total} pathname={req.routePath} query={linkQuery} />
        </PageShell>
      );
    }

    case 'page': {
      const content = column ? await getColumnPage(column.key) : null;
      const cards: ColumnCard[] = (column?.children ?? [])
        .filter((c) => !c.navHidden)
        .map((c) => ({ key: c.key, label: c.label, description: c.description, href: columnHref([...nav.trail, c]) }));
      return (
        <PageShell {...shell} title={label}>
          <RichPage content={content} childColumns={cards} />
        </PageShell>
      );
    }

    case 'company-profile': {
      const company = await getCompanyIntroduce();
      const fallback = company ? null : column ? await getColumnPage(column.key) : null;
      return (
        <PageShell {...shell} title={label}>
          {company ? <CompanyProfile company={company} /> : <RichPage content={fallback} />}
        </PageShell>
      );
    }

    case 'timeline': {
      const years = await listMemorabiliaYears();
      const year = pickYear(req.searchParams.year, years);
      const items = year !== null ? await listMemorabiliaByYear(year) : [];
      const newest = years.length ? Math.max(...years) : null;
      return (
        <PageShell {...shell} title={label}>
          <Timeline
            years={years}
            currentYear={year}
            items={items}
            yearHref={(y) => `${req.routePath}${toQueryString({ ...linkQuery, year: y === newest ? undefined : y })}`}
          />
        </PageShell>
      );
    }

    case 'subsidiaries': {
      const subsidiaries = await listSubsidiaries();
      return (
        <PageShell {...shell} title={label}>
          <Subsidiaries subsidiaries={subsidiaries} />
        </PageShell>
      );
    }

    case 'qa': {
      if (!column) return <PageShell {...shell} title={label}>{null}</PageShell>;
      const keyword = keywordOf(req.searchParams);
      const page = await loadListPage(column, req.searchParams, QA_PAGE_SIZE, keyword);
      // Answers are the contents' bodies; the list query carries summaries only.
      const details = await Promise.all(page.records.map((r) => getContent(r.id)));
      const items: QAItem[] = page.records.map((r, i) => ({
        id: r.id,
        question: r.title,
        answerHtml: details[i]?.bodyHtml || `<p>${r.summary}</p>`,
      }));
      return (
        <PageShell {...shell} title={label}>
          {items.length > 0 ? (
            <FAQJsonLd questions={items.map((q) => ({ question: q.question, answer: excerpt(q.answerHtml, 500) }))} />
          ) : null}
          <QA
            items={items}
            total={page.total}
            keyword={keyword}
            action={req.routePath}
            hidden={linkQuery}
            resetHref={`${req.routePath}${toQueryString(linkQuery)}`}
          />
          <Pagination
            pageNum={page.pageNum}
            pages={page.pages}
            total={page.total}
            pathname={req.routePath}
            query={{ ...linkQuery, keyword: keyword || undefined }}
          />
        </PageShell>
      );
    }
  }
}
