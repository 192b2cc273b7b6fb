/** @jest-environment node */
import { describeEachDatabase } from '@/lib/cms/test-fixtures';
import { housingProjects, housingUnitTypes } from '@/lib/db/schema';
import { seedProjects, DEMO_PROJECT_COUNT } from '@/lib/db/seed/projects';
import { DISTRICTS } from '@/lib/validation/districts';
import { AREA_BANDS, parseProjectFilter, PRICE_BANDS, RENT_BANDS, type Band, type ProjectFilter } from '@/lib/validation/project-filter';
import { getProject, listProjects } from './projects';

type Row = typeof housingProjects.$inferSelect;

/** The same rules as the service, written out in plain JavaScript over every row. */
function bruteForce(rows: Row[], f: ProjectFilter): Row[] {
  const overlap = (lo: number | null, hi: number | null, b: Band) => lo !== null && hi !== null && hi >= b.min && (b.max === null || lo < b.max);
  return rows.filter(
    (r) =>
      f.types.includes(r.businessType) &&
      (!f.district || r.district === DISTRICTS.find((d) => d.code === f.district)!.label) &&
      (!f.status || r.status === f.status) &&
      (!f.rent || overlap(r.rentMin, r.rentMax, f.rent)) &&
      (!f.price || overlap(r.priceMin, r.priceMax, f.price)) &&
      (!f.area || overlap(r.areaMin, r.areaMax, f.area)) &&
      (f.layout === undefined || r.bedrooms.some((b) => (f.layout! >= 4 ? b >= 4 : b === f.layout))) &&
      (!f.keyword || r.name.toLowerCase().includes(f.keyword.toLowerCase()) || r.address.toLowerCase().includes(f.keyword.toLowerCase())),
  );
}

function filterOf(query: Record<string, string>, types?: ('gzf' | 'bzf' | 'psx' | 'gycq')[]) {
  const params = new URLSearchParams(query);
  return parseProjectFilter((n) => params.get(n), types).filter;
}

