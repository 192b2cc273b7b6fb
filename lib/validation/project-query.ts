import { z } from './zod';
import { HOUSING_BUSINESS_CODES } from '@/lib/eligibility/businesses';
import { id, paging, strictInput, text } from './common';
import { DISTRICTS } from './districts';
import { AREA_BANDS, LAYOUTS, parseProjectFilter, PRICE_BANDS, PROJECT_KEYWORD_MAX, PROJECT_SORTS, PROJECT_STATUSES, RENT_BANDS, type ProjectFilter } from './project-filter';

/**
 * GET /api/bzf-portal-data-docking/dataMiddleOffice/selectProject. A program is told what is wrong
 * (400 and the field) where the finder page quietly drops it; both read the same codes.
 */
const codes = <T extends readonly { code: string }[]>(list: T, message: string) =>
  z.enum(list.map((x) => x.code) as [T[number]['code'], ...T[number]['code'][]], { error: message });

const typeList = z
  .string({ error: '须为字符串' })
  .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.enum(HOUSING_BUSINESS_CODES, { error: `业务类型须为 ${HOUSING_BUSINESS_CODES.join('、')} 之一，可用逗号分隔多个` })).min(1).max(4));

export const projectListQuery = strictInput({
  projectId: id.optional(),
  type: typeList.optional(),
  district: codes(DISTRICTS, `区域须为 ${DISTRICTS.map((d) => `${d.code}（${d.label}）`).join('、')} 之一`).optional(),
  status: codes(PROJECT_STATUSES, `状态须为 ${PROJECT_STATUSES.map((s) => `${s.code}（${s.label}）`).join('、')} 之一`).optional(),
  rent: codes(RENT_BANDS, `租金区间须为 ${RENT_BANDS.map((b) => b.code).join('、')} 之一`).optional(),
  price: codes(PRICE_BANDS, `价格区间须为 ${PRICE_BANDS.map((b) => b.code).join('、')} 之一`).optional(),
  area: codes(AREA_BANDS, `面积区间须为 ${AREA_BANDS.map((b) => b.code).join('、')} 之一`).optional(),
  layout: codes(LAYOUTS, '户型须为 0（开间）到 4（四室及以上）').optional(),
  keyword: z.string({ error: '须为字符串' }).trim().pipe(text(PROJECT_KEYWORD_MAX)).optional(),
  sort: codes(PROJECT_SORTS, `排序须为 ${PROJECT_SORTS.map((s) => s.code).join('、')} 之一`).optional(),
  ...paging,
});

export type ProjectListQuery = z.output<typeof projectListQuery>;

/** The validated query as the finder's filter (the same reading the pages give it). */
export function toProjectFilter(q: ProjectListQuery): ProjectFilter {
  const types = q.type && q.type.length ? [...new Set(q.type)] : [...HOUSING_BUSINESS_CODES];
  const values: Record<string, string | undefined> = {
    district: q.district,
    status: q.status,
    rent: q.rent,
    price: q.price,
    area: q.area,
    layout: q.layout,
    keyword: q.keyword || undefined,
    sort: q.sort,
    pageNum: String(q.pageNum),
  };
  const { filter } = parseProjectFilter((name) => values[name] ?? null, types);
  return filter;
}
