/** @jest-environment node */
import { describeEachDatabase } from '@/lib/cms/test-fixtures';
import type { Db } from '@/lib/db/client';
import { commercialProjects, shops } from '@/lib/db/schema';
import { DISTRICTS } from '@/lib/validation/districts';
import { SHOP_USES } from '@/lib/validation/intention';
import { AREA_BANDS, parseShopFilter, RENT_BANDS, SHOP_STATUSES, type ShopFilter } from '@/lib/validation/shop-filter';
import { commercialProjectExists, getCommercialProject, getShop, listCommercialProjects, listShopChoices, listShopsByIds, searchShops } from './shops';

type ProjectRow = typeof commercialProjects.$inferSelect;
type ShopRow = typeof shops.$inferSelect;

function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

/**
 * Fixture rows of our own (not the demo seed): 5 projects in 4 districts, 90 shops with areas and
 * rents on and around every band edge, texts with LIKE wildcards, and created times that differ.
 */
async function writeFixture(db: Db) {
  const names = ['和园生活广场', '人才公寓配套商业', '明德苑邻里中心', '100%便民中心', '锦绣苑社区商业'];
  const districts = ['云溪区', '青禾高新区', '澄江区', '澄江区', '东港区'];
  const projects = await db
    .insert(commercialProjects)
    .values(names.map((name, i) => ({ name, district: districts[i]!, address: `测试路${i + 1}号`, lng: 120.1 + i / 100, lat: 30.2 + i / 100, description: `${name}的说明` })))
    .returning();
  // An empty project (no shops): occupancy 0, never divided by zero.
  await db.insert(commercialProjects).values({ name: '空置商业', district: '北湖区', address: '测试路9号', lng: 120, lat: 30 });
  const r = rng(4242);
  const edgeAreas = [20, 49.99, 50, 50.01, 99.5, 100, 150, 199.99, 200, 400];
  const edgeRents = [4500, 5999, 6000, 6001, 9999, 10000, 12345, 14999, 15000, 18000];
  const useCodes = SHOP_USES.map((u) => u.code);
  const statuses = SHOP_STATUSES.map((s) => s.code);
  const values: (typeof shops.$inferInsert)[] = [];
  for (let i = 0; i < 90; i++) {
    const project = projects[i % projects.length]!;
    const uses = [...new Set([useCodes[Math.floor(r() * useCodes.length)]!, useCodes[Math.floor(r() * useCodes.length)]!])];
    values.push({
      commercialProjectId: project.id,
      unitNo: `${i % 3 === 0 ? 'B1' : '1F'}-${String(i).padStart(2, '0')}`,
      floor: i % 3 === 0 ? -1 : 1 + (i % 3),
      area: i < 10 ? edgeAreas[i]! : Math.round((20 + r() * 380) * 100) / 100,
      rentFenPerSqmMonth: i >= 10 && i < 20 ? edgeRents[i - 10]! : 4500 + Math.floor(r() * 13500),
      uses,
      status: statuses[i % 5 === 0 ? 2 : i % 4 === 0 ? 1 : 0]!,
      description: i === 7 ? '临街铺面，适合 50%_折扣 便利店' : i === 8 ? '转角位置_采光好' : `第${i}号测试商铺`,
      availableFrom: i % 2 ? '2026-12-01' : null,
      images: [{ src: `/demo/img/shops/s${i}.svg`, alt: `商铺${i}` }],
      createdAt: new Date(Date.UTC(2026, 0, 1) + ((i * 7919) % 90) * 3_600_000),
    });
  }
  await db.insert(shops).values(values);
}

/** The same rules as the service, written out in plain JavaScript over every row. */
function bruteForce(all: ShopRow[], projects: ProjectRow[], f: ShopFilter): ShopRow[] {
  const projectOf = (s: ShopRow) => projects.find((p) => p.id === s.commercialProjectId)!;
  const inBand = (v: number, b: { min: number; max: number | null }) => v >= b.min && (b.max === null || v < b.max);
  const kw = f.keyword?.toLowerCase();
  return all.filter(
    (s) =>
      (!f.district || projectOf(s).district === DISTRICTS.find((d) => d.code === f.district)!.label) &&
      (f.project === undefined || s.commercialProjectId === f.project) &&
      (!f.area || inBand(Number(s.area), f.area)) &&
      (!f.rent || inBand(s.rentFenPerSqmMonth / 100, f.rent)) &&
      (!f.use || s.uses.includes(f.use)) &&
      (!f.status || s.status === f.status) &&
      (!kw || s.unitNo.toLowerCase().includes(kw) || projectOf(s).name.toLowerCase().includes(kw) || s.description.toLowerCase().includes(kw)),
  );
}

