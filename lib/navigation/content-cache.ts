/**
 * The route cache of the public content pages (/t1/<template route>, /t3, /t3/news_list,
 * /t3/news_list/article_content). Their data is named by the query string, and Next's full-route
 * cache keys on the path only, so the middleware rewrites (never redirects: the public URLs stay
 * as spec §2 writes them) such a request to an internal path that carries the query as one path
 * segment:
 *
 *   /t3/news_list?col2=b&col1=a&pageNum=2&utm=x  →  /_c/col1.a~col2.b~pageNum.2/t3/news_list
 *
 * Only the parameters the route's template reads are kept, each validated and written in one
 * canonical form (the same reading the pages give them), in a fixed order, so equal queries share one
 * cache entry and junk cannot multiply entries. Pure and import-free of Node and the database:
 * used by the Edge middleware and by the internal page (app/(site)/%5Fc/...).
 */
import { parsePageNum } from '@/lib/navigation/pagination';
import { INT32_MAX, KEY_PATTERN, PAGE_NUM_MAX } from '@/lib/validation/patterns';
import { findT1Route, type TemplateName } from './routes';

/** First path segment of the internal, cacheable content routes. Never linked, never indexed. */
export const CACHED_PREFIX = '/_c';

/** A public content route: its path, template and title (the title is used when no column resolves). */
export type ContentRoute = {
  routePath: string;
  template: TemplateName;
  routeTitle: string;
  /** /t3 itself: the overview of the notice columns, not a paged list. */
  overview?: true;
};

const T3_ROUTES: Record<string, ContentRoute> = {
  '/t3': { routePath: '/t3', template: 'news-list', routeTitle: '通知公告', overview: true },
  '/t3/news_list': { routePath: '/t3/news_list', template: 'news-list', routeTitle: '通知公告' },
  '/t3/news_list/article_content': { routePath: '/t3/news_list/article_content', template: 'article', routeTitle: '公告详情' },
};

function trimSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/** The content route served at `pathname`, or undefined (personal centre, /home, login, unknown…). */
export function contentRouteOf(pathname: string): ContentRoute | undefined {
  const p = trimSlash(pathname);
  if (Object.prototype.hasOwnProperty.call(T3_ROUTES, p)) return T3_ROUTES[p];
  if (!p.startsWith('/t1/')) return undefined;
  const route = findT1Route(p.slice(4).split('/'));
  return route ? { routePath: `/t1/${route.path}`, template: route.template, routeTitle: route.title } : undefined;
}

/** The normalized query of a cache entry, in canonical order. */
export type CacheQuery = Partial<Record<(typeof CACHE_QUERY_ORDER)[number], string>>;

/** Every parameter that can be part of a cache key, in the order of the encoded segment. */
export const CACHE_QUERY_ORDER = ['special', 'col1', 'col2', 'col3', 'col4', 'contentId', 'pageNum', 'year'] as const;

/** First value, trimmed, as lib/navigation/resolve's firstParam reads it; null when absent or empty. */
function first(params: URLSearchParams, name: string): string | null {
  const raw = params.get(name);
  if (raw === null) return null;
  const trimmed = raw.trim();
  return trimmed === '' ? null : trimmed;
}

function keyParam(params: URLSearchParams, name: string): string | null {
  const v = first(params, name);
  return v !== null && KEY_PATTERN.test(v) ? v : null;
}

/**
 * The parameters that decide what the route's page shows, normalized; null when the request must
 * not be cached (a free-text Q&A search).
 *
 * - special, col1..col4: column keys (KEY_PATTERN). A malformed key cannot name a column, so it is
 *   dropped (the page resolves it to nothing either way); colN+1 is dropped without colN, since
 *   resolution stops at the first missing level.
 * - contentId (article templates): a positive integer (int32, as the ids are), written without leading
 *   zeros; anything else is dropped (the page says 页面不存在 for both).
 * - pageNum (lists, Q&A): read as the list reads it (malformed → 1), capped at PAGE_NUM_MAX; page 1
 *   is the default and not written.
 * - year (timeline): four digits; anything else shows the newest year, as without it.
 * - classify and every other parameter are ignored: no template reads them on the server.
 */
