/**
 * The shop search's filters (/t1/businessHandle) and the selectShop call. Every cacheable filter is
 * a finite enumeration of ASCII codes (districts, bands, uses, statuses, sorts) or a bounded number
 * (a commercial project id, a page number); the keyword is free text and is never part of a cache
 * key (the template says so). Pure: zod and constants only, no database, Node or React (the Edge
 * middleware reads it to build cache keys).
 */
import { z } from './zod';
import { parsePageNum } from '@/lib/navigation/pagination';
import { id, optionalInt, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, strictInput } from './common';
import { withinCachedFilters } from './cached-filters';
import { DISTRICTS, type DistrictCode } from './districts';
import { SHOP_USES, type ShopUse } from './intention';
import { PAGE_NUM_MAX } from './patterns';

export const SHOP_STATUSES = [
  { code: 'leasing', label: '招租中' },
  { code: 'negotiating', label: '洽谈中' },
  { code: 'leased', label: '已出租' },
] as const;
export type ShopStatus = (typeof SHOP_STATUSES)[number]['code'];

/** A band [min, max) of whole numbers; max null = no upper bound. Codes like `50-100`, `200-`. */
export type ShopBand = { code: string; label: string; min: number; max: number | null };

function bands(edges: number[], unit: string): ShopBand[] {
  return edges.map((min, i) => {
    const max = edges[i + 1] ?? null;
    return {
      code: `${min}-${max ?? ''}`,
      label: max === null ? `${min}${unit}以上` : min === 0 ? `${max}${unit}以下` : `${min}–${max}${unit}`,
      min,
      max,
    };
  });
}

/** Floor area of a shop (㎡). */
export const AREA_BANDS = bands([0, 50, 100, 200], '㎡');
/** Rent (元/㎡·月), compared with the shop's rent in fen: [min×100, max×100). */
export const RENT_BANDS = bands([0, 60, 100, 150], '元/㎡·月');

export const SHOP_SORTS = [
  { code: 'newest', label: '最新发布' },
  { code: 'rent', label: '租金从低到高' },
  { code: 'area', label: '面积从小到大' },
] as const;
export type ShopSort = (typeof SHOP_SORTS)[number]['code'];

export const SHOP_KEYWORD_MAX = 30;
/** A commercial project id in the URL: 1 to 9 digits (so it fits an int4 and a cache key stays short). */
const PROJECT_ID = /^[1-9]\d{0,8}$/;
/** Clean single-line text: no control characters or markup brackets. */
const CLEAN_KEYWORD = /^[^\u0000-\u001f\u007f-\u009f<>]+$/;

export type ShopFilter = {
  district?: DistrictCode;
  /** A commercial project id. */
  project?: number;
  area?: ShopBand;
  rent?: ShopBand;
  use?: ShopUse;
  status?: ShopStatus;
  keyword?: string;
  sort: ShopSort;
  pageNum: number;
};

/** Parameter names in canonical order (also the order of a cache key). */
export const SHOP_FILTER_PARAMS = ['district', 'project', 'area', 'rent', 'use', 'status', 'keyword', 'sort', 'pageNum'] as const;
export type ShopFilterParam = (typeof SHOP_FILTER_PARAMS)[number];
/** The parameters that narrow the list (sort and page only order and cut it). */
export const SHOP_NARROWING_PARAMS = ['district', 'project', 'area', 'rent', 'use', 'status'] as const;

export type ParsedShopFilter = { filter: ShopFilter; dropped: ShopFilterParam[] };

export const DEFAULT_SHOP_FILTER: ShopFilter = { sort: 'newest', pageNum: 1 };

/**
 * The search's filter from a query. Anything unknown, malformed or out of range is dropped (and
 * named in `dropped`), so a junk or outdated URL shows the list without it, never an error; the API
 * turns `dropped` into a 400 for programs.
 */
export function parseShopFilter(get: (name: string) => string | null): ParsedShopFilter {
  const dropped: ShopFilterParam[] = [];
  const read = (name: ShopFilterParam): string | null => {
    const raw = get(name);
    if (raw === null) return null;
    const v = raw.trim();
    return v === '' ? null : v;
  };
  const pick = <T>(name: ShopFilterParam, find: (v: string) => T | undefined): T | undefined => {
    const v = read(name);
    if (v === null) return undefined;
    const hit = find(v);
    if (hit === undefined) dropped.push(name);
    return hit;
  };

  const filter: ShopFilter = { ...DEFAULT_SHOP_FILTER };
  filter.district = pick('district', (v) => DISTRICTS.find((d) => d.code === v)?.code);
  filter.project = pick('project', (v) => (PROJECT_ID.test(v) ? Number(v) : undefined));
  filter.area = pick('area', (v) => AREA_BANDS.find((b) => b.code === v));
  filter.rent = pick('rent', (v) => RENT_BANDS.find((b) => b.code === v));
  filter.use = pick('use', (v) => SHOP_USES.find((u) => u.code === v)?.code);
  filter.status = pick('status', (v) => SHOP_STATUSES.find((s) => s.code === v)?.code);
  filter.keyword = pick('keyword', (v) => ([...v].length <= SHOP_KEYWORD_MAX && v.isWellFormed() && CLEAN_KEYWORD.test(v) ? v : undefined));
  filter.sort = pick('sort', (v) => SHOP_SORTS.find((s) => s.code === v)?.code) ?? 'newest';
  const page = read('pageNum');
  if (page !== null) {
    const n = parsePageNum(page);
    if (String(n) !== page || n > PAGE_NUM_MAX) dropped.push('pageNum');
    filter.pageNum = Math.min(n, PAGE_NUM_MAX);
  }
  for (const k of Object.keys(filter) as (keyof ShopFilter)[]) if (filter[k] === undefined) delete filter[k];
  return { filter, dropped };
}