const filterOf = (query: Record<string, string>) => {
  const params = new URLSearchParams(query);
  const parsed = parseShopFilter((n) => params.get(n));
  expect(parsed.dropped).toEqual([]);
  return parsed.filter;
};

describeEachDatabase('shops', (database) => {
  let rows: ShopRow[];
  let projects: ProjectRow[];

  beforeAll(async () => {
    await writeFixture(database().db);
    rows = await database().db.select().from(shops);
    projects = await database().db.select().from(commercialProjects);
  });

  async function allPages(filter: ShopFilter, pageSize: number) {
    const got: number[] = [];
    let total = -1;
    for (let page = 1; ; page++) {
      const result = await searchShops({ ...filter, pageNum: page }, { pageSize });
      total = result.total;
      if (result.pageNum !== page && result.total > 0) break;
      got.push(...result.records.map((r) => r.id));
      if (page >= result.pages) break;
    }
    return { got, total };
  }

  const CASES: [string, Record<string, string>][] = [
    ['everything', {}],
    ['one district (two projects)', { district: 'cj' }],
    ['a district with no shops', { district: 'bh' }],
    ...AREA_BANDS.map((b): [string, Record<string, string>] => [`area band ${b.code} (edges included on the left only)`, { area: b.code }]),
    ...RENT_BANDS.map((b): [string, Record<string, string>] => [`rent band ${b.code} (edges included on the left only)`, { rent: b.code }]),
    ...SHOP_USES.map((u): [string, Record<string, string>] => [`use ${u.code}`, { use: u.code }]),
    ...SHOP_STATUSES.map((s): [string, Record<string, string>] => [`status ${s.code}`, { status: s.code }]),
    ['keyword on the unit number, any case', { keyword: 'b1-0' }],
    ['keyword on the project name', { keyword: '人才公寓' }],
    ['keyword on the description', { keyword: '采光' }],
    ['keyword with % matches a literal %', { keyword: '50%' }],
    ['keyword with _ matches a literal _', { keyword: '_' }],
    ['keyword % alone matches only texts with %', { keyword: '%' }],
    ['four filters at once', { district: 'yx', area: '100-200', status: 'leasing', use: 'retail' }],
    ['rent and area with sort', { rent: '60-100', area: '0-50', sort: 'rent' }],
    ['nothing matches', { keyword: '不存在的商铺' }],
  ];

  it.each(CASES)('returns exactly what the rows hold: %s', async (_label, query) => {
    const filter = filterOf(query);
    const expected = bruteForce(rows, projects, filter).map((r) => r.id).sort((a, b) => a - b);
    for (const pageSize of [7, 50]) {
      const { got, total } = await allPages(filter, pageSize);
      expect(total).toBe(expected.length);
      expect([...got].sort((a, b) => a - b)).toEqual(expected);
    }
  });

  it('filters on the project id, alone and with the others', async () => {
    for (const p of projects) {
      const filter = filterOf({ project: String(p.id), status: 'leasing' });
      const expected = bruteForce(rows, projects, filter).map((r) => r.id).sort((a, b) => a - b);
      const { got } = await allPages(filter, 50);
      expect(got.sort((a, b) => a - b)).toEqual(expected);
    }
    expect((await searchShops(filterOf({ project: '999999999' }))).total).toBe(0);
  });

  it('the wildcard cases did find rows (the literal match is tested, not an empty list)', () => {
    expect(bruteForce(rows, projects, filterOf({ keyword: '50%' })).length).toBeGreaterThan(0);
    expect(bruteForce(rows, projects, filterOf({ keyword: '_' })).map((r) => r.description).sort()).toEqual(['临街铺面，适合 50%_折扣 便利店', '转角位置_采光好']);
    expect(bruteForce(rows, projects, filterOf({ keyword: '%' })).length).toBeLessThan(rows.length);
  });

  it('sorts by newest, by rent and by area', async () => {
    const newest = await searchShops(filterOf({}), { pageSize: 50 });
    const times = newest.records.map((r) => rows.find((x) => x.id === r.id)!.createdAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const cheap = await searchShops(filterOf({ sort: 'rent' }), { pageSize: 50 });
    const rents = cheap.records.map((r) => r.rent);
    expect([...rents].sort((a, b) => a - b)).toEqual(rents);
    expect(rents[0]).toBe(45);
    const small = await searchShops(filterOf({ sort: 'area' }), { pageSize: 50 });
    const areas = small.records.map((r) => r.area);
    expect([...areas].sort((a, b) => a - b)).toEqual(areas);
    expect(areas[0]).toBe(20);
  });

  it('clamps paging: past the end shows the last page, size is bounded, no match is an empty page 1', async () => {
    const last = await searchShops({ ...filterOf({}), pageNum: 999 }, { pageSize: 20 });
    expect(last).toMatchObject({ pageNum: 5, pages: 5, total: 90 });
    expect(last.records).toHaveLength(10);
    const huge = await searchShops(filterOf({}), { pageSize: 10_000 });
    expect(huge.pageSize).toBe(50);
    expect(huge.records).toHaveLength(50);
    const none = await searchShops({ ...filterOf({ keyword: '不存在的商铺' }), pageNum: 3 });
    expect(none).toMatchObject({ total: 0, records: [], pages: 0, pageNum: 1 });
  });

  it('answers rents in yuan, floors in words and uses in Chinese', async () => {
    const { records } = await searchShops(filterOf({ keyword: 'B1-00' }));
    const card = records[0]!;
    const row = rows.find((r) => r.id === card.id)!;
    expect(card).toMatchObject({ unitNo: 'B1-00', floor: -1, floorLabel: '地下1层', rent: row.rentFenPerSqmMonth / 100, area: 20 });
    expect(card.useLabels).toEqual(row.uses.map((u) => SHOP_USES.find((x) => x.code === u)!.label));
  });

  it('reads one shop with its project, and null for ids that name nothing', async () => {
    const row = rows[0]!;
    const shop = await getShop(row.id);
    expect(shop).toMatchObject({ id: row.id, unitNo: row.unitNo, description: row.description, images: row.images });
    expect(shop!.project.id).toBe(row.commercialProjectId);
    expect(shop!.project.name).toBe(projects.find((p) => p.id === row.commercialProjectId)!.name);
    for (const bad of [0, -1, 2_147_483_648, 1.5, Number.NaN, 999_999]) expect(await getShop(bad)).toBeNull();
  });

  it('reads a commercial project with its shops, counts by status and occupancy by leased area', async () => {
    for (const p of projects) {
      const detail = await getCommercialProject(p.id);
      const mine = rows.filter((r) => r.commercialProjectId === p.id);
      expect(detail!.shops.map((s) => s.id).sort((a, b) => a - b)).toEqual(mine.map((r) => r.id).sort((a, b) => a - b));
      for (const s of SHOP_STATUSES) expect(detail!.statusCounts.find((c) => c.status === s.code)!.count).toBe(mine.filter((r) => r.status === s.code).length);
      const total = mine.reduce((sum, r) => sum + Number(r.area), 0);
      const leased = mine.filter((r) => r.status === 'leased').reduce((sum, r) => sum + Number(r.area), 0);
      expect(detail!.totalArea).toBeCloseTo(total, 2);
      expect(detail!.leasedArea).toBeCloseTo(leased, 2);
      expect(detail!.occupancyRate).toBeCloseTo(total ? leased / total : 0, 6);
      const floors = detail!.shops.map((s) => s.floor);
      expect([...floors].sort((a, b) => a - b)).toEqual(floors);
    }
    expect(await getCommercialProject(0)).toBeNull();
    expect(await getCommercialProject(999_999)).toBeNull();
  });

  it('tells whether a commercial project exists', async () => {
    expect(await commercialProjectExists(projects[0]!.id)).toBe(true);
    for (const bad of [0, -1, 1.5, 999_999]) expect(await commercialProjectExists(bad)).toBe(false);
  });

  it('lists every commercial project with its shop count', async () => {
    const list = await listCommercialProjects();
    expect(list).toHaveLength(projects.length);
    for (const p of list) expect(p.shopCount).toBe(rows.filter((r) => r.commercialProjectId === p.id).length);
    expect(list.find((p) => p.name === '空置商业')?.shopCount).toBe(0);
  });

  it('lists shops by ids in the order asked, leaving out unknown and invalid ids', async () => {
    const [a, b] = [rows[5]!.id, rows[2]!.id];
    expect((await listShopsByIds([a, 999_999, b, a, 0, -4])).map((s) => s.id)).toEqual([a, b]);
    expect(await listShopsByIds([])).toEqual([]);
  });

  it('offers only 招租中 and 洽谈中 shops for a registration, grouped by project', async () => {
    const groups = await listShopChoices();
    const offered = groups.flatMap((g) => g.shops);
    expect(offered.map((s) => s.id).sort((a, b) => a - b)).toEqual(rows.filter((r) => r.status !== 'leased').map((r) => r.id).sort((a, b) => a - b));
    for (const g of groups) for (const s of g.shops) expect(s.commercialProjectId).toBe(g.projectId);
    expect(new Set(groups.map((g) => g.projectId)).size).toBe(groups.length);
  });
});
