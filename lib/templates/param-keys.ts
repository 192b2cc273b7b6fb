/** Parameter readers shared by the templates' pure halves (Edge-safe). */
import { parsePageNum } from '@/lib/navigation/pagination';
import { INT32_MAX, PAGE_NUM_MAX } from '@/lib/validation/patterns';
import { firstValue, type CacheQuery, type TemplateKeys } from './types';

/** pageNum as the lists read it (malformed → 1), capped; page 1 is the default and not written. */
export function pageNumKey(params: URLSearchParams): CacheQuery {
  const page = Math.min(parsePageNum(params.get('pageNum')), PAGE_NUM_MAX);
  return page > 1 ? { pageNum: String(page) } : {};
}

/** A positive int32 id written without leading zeros, or null (a malformed id names nothing). */
export function idValue(params: URLSearchParams, name: string): string | null {
  const raw = firstValue(params, name);
  if (raw === null || !/^\d{1,15}$/.test(raw)) return null;
  const n = Number(raw);
  // Ids are int32 in the database: a larger one is missing as surely as a malformed one.
  return n > 0 && n <= INT32_MAX ? String(n) : null;
}

/** Keys of a template with no parameters of its own (the column trail alone names the page). */
export const NO_OWN_PARAMS = { cacheable: true, params: [], cacheQuery: () => ({}) } as const;

/** Keys of a signed-in page (a personal-centre list, a form): per request for its user, never stored in the route cache. */
export const PERSONAL_PAGE = { cacheable: false, signedIn: true, params: [], cacheQuery: () => null } as const;

/**
 * Keys of a page showing one record named by an id parameter (an article, a project, a job post):
 * a malformed id is dropped from the key, so it is cached as the page that says the record is missing.
 */
export function oneRecordKeys<Name extends string>(name: Name) {
  return {
    cacheable: true,
    params: [name],
    cacheQuery: (params: URLSearchParams): CacheQuery => {
      const id = idValue(params, name);
      return id ? { [name]: id } : {};
    },
  } as const satisfies TemplateKeys;
}