export function cacheQueryOf(route: ContentRoute, params: URLSearchParams): CacheQuery | null {
  const q: CacheQuery = {};
  const special = keyParam(params, 'special');
  if (special) q.special = special;
  for (const name of ['col1', 'col2', 'col3', 'col4'] as const) {
    const v = keyParam(params, name);
    if (!v) break;
    q[name] = v;
  }
  if (route.overview) return q;

  switch (route.template) {
    case 'article': {
      const id = first(params, 'contentId');
      if (id !== null && /^\d{1,15}$/.test(id)) {
        const n = Number(id);
        // Ids are int32 in the database: a larger one is missing as surely as a malformed one.
        if (n > 0 && n <= INT32_MAX) q.contentId = String(n);
      }
      break;
    }
    case 'qa':
      if (first(params, 'keyword') !== null) return null;
    // falls through: Q&A pages are paged like lists
    case 'news-list': {
      const page = Math.min(parsePageNum(params.get('pageNum')), PAGE_NUM_MAX);
      if (page > 1) q.pageNum = String(page);
      break;
    }
    case 'timeline': {
      const year = first(params, 'year');
      if (year !== null && /^\d{4}$/.test(year)) q.year = year;
      break;
    }
    default:
      break;
  }
  return q;
}

/** Segment meaning "no parameters". */
const EMPTY = '_';

/** `{col1:'a', pageNum:'2'}` → `col1.a~pageNum.2` (keys and values never contain `.` or `~`). */
export function encodeCacheQuery(q: CacheQuery): string {
  const parts: string[] = [];
  for (const name of CACHE_QUERY_ORDER) {
    const v = q[name];
    if (v !== undefined) parts.push(`${name}.${v}`);
  }
  return parts.length ? parts.join('~') : EMPTY;
}

/** The inverse of encodeCacheQuery, for the internal page; null for anything it would not write. */
export function decodeCacheQuery(segment: string): CacheQuery | null {
  if (segment === EMPTY) return {};
  const q: Record<string, string> = {};
  for (const part of segment.split('~')) {
    const dot = part.indexOf('.');
    if (dot < 1) return null;
    const name = part.slice(0, dot);
    if (!(CACHE_QUERY_ORDER as readonly string[]).includes(name) || name in q) return null;
    q[name] = part.slice(dot + 1);
  }
  return q as CacheQuery;
}

/**
 * The internal path for a request to a public content route, or null when it is not one (or must
 * not be cached). The query is normalized; the caller decides about tokens and the personal centre.
 */
export function cachedPathOf(pathname: string, params: URLSearchParams): string | null {
  const route = contentRouteOf(pathname);
  if (!route) return null;
  const q = cacheQueryOf(route, params);
  if (!q) return null;
  return `${CACHED_PREFIX}/${encodeCacheQuery(q)}${route.routePath}`;
}

/**
 * The route and query of an internal path's segments, only when they are exactly what the
 * middleware writes (so a hand-made /_c/... URL cannot add cache entries); else null.
 */
export function parseCachedRequest(querySegment: string, routeSegments: readonly string[]): { route: ContentRoute; query: CacheQuery } | null {
  const route = contentRouteOf(`/${routeSegments.join('/')}`);
  const decoded = decodeCacheQuery(querySegment);
  if (!route || !decoded) return null;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(decoded)) params.set(k, v);
  const normalized = cacheQueryOf(route, params);
  if (!normalized || encodeCacheQuery(normalized) !== querySegment) return null;
  return { route, query: normalized };
}

/** True for /_c and anything below it: internal only, never served to a visitor who asks for it. */
export function isCachedPath(pathname: string): boolean {
  return pathname === CACHED_PREFIX || pathname.startsWith(`${CACHED_PREFIX}/`);
}
