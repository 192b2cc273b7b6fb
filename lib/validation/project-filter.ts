/**
 * The project finder's filters (/t1/project_show, /t1/xmzs, /t1/project_show_gycqf, /t1/tzgg_04) and
 * the selectProject call. Every filter is a finite enumeration of ASCII codes (districts, statuses,
 * bands), so the filtered lists the route cache may store are bounded by the product of the codes,
 * never by what strangers type. Pure: no imports of the database, Node or React (the Edge
 * middleware reads it to build cache keys).
 */
import { parsePageNum } from '@/lib/navigation/pagination';
import { HOUSING_BUSINESS_CODES, HOUSING_BUSINESSES, type HousingBusinessCode } from '@/lib/eligibility/businesses';
import { DISTRICTS, type DistrictCode } from './districts';
import { PAGE_NUM_MAX } from './patterns';

export const PROJECT_STATUSES = [
  { code: 'open', label: '可申请' },
  { code: 'onsale', label: '在售' },
  { code: 'upcoming', label: '即将入市' },
  { code: 'building', label: '在建' },
  { code: 'full', label: '已满租' },
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number]['code'];

/** A band [min, max) of whole numbers; max null = no upper bound. Codes like `1000-2000`, `3000-`. */
export type Band = { code: string; label: string; min: number; max: number | null };

function bands(edges: number[], unit: string): Band[] {
  const out: Band[] = [];
  for (let i = 0; i < edges.length; i++) {
    const min = edges[i]!;
    const max = edges[i + 1] ?? null;
    out.push({
      code: `${min}-${max ?? ''}`,
      label: max === null ? `${min.toLocaleString('en-US')}${unit}以上` : `${min.toLocaleString('en-US')}–${max.toLocaleString('en-US')}${unit}`,
      min,
      max,
    });
  }
  return out;
}

/** Monthly rent of a home (元/月), rental projects (公租房, 保租房). */
export const RENT_BANDS = bands([0, 1000, 2000, 3000, 4000], '元/月');
/** Sale price (元/㎡), 配售型 and 共有产权 projects. */
export const PRICE_BANDS = bands([0, 10000, 13000, 16000], '元/㎡');
/** Floor area of a home (㎡). */
export const AREA_BANDS = bands([0, 40, 60, 90, 120], '㎡');

export const LAYOUTS = [
  { code: '0', label: '开间' },
  { code: '1', label: '一室' },
  { code: '2', label: '两室' },
  { code: '3', label: '三室' },
  { code: '4', label: '四室及以上' },
] as const;

export const PROJECT_SORTS = [
  { code: 'newest', label: '最新上线' },
  { code: 'rent', label: '租金/价格从低到高' },
  { code: 'available', label: '可申请房源从多到少' },
] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number]['code'];

export const PROJECT_KEYWORD_MAX = 30;

export type ProjectFilter = {
  /** Types the list shows: the route's own types narrowed by `type`. */
  types: HousingBusinessCode[];
  /** The `type` parameter when it narrowed the route's types. */
  type?: HousingBusinessCode;
  district?: DistrictCode;
  status?: ProjectStatus;
  rent?: Band;
  price?: Band;
  area?: Band;
  layout?: number;
  keyword?: string;
  sort: ProjectSort;
  pageNum: number;
  /** Set by a route, never by the URL: only projects with homes available now (优质房源). */
  availableOnly?: boolean;
};

/** Parameter names in canonical order (also the order of a cache key). */
export const PROJECT_FILTER_PARAMS = ['type', 'district', 'status', 'rent', 'price', 'area', 'layout', 'keyword', 'sort', 'pageNum'] as const;

/** The parameters that narrow the list (sort and page only order and cut it). */
export const PROJECT_NARROWING_PARAMS = ['type', 'district', 'status', 'rent', 'price', 'area', 'layout'] as const;

export type ParsedProjectFilter = { filter: ProjectFilter; dropped: string[] };

/** Clean single-line text: no control characters or markup brackets. */
const CLEAN_KEYWORD = /^[^\u0000-\u001f\u007f<>]+$/;

/**
 * The finder's filter from a query. Anything unknown, malformed or out of range is dropped (and
 * named in `dropped`), so a junk or outdated URL shows the list without it, never an error.
 * `allowedTypes` are the route's business types (e.g. /t1/xmzs shows 公租房 and 保租房 only).
 */