describeEachDatabase('housing projects', (database) => {
  let rows: Row[];

  beforeAll(async () => {
    await seedProjects(database().db);
    rows = await database().db.select().from(housingProjects);
  });

  it('seeds at least 36 projects of all four types in all six districts, each with unit types and consistent summaries', async () => {
    expect(rows.length).toBe(DEMO_PROJECT_COUNT);
    expect(rows.length).toBeGreaterThanOrEqual(36);
    expect(new Set(rows.map((r) => r.businessType))).toEqual(new Set(['gzf', 'bzf', 'psx', 'gycq']));
    expect(new Set(rows.map((r) => r.district)).size).toBe(6);
    const units = await database().db.select().from(housingUnitTypes);
    for (const r of rows) {
      const mine = units.filter((u) => u.projectId === r.id);
      expect(mine.length).toBeGreaterThan(0);
      expect(r.homesTotal).toBe(mine.reduce((s, u) => s + u.homesTotal, 0));
      expect(r.homesAvailable).toBe(mine.reduce((s, u) => s + u.homesAvailable, 0));
      expect(r.areaMin).toBe(Math.min(...mine.map((u) => u.areaMin)));
      expect(r.images.length).toBeGreaterThanOrEqual(2);
    }
  });

  const CASES: [string, Record<string, string>, ('gzf' | 'bzf' | 'psx' | 'gycq')[] | undefined][] = [
    ['everything', {}, undefined],
    ['public rental in one district', { type: 'gzf', district: 'yx' }, ['gzf', 'bzf']],
    ['rental projects under 2,000 a month', { rent: '1000-2000' }, ['gzf', 'bzf']],
    ['open projects with two bedrooms', { status: 'open', layout: '2' }, undefined],
    ['four bedrooms or more', { layout: '4' }, undefined],
    ['large homes for sale in a price band', { area: '90-120', price: '10000-13000' }, ['psx', 'gycq']],
    ['keyword on the address', { keyword: '创新路' }, undefined],
    ['keyword with LIKE wildcards matches them literally', { keyword: '100%_' }, undefined],
    ['three filters at once', { type: 'bzf', district: 'gx', rent: '2000-3000' }, ['gzf', 'bzf']],
  ];

  it.each(CASES)('returns exactly what the rows hold: %s', async (_label, query, types) => {
    const filter = filterOf(query, types);
    const expected = bruteForce(rows, filter).map((r) => r.id).sort((a, b) => a - b);
    const got: number[] = [];
    for (let page = 1; ; page++) {
      const result = await listProjects({ ...filter, pageNum: page }, { pageSize: 7 });
      expect(result.total).toBe(expected.length);
      if (page > Math.max(result.pages, 1)) break;
      if (result.pageNum !== page) break;
      got.push(...result.records.map((r) => r.id));
      if (page >= result.pages) break;
    }
    expect(got.sort((a, b) => a - b)).toEqual(expected);
  });

  it('sorts by newest, by rent and by homes available', async () => {
    const newest = await listProjects(filterOf({}), { pageSize: 50 });
    const times = newest.records.map((r) => r.publishedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const cheap = await listProjects(filterOf({ sort: 'rent' }, ['gzf', 'bzf']), { pageSize: 50 });
    const rents = cheap.records.map((r) => r.rentMin!);
    expect([...rents].sort((a, b) => a - b)).toEqual(rents);
    const most = await listProjects(filterOf({ sort: 'available' }), { pageSize: 50 });
    const avail = most.records.map((r) => r.homesAvailable);
    expect([...avail].sort((a, b) => b - a)).toEqual(avail);
  });

  it('shows the last page for a page past the end, and an empty page for no match', async () => {
    const last = await listProjects({ ...filterOf({}), pageNum: 999 }, { pageSize: 10 });
    expect(last.pageNum).toBe(last.pages);
    expect(last.records.length).toBeGreaterThan(0);
    const none = await listProjects(filterOf({ keyword: '不存在的项目名' }));
    expect(none).toMatchObject({ total: 0, records: [], pages: 0 });
  });

  it('reads one project with its unit types, and null for ids that name nothing', async () => {
    const id = rows[0]!.id;
    const p = await getProject(id);
    expect(p?.name).toBe(rows[0]!.name);
    expect(p!.unitTypes.length).toBeGreaterThan(0);
    for (const bad of [0, -1, 2_147_483_648, 1.5, 999_999]) expect(await getProject(bad)).toBeNull();
  });
});

describe('parseProjectFilter', () => {
  it('drops every unknown, malformed or out-of-range value and names it', () => {
    const params = new URLSearchParams({ type: 'villa', district: '澄江区', status: 'sold', rent: '0-999', area: 'x', layout: '9', sort: 'random', pageNum: '0', keyword: '<b>' });
    const { filter, dropped } = parseProjectFilter((n) => params.get(n));
    expect(filter).toEqual({ types: ['gzf', 'bzf', 'psx', 'gycq'], sort: 'newest', pageNum: 1 });
    expect(dropped.sort()).toEqual(['area', 'district', 'keyword', 'layout', 'pageNum', 'rent', 'sort', 'status', 'type'].sort());
  });

  it('keeps a type only among the route types, and rent bands only where homes are rented', () => {
    const get = (q: Record<string, string>) => (n: string) => new URLSearchParams(q).get(n);
    expect(parseProjectFilter(get({ type: 'psx' }), ['gzf', 'bzf']).dropped).toEqual(['type']);
    expect(parseProjectFilter(get({ rent: RENT_BANDS[1]!.code }), ['gycq']).dropped).toEqual(['rent']);
    expect(parseProjectFilter(get({ price: PRICE_BANDS[1]!.code }), ['gycq']).filter.price).toEqual(PRICE_BANDS[1]);
    expect(parseProjectFilter(get({ area: AREA_BANDS[4]!.code })).filter.area?.max).toBeNull();
  });
});
