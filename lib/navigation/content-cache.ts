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
import { CACHE_QUERY_ORDER, TEMPLATE_KEYS } from '@/lib/templates/keys';
import { firstValue, type CacheQuery as TemplateCacheQuery, type TemplateKeys } from '@/lib/templates/types';
import { KEY_PATTERN } from '@/lib/validation/patterns';
import { findT1Route, type TemplateName } from './routes';

/** Values a key segment may carry: codes, numbers, bands such as 1000-2000. */
const VALUE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

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

/** The normalized query of a cache entry (names and values in [A-Za-z0-9_-]), in canonical order. */
export type CacheQuery = TemplateCacheQuery;

export { CACHE_QUERY_ORDER };

function keyParam(params: URLSearchParams, name: string): string | null {
  const v = firstValue(params, name);
  return v !== null && KEY_PATTERN.test(v) ? v : null;
}

/**
 * The parameters that decide what the route's page shows, normalized; null when the request must
 * not be cached (a template that is never cached, or a request its pure half refuses, such as a
 * free-text search).
 *
 * - special, col1..col4: column keys (KEY_PATTERN). A malformed key cannot name a column, so it is
 *   dropped (the page resolves it to nothing either way); colN+1 is dropped without colN, since
 *   resolution stops at the first missing level.
 * - then the template's own parameters, as its pure half (lib/templates/<name>/keys.ts) reads them.
 * - classify and every other parameter are ignored: no template reads them on the server.
 */
export function cacheQueryOf(route: ContentRoute, params: URLSearchParams): CacheQuery | null {
  const keys: TemplateKeys = TEMPLATE_KEYS[route.template];
  if (!keys.cacheable) return null;
  const q: CacheQuery = {};
  const special = keyParam(params, 'special');
  if (special) q.special = special;
  for (const name of ['col1', 'col2', 'col3', 'col4'] as const) {
    const v = keyParam(params, name);
    if (!v) break;
    q[name] = v;
  }
  if (route.overview) return q;
  const own = keys.cacheQuery(params, route.routePath);
  if (own === null) return null;
  for (const [name, value] of Object.entries(own)) {
    // A template may only write names it declares, in the value alphabet of a key segment.
    if (!keys.params.includes(name) || !VALUE_PATTERN.test(value)) return null;
    q[name] = value;
  }
  return q;
}

/** Segment meaning "no parameters". */
const EMPTY = '_';

/** `{col1:'a', pageNum:'2'}` → `col1.a~pageNum.2`, in CACHE_QUERY_ORDER (names and values never contain `.` or `~`). */
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