export function parseProjectFilter(
  get: (name: string) => string | null,
  allowedTypes: readonly HousingBusinessCode[] = HOUSING_BUSINESS_CODES,
): ParsedProjectFilter {
  const dropped: string[] = [];
  const read = (name: string): string | null => {
    const raw = get(name);
    if (raw === null) return null;
    const v = raw.trim();
    return v === '' ? null : v;
  };
  const pick = <T>(name: string, find: (v: string) => T | undefined): T | undefined => {
    const v = read(name);
    if (v === null) return undefined;
    const hit = find(v);
    if (hit === undefined) dropped.push(name);
    return hit;
  };

  const filter: ProjectFilter = { types: [...allowedTypes], sort: 'newest', pageNum: 1 };
  const type = pick('type', (v) => (allowedTypes as readonly string[]).includes(v) && allowedTypes.length > 1 ? (v as HousingBusinessCode) : undefined);
  if (type) {
    filter.type = type;
    filter.types = [type];
  }
  filter.district = pick('district', (v) => DISTRICTS.find((d) => d.code === v)?.code);
  filter.status = pick('status', (v) => PROJECT_STATUSES.find((s) => s.code === v)?.code);
  const rentable = filter.types.some((t) => t === 'gzf' || t === 'bzf');
  const saleable = filter.types.some((t) => t === 'psx' || t === 'gycq');
  filter.rent = pick('rent', (v) => (rentable ? RENT_BANDS.find((b) => b.code === v) : undefined));
  filter.price = pick('price', (v) => (saleable ? PRICE_BANDS.find((b) => b.code === v) : undefined));
  filter.area = pick('area', (v) => AREA_BANDS.find((b) => b.code === v));
  filter.layout = pick('layout', (v) => (LAYOUTS.some((l) => l.code === v) ? Number(v) : undefined));
  filter.keyword = pick('keyword', (v) => ([...v].length <= PROJECT_KEYWORD_MAX && CLEAN_KEYWORD.test(v) ? v : undefined));
  filter.sort = pick('sort', (v) => PROJECT_SORTS.find((s) => s.code === v)?.code) ?? 'newest';
  const page = read('pageNum');
  if (page !== null) {
    const n = parsePageNum(page);
    if (String(n) !== page || n > PAGE_NUM_MAX) dropped.push('pageNum');
    filter.pageNum = Math.min(n, PAGE_NUM_MAX);
  }
  for (const k of Object.keys(filter) as (keyof ProjectFilter)[]) if (filter[k] === undefined) delete filter[k];
  return { filter, dropped };
}

/** The filter as URL parameters: canonical order, defaults left out. */
export function projectFilterQuery(filter: ProjectFilter, options: { pageNum?: boolean } = {}): Record<string, string> {
  const q: Record<string, string> = {};
  if (filter.type) q.type = filter.type;
  if (filter.district) q.district = filter.district;
  if (filter.status) q.status = filter.status;
  if (filter.rent) q.rent = filter.rent.code;
  if (filter.price) q.price = filter.price.code;
  if (filter.area) q.area = filter.area.code;
  if (filter.layout !== undefined) q.layout = String(filter.layout);
  if (filter.keyword) q.keyword = filter.keyword;
  if (filter.sort !== 'newest') q.sort = filter.sort;
  if (options.pageNum !== false && filter.pageNum > 1) q.pageNum = String(filter.pageNum);
  return q;
}

/** Whether any filter is set (the empty state then offers to clear them). */
export function hasProjectFilters(filter: ProjectFilter): boolean {
  return Boolean(filter.type || filter.district || filter.status || filter.rent || filter.price || filter.area || filter.layout !== undefined || filter.keyword);
}

export function businessLabel(code: HousingBusinessCode): string {
  return HOUSING_BUSINESSES[code].name;
}

export function statusLabel(code: ProjectStatus): string {
  return PROJECT_STATUSES.find((s) => s.code === code)?.label ?? code;
}

export function layoutLabel(bedrooms: number): string {
  return LAYOUTS.find((l) => Number(l.code) === Math.min(bedrooms, 4))?.label ?? `${bedrooms}室`;
}