/** The filter as URL parameters: canonical order, defaults left out. */
export function shopFilterQuery(filter: ShopFilter, options: { pageNum?: boolean } = {}): Record<string, string> {
  const q: Record<string, string> = {};
  if (filter.district) q.district = filter.district;
  if (filter.project !== undefined) q.project = String(filter.project);
  if (filter.area) q.area = filter.area.code;
  if (filter.rent) q.rent = filter.rent.code;
  if (filter.use) q.use = filter.use;
  if (filter.status) q.status = filter.status;
  if (filter.keyword) q.keyword = filter.keyword;
  if (filter.sort !== 'newest') q.sort = filter.sort;
  if (options.pageNum !== false && filter.pageNum > 1) q.pageNum = String(filter.pageNum);
  return q;
}

/** Whether any filter (not sort or page) is set: the empty state then offers to clear them. */
export function hasShopFilters(filter: ShopFilter): boolean {
  return Boolean(filter.district || filter.project !== undefined || filter.area || filter.rent || filter.use || filter.status || filter.keyword);
}

export function shopStatusLabel(code: ShopStatus): string {
  return SHOP_STATUSES.find((s) => s.code === code)?.label ?? code;
}

export function shopUseLabel(code: string): string {
  return SHOP_USES.find((u) => u.code === code)?.label ?? code;
}

/** Whether an intention may name the shop (a leased shop is no longer offered). */
export function isShopOpenForIntention(status: ShopStatus): boolean {
  return status !== 'leased';
}

/** Why a filter value was refused, in Chinese, for programs calling selectShop. */
export const SHOP_FILTER_MSG: Record<ShopFilterParam, string> = {
  district: `须为 ${DISTRICTS.map((d) => d.code).join('、')} 之一`,
  project: '须为商业项目编号（1 到 9 位数字）',
  area: `须为 ${AREA_BANDS.map((b) => b.code).join('、')} 之一`,
  rent: `须为 ${RENT_BANDS.map((b) => b.code).join('、')} 之一`,
  use: `须为 ${SHOP_USES.map((u) => u.code).join('、')} 之一`,
  status: `须为 ${SHOP_STATUSES.map((s) => s.code).join('、')} 之一`,
  keyword: `须为不超过 ${SHOP_KEYWORD_MAX} 个字的文字，不含控制字符和尖括号`,
  sort: `须为 ${SHOP_SORTS.map((s) => s.code).join('、')} 之一`,
  pageNum: `须为 1 到 ${PAGE_NUM_MAX} 之间的整数`,
};

const ONE_RECORD_ALONE = '须单独使用，不能与筛选、排序或分页参数同时传入';

export type SelectShopQuery =
  | { kind: 'shop'; id: number }
  | { kind: 'project'; id: number }
  | { kind: 'search'; filter: ShopFilter; pageSize: number };

const optionalText = z.string().optional();

/**
 * selectShop's query, strictly: unknown parameters and every value the page would quietly drop
 * are refused (400, the parameter named), since a program should learn its request was wrong.
 * `shopId` or `commercialProjectId` asks for one record and stands alone.
 */
export const selectShopQuery = strictInput({
  ...(Object.fromEntries(SHOP_FILTER_PARAMS.map((p) => [p, optionalText])) as Record<ShopFilterParam, typeof optionalText>),
  // 0 = not given (the default applies), so "given with shopId" can be told apart.
  pageSize: optionalInt(1, PAGE_SIZE_MAX, 0),
  shopId: id.optional(),
  commercialProjectId: id.optional(),
})
  .superRefine((q, ctx) => {
    const { dropped } = parseShopFilter((n) => q[n as ShopFilterParam] ?? null);
    for (const name of dropped) ctx.addIssue({ code: 'custom', path: [name], message: SHOP_FILTER_MSG[name] });
    const single = (['shopId', 'commercialProjectId'] as const).filter((k) => q[k] !== undefined);
    const others = [...SHOP_FILTER_PARAMS.filter((k) => q[k] !== undefined && q[k].trim() !== ''), ...(q.pageSize ? ['pageSize'] : [])];
    if (single.length > 1 || (single.length === 1 && others.length > 0)) ctx.addIssue({ code: 'custom', path: [single[0]!], message: ONE_RECORD_ALONE });
  })
  .transform((q): SelectShopQuery => {
    if (q.shopId !== undefined) return { kind: 'shop', id: q.shopId };
    if (q.commercialProjectId !== undefined) return { kind: 'project', id: q.commercialProjectId };
    return { kind: 'search', filter: parseShopFilter((n) => q[n as ShopFilterParam] ?? null).filter, pageSize: q.pageSize || PAGE_SIZE_DEFAULT };
  });

/** Whether this list is cached (page and data): no keyword and at most one filter (./cached-filters). */
export function isCachedShopFilter(filter: ShopFilter): boolean {
  return !filter.keyword && withinCachedFilters(shopFilterQuery(filter), SHOP_NARROWING_PARAMS);
}

/**
 * The shop search's route-cache key (its own parameters, canonical: defaults and dropped values left
 * out), or null when the request carries a keyword or more than one filter: those are rendered per
 * request and never stored. A `project` id still has to be checked against the data (commercialProjectExists)
 * before a page is stored under it.
 */
export function shopSearchCacheQuery(params: Pick<URLSearchParams, 'get'>): Record<string, string> | null {
  if ((params.get('keyword') ?? '').trim() !== '') return null;
  const { filter } = parseShopFilter((n) => params.get(n));
  return isCachedShopFilter(filter) ? shopFilterQuery(filter) : null;
}
