/**
 * Which content-page queries may own a route-cache entry (issue #9). The middleware's key
 * (./content-cache.ts) is only syntactic: any well-formed col1..col4, contentId, year or pageNum
 * gets through. The cached page (app/(site)/%5Fc/...) asks this module, with the data, whether the
 * query names real things, before anything is rendered:
 *
 * - `cache`: the query is the canonical form of a real page: render it and let Next store it.
 * - `redirect`: some part names nothing (an unknown or misplaced column, a page past the end, a
 *   year without memorabilia, a topic the trail does not belong to): 308 to the URL without it.
 * - `not-found`: an article that does not exist or is not published: a real 404.
 *
 * Redirects and 404s are never stored (lib/cache/route-cache-handler.js keeps only status 200), so
 * the number of cache entries is bounded by the number of real pages, not by what strangers type.
 * The rules read like the pages do (lib/navigation/resolve, template-data): a canonical query
 * shows exactly what the original showed.
 */
import { COLUMN_KEYS } from '@/lib/cms/column-keys';
import type { ColumnNode } from '@/lib/cms/types';
import { DEFAULT_PAGE_SIZE, QA_PAGE_SIZE } from '@/lib/navigation/pagination';
import { findNode, findPath, resolveNavigation } from './resolve';
import { toQueryString } from './paths';
import { CACHE_QUERY_ORDER, encodeCacheQuery, type CacheQuery, type ContentRoute } from './content-cache';

/** What the rules need to know; lib/cache/route-keys.ts reads it from the database (cached). */
export type CacheKeyFacts = {
  columnTree(): Promise<ColumnNode[]>;
  /** Column key of a published, live content; null when there is none with this id. */
  liveContentColumn(id: number): Promise<string | null>;
  /** Pages of the column's list (its descendants' contents included) at this page size. */
  pageCount(columnKey: string, pageSize: number): Promise<number>;
  memorabiliaYears(): Promise<number[]>;
};

export type CacheKeyVerdict = { kind: 'cache' } | { kind: 'redirect'; location: string; query: CacheQuery } | { kind: 'not-found' };

/** Columns shown when a list route is opened without col params (spec: /t1/news_list → 新闻中心, /t3 → 通知公告). */
export const DEFAULT_COLUMN_BY_ROUTE: Readonly<Record<string, string>> = {
  '/t1/news_list': COLUMN_KEYS.news,
  '/t1/article_content': COLUMN_KEYS.news,
  '/t3': COLUMN_KEYS.notices,
  '/t3/news_list': COLUMN_KEYS.notices,
  '/t3/news_list/article_content': COLUMN_KEYS.notices,
};

/** First column (tree order) rendered by this route: /t1/memory → 大事记 when no col params are given. */
export function firstColumnWithRoute(tree: readonly ColumnNode[], route: string): ColumnNode | null {
  for (const node of tree) {
    if (node.route === route) return node;
    const hit = firstColumnWithRoute(node.children, route);
    if (hit) return hit;
  }
  return null;
}

/** The column a route shows when its query names none. */
export function fallbackColumnKey(tree: readonly ColumnNode[], routePath: string): string | undefined {
  return DEFAULT_COLUMN_BY_ROUTE[routePath] ?? firstColumnWithRoute(tree, routePath)?.key;
}

/** Whether a column's pages are rendered by this route (the /t3 overview shows any notice column). */
function routeServes(route: ContentRoute, column: ColumnNode): boolean {
  return route.overview ? column.route === '/t3' || column.route.startsWith('/t3/') : column.route === route.routePath;
}

const COLS = ['col1', 'col2', 'col3', 'col4'] as const;

/** The parameters these rules judge; any other belongs to the template's own rule. */
const COLUMN_RULE_PARAMS = new Set<string>(['special', ...COLS, 'contentId', 'pageNum', 'year']);

