/**
 * Random, well-formed filter URLs of the project, shop and job finders, as a crawler following
 * every combination of the filter links would send (issue #24 part 3). Every value is a real code
 * of its list, so each URL names a real filtered list. Used by lib/cache/finder-cache-keys.test.ts
 * and e2e/route-cache.spec.ts. Pure: no database, Node or React.
 */
import { HOUSING_BUSINESS_CODES } from '@/lib/eligibility/businesses';
import { DISTRICTS } from '@/lib/validation/districts';
import { SHOP_USES } from '@/lib/validation/intention';
import { JOB_RECRUIT_TYPES, JOB_STATUSES } from '@/lib/validation/job-filter';
import { AREA_BANDS, LAYOUTS, PRICE_BANDS, PROJECT_SORTS, PROJECT_STATUSES, RENT_BANDS } from '@/lib/validation/project-filter';
import { AREA_BANDS as SHOP_AREA_BANDS, RENT_BANDS as SHOP_RENT_BANDS, SHOP_SORTS, SHOP_STATUSES } from '@/lib/validation/shop-filter';
import { FINDER_SCOPES } from '@/lib/templates/project-finder/keys';
import { mulberry32 } from '@/lib/random.mjs';

const codes = (list: readonly { code: string }[]) => list.map((x) => x.code);
const districts = codes(DISTRICTS);
const ids = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));

export type FinderVocabulary = {
  routes: readonly string[];
  /** The parameters that narrow the list, with every value they take. */
  filters: Readonly<Record<string, readonly string[]>>;
  sorts: readonly string[];
};

export const FINDER_VOCABULARIES: Readonly<Record<'project' | 'shop' | 'job', FinderVocabulary>> = {
  project: {
    routes: Object.keys(FINDER_SCOPES),
    filters: {
      type: HOUSING_BUSINESS_CODES,
      district: districts,
      status: codes(PROJECT_STATUSES),
      rent: codes(RENT_BANDS),
      price: codes(PRICE_BANDS),
      area: codes(AREA_BANDS),
      layout: codes(LAYOUTS),
    },
    sorts: codes(PROJECT_SORTS),
  },
  shop: {
    routes: ['/t1/businessHandle'],
    filters: { district: districts, project: ids(8), area: codes(SHOP_AREA_BANDS), rent: codes(SHOP_RENT_BANDS), use: codes(SHOP_USES), status: codes(SHOP_STATUSES) },
    sorts: codes(SHOP_SORTS),
  },
  job: {
    routes: ['/t1/PostInformation'],
    filters: { company: ids(12), type: codes(JOB_RECRUIT_TYPES), place: districts, status: codes(JOB_STATUSES) },
    sorts: [],
  },
};

/** A deterministic generator, so a failing run can be repeated from its seed. */
export const seededRandom = mulberry32;

/** One finder URL (path + query) with 0 to all of its filters set to real values, a sort and a page now and then. */
export function randomFinderUrl(next: () => number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const vocab = pick(Object.values(FINDER_VOCABULARIES));
  const names = Object.keys(vocab.filters);
  const count = Math.floor(next() * (names.length + 1));
  const params = new URLSearchParams();
  for (const name of [...names].sort(() => next() - 0.5).slice(0, count)) params.set(name, pick(vocab.filters[name] ?? []));
  if (vocab.sorts.length && next() < 0.3) params.set('sort', pick(vocab.sorts));
  if (next() < 0.2) params.set('pageNum', String(2 + Math.floor(next() * 3)));
  return `${pick(vocab.routes)}?${params}`;
}
