import { DISTRICTS } from './districts';
import { SHOP_USES } from './intention';
import {
  AREA_BANDS,
  hasShopFilters,
  parseShopFilter,
  RENT_BANDS,
  SHOP_FILTER_PARAMS,
  SHOP_SORTS,
  SHOP_STATUSES,
  shopFilterQuery,
  shopSearchCacheQuery,
  selectShopQuery,
  type ShopFilter,
} from './shop-filter';

const parse = (q: Record<string, string> | string) => {
  const params = new URLSearchParams(q);
  return parseShopFilter((n) => params.get(n));
};

describe('parseShopFilter', () => {
  it('reads every filter when all are valid', () => {
    const { filter, dropped } = parse({ district: 'gx', project: '12', area: '50-100', rent: '150-', use: 'catering', status: 'leasing', keyword: '1F-03', sort: 'rent', pageNum: '3' });
    expect(dropped).toEqual([]);
    expect(filter).toEqual({
      district: 'gx',
      project: 12,
      area: AREA_BANDS[1],
      rent: RENT_BANDS[3],
      use: 'catering',
      status: 'leasing',
      keyword: '1F-03',
      sort: 'rent',
      pageNum: 3,
    });
    expect(filter.rent?.max).toBeNull();
  });

  it('gives the default filter for an empty query and for blank values', () => {
    expect(parse('')).toEqual({ filter: { sort: 'newest', pageNum: 1 }, dropped: [] });
    expect(parse({ district: ' ', keyword: '', sort: '' })).toEqual({ filter: { sort: 'newest', pageNum: 1 }, dropped: [] });
  });

  it('drops every unknown, malformed or out-of-range value and names it', () => {
    const { filter, dropped } = parse({
      district: '澄江区',
      project: '0',
      area: '0-60',
      rent: '60-99',
      use: 'casino',
      status: 'sold',
      keyword: '<script>',
      sort: 'random',
      pageNum: '0',
    });
    expect(filter).toEqual({ sort: 'newest', pageNum: 1 });
    expect([...dropped].sort()).toEqual([...SHOP_FILTER_PARAMS].sort());
  });

  it.each([
    ['project', '1234567890'],
    ['project', '012'],
    ['project', '-3'],
    ['project', '1e3'],
    ['keyword', 'x'.repeat(31)],
    ['keyword', 'a\u0000b'],
    ['keyword', 'a\nb'],
    ['pageNum', '10001'],
    ['pageNum', '2.5'],
    ['pageNum', '007'],
  ])('drops %s=%j', (name, value) => {
    const { dropped } = parse({ [name]: value });
    expect(dropped).toEqual([name]);
  });

  it('drops a keyword with a lone surrogate (a URL parser would have replaced it; a program may not)', () => {
    expect(parseShopFilter((n) => (n === 'keyword' ? 'ab\ud800' : null)).dropped).toEqual(['keyword']);
  });

  it('keeps a keyword of exactly 30 characters as people count them, with LIKE wildcards as text', () => {
    const thirty = '商'.repeat(28) + '%_';
    expect(parse({ keyword: thirty }).filter.keyword).toBe(thirty);
    expect(parse({ keyword: '😀'.repeat(30) }).filter.keyword).toHaveLength(60);
  });

  it('clamps a huge page number to the last allowed page but still reports it', () => {
    const { filter, dropped } = parse({ pageNum: '99999' });
    expect(filter.pageNum).toBe(10_000);
    expect(dropped).toEqual(['pageNum']);
  });

  it('accepts every code it offers', () => {
    for (const d of DISTRICTS) expect(parse({ district: d.code }).filter.district).toBe(d.code);
    for (const b of AREA_BANDS) expect(parse({ area: b.code }).filter.area).toEqual(b);
    for (const b of RENT_BANDS) expect(parse({ rent: b.code }).filter.rent).toEqual(b);
    for (const u of SHOP_USES) expect(parse({ use: u.code }).filter.use).toBe(u.code);
    for (const s of SHOP_STATUSES) expect(parse({ status: s.code }).filter.status).toBe(s.code);
    for (const s of SHOP_SORTS) expect(parse({ sort: s.code }).filter.sort).toBe(s.code);
  });

  it('offers only ASCII codes (route-cache keys) and bands that tile 0..∞ without gaps', () => {
    const codes = [...DISTRICTS, ...AREA_BANDS, ...RENT_BANDS, ...SHOP_USES, ...SHOP_STATUSES, ...SHOP_SORTS].map((x) => x.code);
    for (const c of codes) expect(c).toMatch(/^[A-Za-z0-9_-]+$/);
    for (const list of [AREA_BANDS, RENT_BANDS]) {
      expect(list[0]!.min).toBe(0);
      for (let i = 1; i < list.length; i++) expect(list[i]!.min).toBe(list[i - 1]!.max);
      expect(list.at(-1)!.max).toBeNull();
    }
  });
});