/** One pass of the rules: the query with every part that names nothing removed, or 'not-found'. */
async function canonicalOnce(route: ContentRoute, q: CacheQuery, facts: CacheKeyFacts): Promise<CacheQuery | 'not-found'> {
  const tree = await facts.columnTree();
  // A topic key names the root of a special subtree (its own specialKey); anything else is dropped.
  let special = q.special && findNode(tree, q.special)?.specialKey === q.special ? q.special : undefined;
  const given = COLS.filter((c) => q[c] !== undefined).length;
  const nav = resolveNavigation(tree, { special, col1: q.col1, col2: q.col2, col3: q.col3, col4: q.col4 });
  const ancestors = nav.trail.slice(0, nav.trail.length - nav.levels.length);
  let levels = nav.levels;
  const out: CacheQuery = {};
  // Column lists page their column's contents; any other template's pageNum (a finder's, the job
  // list's) pages its own records and is judged by its own rule, so it is passed through.
  const columnPaged = !route.overview && (route.template === 'news-list' || route.template === 'qa');

  if (route.template === 'article') {
    const id = q.contentId ? Number(q.contentId) : 0;
    const columnKey = id > 0 ? await facts.liveContentColumn(id) : null;
    if (columnKey === null) return 'not-found';
    // The page keeps the visitor's trail only when it leads to the article's own column
    // (components/templates/template-data.ts); any other trail is replaced, so it names nothing.
    const own = findPath(tree, columnKey);
    const last = nav.trail[nav.trail.length - 1];
    if (levels.length !== given || (last && !own.includes(last))) levels = [];
    out.contentId = String(id);
  } else {
    // Unknown keys end the chain; a column rendered by another route is not this route's page.
    let k = levels.length;
    while (k > 0 && !routeServes(route, levels[k - 1] as ColumnNode)) k -= 1;
    levels = levels.slice(0, k);
  }
  levels.forEach((node, i) => {
    out[COLS[i] as (typeof COLS)[number]] = node.key;
  });
  const trail = levels.length ? [...ancestors, ...levels] : [];
  if (special && trail.length && !trail.some((n) => n.specialKey === special)) special = undefined;
  if (special) out.special = special;

  if (q.pageNum !== undefined && columnPaged) {
    const columnKey = trail.length ? trail[trail.length - 1]?.key : fallbackColumnKey(tree, route.routePath);
    if (columnKey) {
      const pages = await facts.pageCount(columnKey, route.template === 'qa' ? QA_PAGE_SIZE : DEFAULT_PAGE_SIZE);
      // Past the end → the last page (what the list showed for it anyway); page 1 is the bare URL.
      const page = Math.min(Number(q.pageNum), Math.max(pages, 1));
      if (page > 1) out.pageNum = String(page);
    }
  }

  if (q.year !== undefined && route.template === 'timeline') {
    const years = await facts.memorabiliaYears();
    if (years.includes(Number(q.year))) out.year = q.year;
  }
  // Other parameters belong to the template's own rule (TemplateModule.canonicalParams, applied by
  // lib/cache/route-keys.ts); they are passed through unchanged here.
  for (const [name, value] of Object.entries(q)) {
    if (!COLUMN_RULE_PARAMS.has(name) || (name === 'pageNum' && !columnPaged && !route.overview)) out[name] = value;
  }
  return out;
}

/** The public URL of a canonical query (what the middleware turns back into the same key). */
export function publicUrlOf(route: ContentRoute, q: CacheQuery): string {
  const ordered: Record<string, string | undefined> = {};
  for (const name of CACHE_QUERY_ORDER) ordered[name] = q[name];
  return `${route.routePath}${toQueryString(ordered)}`;
}

/**
 * The verdict for a normalized query (as the middleware wrote it). Passes are repeated until the
 * query no longer changes (dropping a topic can unresolve a column found through it), so a
 * redirect goes straight to a URL that is itself canonical: never a chain, never a loop.
 */
export async function judgeCacheQuery(route: ContentRoute, query: CacheQuery, facts: CacheKeyFacts): Promise<CacheKeyVerdict> {
  let current = query;
  for (let pass = 0; pass < 5; pass += 1) {
    const next = await canonicalOnce(route, current, facts);
    if (next === 'not-found') return { kind: 'not-found' };
    if (encodeCacheQuery(next) === encodeCacheQuery(current)) {
      return pass === 0 ? { kind: 'cache' } : { kind: 'redirect', location: publicUrlOf(route, current), query: current };
    }
    current = next;
  }
  // Cannot happen with a finite tree; answer without a cache entry rather than loop.
  return { kind: 'redirect', location: publicUrlOf(route, current), query: current };
}
