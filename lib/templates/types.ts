/**
 * The template contract (issue #10 part 1). Every /t1 and /t3 route names one template; a template
 * is one folder under lib/templates/ with two halves:
 *
 * - `keys.ts`, the pure half: which query parameters the template reads, parsed and validated, and
 *   which of them name the page (the route-cache key). Imports nothing from the database, Node or
 *   React, so the Edge middleware reads it.
 * - `index.ts`, the data half: `load()`, `metadata()` and, for cached templates, the rule that checks
 *   a key against the data before a page is stored.
 *
 * Its view is one component under components/templates/views/ (the page's body: the registry draws the
 * page shell around it). The registries that join them are generated from the folders
 * (lib/templates/template-files.test.ts, `npm run templates`).
 */
import type { Metadata } from 'next';
import type { ColumnNode } from '@/lib/cms/types';
import type { ResolvedNavigation } from '@/lib/navigation/resolve';

/** Search params as Next passes them to a page. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The normalized parameters of a cache entry: names and values in `[A-Za-z0-9_-]` (see content-cache). */
export type CacheQuery = Record<string, string>;

export type TemplateKeys = {
  /**
   * Whether pages of this template may be stored in the route cache at all. A form, a signed-in list
   * or a page showing what a visitor typed never is: it renders per request.
   */
  readonly cacheable: boolean;
  /** Pages only a signed-in visitor may open (anonymous visitors are sent to sign in): never listed in the sitemap. */
  readonly signedIn?: true;
  /** The template's own parameters (besides the column trail), in the order they are written in a key. */
  readonly params: readonly string[];
  /**
   * The template's own parameters of a request, validated and in canonical form (defaults left out);
   * null when this particular request must not be cached (e.g. a free-text search).
   */
  cacheQuery(params: URLSearchParams, routePath: string): CacheQuery | null;
};

/** One request for a template page: the public route and the visitor's query. */
export type TemplateRequest = {
  /** Path without query, e.g. "/t1/news_list" or "/t3/news_list/article_content". */
  routePath: string;
  /** Title of the route (lib/navigation/routes.ts), used when no column resolves. */
  routeTitle: string;
  searchParams: SearchParams;
};

/** What a template's rule says about a cache key's own parameters, given the data. */
export type ParamsVerdict = CacheQuery | 'not-found';

/**
 * The page shell the registry draws around a view (components/templates/registry-join.tsx): a column
 * page's breadcrumbs, side menu and heading (PageShell), or a personal-centre page's breadcrumbs and
 * card (PersonalCenterFrame, inside the personal centre's layout).
 */
export type ColumnFrame = {
  kind: 'column';
  nav: ResolvedNavigation;
  tree: readonly ColumnNode[];
  /** The page's route (finds the column when the query names none). */
  route: string;
  title?: string;
  current?: string;
  sideMenu?: boolean;
};
export type PersonalFrame = { kind: 'personal-centre'; nav: ResolvedNavigation; title: string };
export type PageFrame = ColumnFrame | PersonalFrame;

type TemplateCore<Data, Frame extends PageFrame> = TemplateKeys & {
  /** Everything the view shows; calls notFound()/redirect() itself for missing records. */
  load(req: TemplateRequest): Promise<Data>;
  /** The shell around the view, from the same data. */
  frame(req: TemplateRequest, data: Data): Frame;
  /**
   * For cached templates with parameters of their own beyond what lib/navigation/content-cache-rules
   * checks (the column trail, contentId, pageNum of column lists, year): the canonical form of those
   * parameters given the data (values naming nothing dropped, a page past the end → the last page),
   * or 'not-found'. The route-cache page redirects to the canonical URL when it differs.
   */
  canonicalParams?(query: CacheQuery, routePath: string): Promise<ParamsVerdict>;
};

export type TemplateModule<Data, Frame extends PageFrame = PageFrame> = TemplateCore<Data, Frame> &
  (
    | { readonly metadataFromRoute?: false; metadata(req: TemplateRequest, data: Data): Metadata | Promise<Metadata> }
    /**
     * Metadata named by the route alone, asked for without loading: a personal-centre page's load
     * reads the session, which its metadata must not (the layout may be handing a session over).
     */
    | { readonly metadataFromRoute: true; metadata(req: TemplateRequest): Metadata }
  );

/** First value, trimmed; null when absent or empty. */
export function firstValue(params: URLSearchParams, name: string): string | null {
  const raw = params.get(name);
  if (raw === null) return null;
  const trimmed = raw.trim();
  return trimmed === '' ? null : trimmed;
}

/** SearchParams (Next's shape) as URLSearchParams, first values only. */
export function toUrlSearchParams(searchParams: SearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(searchParams)) {
    const first = Array.isArray(v) ? v[0] : v;
    if (typeof first === 'string') out.set(k, first);
  }
  return out;
}