describe('shopFilterQuery', () => {
  it('writes parameters in canonical order and leaves defaults out', () => {
    const { filter } = parse({ pageNum: '2', sort: 'area', keyword: '咖啡', status: 'negotiating', use: 'retail', rent: '60-100', area: '200-', project: '7', district: 'cj' });
    expect(Object.keys(shopFilterQuery(filter))).toEqual(['district', 'project', 'area', 'rent', 'use', 'status', 'keyword', 'sort', 'pageNum']);
    expect(shopFilterQuery(filter, { pageNum: false }).pageNum).toBeUndefined();
    expect(shopFilterQuery({ sort: 'newest', pageNum: 1 })).toEqual({});
  });

  it('round-trips: parsing the canonical query gives the same filter', () => {
    const samples: ShopFilter[] = [
      { sort: 'newest', pageNum: 1 },
      { district: 'bhx', area: AREA_BANDS[0], sort: 'rent', pageNum: 4 },
      { project: 987654321, rent: RENT_BANDS[2], use: 'health', status: 'leased', keyword: 'B1', sort: 'area', pageNum: 1 },
    ];
    for (const f of samples) expect(parse(shopFilterQuery(f)).filter).toEqual(f);
  });

  it('tells whether any filter is set (sort and page are not filters)', () => {
    expect(hasShopFilters({ sort: 'rent', pageNum: 3 })).toBe(false);
    expect(hasShopFilters({ project: 1, sort: 'newest', pageNum: 1 })).toBe(true);
    expect(hasShopFilters({ keyword: '铺', sort: 'newest', pageNum: 1 })).toBe(true);
  });
});

describe('shopSearchCacheQuery', () => {
  it('keys a search by its valid codes only, canonical, and never a keyword search or two filters', () => {
    expect(shopSearchCacheQuery(new URLSearchParams('pageNum=2&district=gx&rent=bogus&col1=syfw'))).toEqual({ district: 'gx', pageNum: '2' });
    expect(shopSearchCacheQuery(new URLSearchParams(''))).toEqual({});
    expect(shopSearchCacheQuery(new URLSearchParams('district=gx&keyword=咖啡'))).toBeNull();
    expect(shopSearchCacheQuery(new URLSearchParams('keyword=%3Cb%3E'))).toBeNull();
    for (const v of Object.values(shopSearchCacheQuery(new URLSearchParams('use=office&sort=area&pageNum=2'))!)) expect(v).toMatch(/^[A-Za-z0-9_-]+$/);
    // Two filters or more are rendered per request (issue #24 part 3); sort and page are not filters.
    expect(shopSearchCacheQuery(new URLSearchParams('area=200-&use=office&sort=area&project=12'))).toBeNull();
    expect(shopSearchCacheQuery(new URLSearchParams('sort=area&project=12&pageNum=3'))).toEqual({ project: '12', sort: 'area', pageNum: '3' });
  });
});

describe('selectShopQuery', () => {
  it('reads a search, one shop or one project, and refuses mixing them', () => {
    expect(selectShopQuery.parse({ district: 'cj', pageSize: '5' })).toEqual({ kind: 'search', filter: { district: 'cj', sort: 'newest', pageNum: 1 }, pageSize: 5 });
    expect(selectShopQuery.parse({})).toEqual({ kind: 'search', filter: { sort: 'newest', pageNum: 1 }, pageSize: 10 });
    expect(selectShopQuery.parse({ shopId: '7' })).toEqual({ kind: 'shop', id: 7 });
    expect(selectShopQuery.parse({ commercialProjectId: '3' })).toEqual({ kind: 'project', id: 3 });
    expect(selectShopQuery.safeParse({ shopId: '7', pageSize: '5' }).success).toBe(false);
    const bad = selectShopQuery.safeParse({ district: 'xx', area: '1-2' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path[0]).sort()).toEqual(['area', 'district']);
    expect(bad.error!.issues[0]!.message).toMatch(/须为 .+ 之一/);
  });
});
