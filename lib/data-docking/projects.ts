import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { escapeLike } from '@/lib/cms/contents';
import { clampPageNum } from '@/lib/navigation/pagination';
import { normalisePaging, toPage } from '@/lib/cms/paging';
import type { Page } from '@/lib/cms/types';
import { getDb, type Db } from '@/lib/db/client';
import { housingProjects, housingUnitTypes, type RecordImage } from '@/lib/db/schema';
import type { HousingBusinessCode } from '@/lib/eligibility/businesses';
import { districtByCode } from '@/lib/validation/districts';
import { businessLabel, layoutLabel, statusLabel, type Band, type ProjectFilter, type ProjectStatus } from '@/lib/validation/project-filter';

/**
 * Housing projects of the data-docking service (spec §7 dataMiddleOffice/selectProject): the
 * finder's filtered lists and the project page. Reads only; the summaries the finder filters on
 * (rent, price, area, bedrooms, homes) are kept by refreshProjectSummary from the unit types.
 */

export type ProjectCard = {
  id: number;
  name: string;
  businessType: HousingBusinessCode;
  businessLabel: string;
  district: string;
  address: string;
  status: ProjectStatus;
  statusLabel: string;
  homesTotal: number;
  homesAvailable: number;
  rentMin: number | null;
  rentMax: number | null;
  priceMin: number | null;
  priceMax: number | null;
  areaMin: number | null;
  areaMax: number | null;
  layouts: string[];
  image: RecordImage | null;
  handoverDate: string | null;
  publishedAt: string;
};

export type UnitType = {
  id: number;
  layout: string;
  bedrooms: number;
  areaMin: number;
  areaMax: number;
  rentMin: number | null;
  rentMax: number | null;
  priceMin: number | null;
  priceMax: number | null;
  homesTotal: number;
  homesAvailable: number;
};

export type ProjectDetail = ProjectCard & {
  lng: number;
  lat: number;
  images: RecordImage[];
  facilities: string[];
  transport: string;
  description: string;
  contactName: string;
  contactPhone: string;
  contactHours: string;
  registrationFirstDay: string | null;
  registrationLastDay: string | null;
  unitTypes: UnitType[];
};

/** Overlap of a project's [lo, hi] with a band [min, max): both ends known, or the project is left out. */
function overlaps(lo: AnyPgColumn, hi: AnyPgColumn, band: Band): SQL {
  const parts: SQL[] = [sql`${hi} >= ${band.min}`];
  if (band.max !== null) parts.push(sql`${lo} < ${band.max}`);
  return and(...parts) as SQL;
}

export function projectConditions(filter: Omit<ProjectFilter, 'sort' | 'pageNum'>): SQL | undefined {
  // Projects staff took off the site (下线) are in no list.
  const where: SQL[] = [sql`not ${housingProjects.hidden}`];
  where.push(filter.types.length === 1 ? eq(housingProjects.businessType, filter.types[0]!) : inArray(housingProjects.businessType, filter.types));
  if (filter.district) {
    const d = districtByCode(filter.district);
    if (d) where.push(eq(housingProjects.district, d.label));
  }
  if (filter.status) where.push(eq(housingProjects.status, filter.status));
  if (filter.availableOnly) where.push(sql`${housingProjects.homesAvailable} > 0`);
  if (filter.rent) where.push(overlaps(housingProjects.rentMin, housingProjects.rentMax, filter.rent));
  if (filter.price) where.push(overlaps(housingProjects.priceMin, housingProjects.priceMax, filter.price));
  if (filter.area) where.push(overlaps(housingProjects.areaMin, housingProjects.areaMax, filter.area));
  if (filter.layout !== undefined) {
    // 四室及以上 covers every larger home too.
    where.push(filter.layout >= 4 ? sql`exists (select 1 from unnest(${housingProjects.bedrooms}) b where b >= 4)` : sql`${filter.layout}::smallint = any(${housingProjects.bedrooms})`);
  }
  if (filter.keyword) {
    const pattern = `%${escapeLike(filter.keyword)}%`;
    where.push(or(ilike(housingProjects.name, pattern), ilike(housingProjects.address, pattern)) as SQL);
  }
  return and(...where);
}

function orderOf(sort: ProjectFilter['sort']) {
  switch (sort) {
    case 'rent':
      return [sql`coalesce(${housingProjects.rentMin}, ${housingProjects.priceMin}) asc nulls last`, asc(housingProjects.id)];
    case 'available':
      return [desc(housingProjects.homesAvailable), desc(housingProjects.publishedAt), desc(housingProjects.id)];
    default:
      return [desc(housingProjects.publishedAt), desc(housingProjects.id)];
  }
}

const cardColumns = {
  id: housingProjects.id,
  name: housingProjects.name,
  businessType: housingProjects.businessType,
  district: housingProjects.district,
  address: housingProjects.address,
  status: housingProjects.status,
  homesTotal: housingProjects.homesTotal,
  homesAvailable: housingProjects.homesAvailable,
  rentMin: housingProjects.rentMin,
  rentMax: housingProjects.rentMax,
  priceMin: housingProjects.priceMin,
  priceMax: housingProjects.priceMax,
  areaMin: housingProjects.areaMin,
  areaMax: housingProjects.areaMax,
  bedrooms: housingProjects.bedrooms,
  images: housingProjects.images,
  handoverDate: housingProjects.handoverDate,
  publishedAt: housingProjects.publishedAt,
};

type CardRow = Pick<typeof housingProjects.$inferSelect, keyof typeof cardColumns>;

function toCard(r: CardRow): ProjectCard {
  return {
    id: r.id,
    name: r.name,
    businessType: r.businessType,
    businessLabel: businessLabel(r.businessType),
    district: r.district,
    address: r.address,
    status: r.status,
    statusLabel: statusLabel(r.status),
    homesTotal: r.homesTotal,
    homesAvailable: r.homesAvailable,
    rentMin: r.rentMin,
    rentMax: r.rentMax,
    priceMin: r.priceMin,
    priceMax: r.priceMax,
    areaMin: r.areaMin,
    areaMax: r.areaMax,
    layouts: [...new Set([...r.bedrooms].sort((a, b) => a - b).map(layoutLabel))],
    image: r.images[0] ?? null,
    handoverDate: r.handoverDate,
    publishedAt: r.publishedAt.toISOString(),
  };
}

/**
 * A filtered, sorted page of projects; a page past the end shows the last page. One statement in
 * the usual case: the total rides along as a window count over the filtered rows (the finder index
 * keeps them few), so a list costs one round trip; only a page past the end needs a second.
 */
export async function listProjects(filter: ProjectFilter, options: { pageSize?: number } = {}): Promise<Page<ProjectCard>> {
  const db = await getDb();
  const where = projectConditions(filter);
  const asked = normalisePaging({ pageNum: filter.pageNum, pageSize: options.pageSize });
  const pageOf = (paging: typeof asked) =>
    db
      .select({ ...cardColumns, total: sql<number>`(count(*) over ())::int` })
      .from(housingProjects)
      .where(where)
      .orderBy(...orderOf(filter.sort))
      .limit(paging.pageSize)
      .offset(paging.offset);
  const rows = await pageOf(asked);
  if (rows.length > 0) return toPage(rows.map(toCard), rows[0]!.total, asked);
  if (asked.pageNum === 1) return toPage([], 0, asked);
  const [totals] = await db.select({ total: count() }).from(housingProjects).where(where);
  const total = totals?.total ?? 0;
  const last = normalisePaging({ pageNum: clampPageNum(asked.pageNum, Math.ceil(total / asked.pageSize)), pageSize: asked.pageSize });
  if (total === 0) return toPage([], 0, last);
  const lastRows = await pageOf(last);
  return toPage(lastRows.map(toCard), lastRows[0]?.total ?? total, last);
}

/** One project with its unit types, or null. */
export async function getProject(id: number): Promise<ProjectDetail | null> {
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const db = await getDb();
  const [row] = await db.select().from(housingProjects).where(eq(housingProjects.id, id));
  if (!row || row.hidden) return null;
  const units = await db.select().from(housingUnitTypes).where(eq(housingUnitTypes.projectId, id)).orderBy(asc(housingUnitTypes.sortOrder), asc(housingUnitTypes.id));
  return {
    ...toCard(row),
    lng: row.lng,
    lat: row.lat,
    images: row.images,
    facilities: row.facilities,
    transport: row.transport,
    description: row.description,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    contactHours: row.contactHours,
    registrationFirstDay: row.registrationFirstDay,
    registrationLastDay: row.registrationLastDay,
    unitTypes: units.map((u) => ({
      id: u.id,
      layout: u.layout,
      bedrooms: u.bedrooms,
      areaMin: u.areaMin,
      areaMax: u.areaMax,
      rentMin: u.rentMin,
      rentMax: u.rentMax,
      priceMin: u.priceMin,
      priceMax: u.priceMax,
      homesTotal: u.homesTotal,
      homesAvailable: u.homesAvailable,
    })),
  };
}

/** Whether a project is on the site (its page; one taken off by staff answers as missing). */
export async function projectExists(id: number): Promise<boolean> {
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return false;
  const db = await getDb();
  const [row] = await db.select({ id: housingProjects.id }).from(housingProjects).where(and(eq(housingProjects.id, id), eq(housingProjects.hidden, false)));
  return Boolean(row);
}

/**
 * Recomputes a project's finder summaries from its unit types (the seed and any import call it
 * after changing unit types), in the caller's transaction.
 */
export async function refreshProjectSummary(db: Db, projectId: number): Promise<void> {
  await db.execute(sql`
    update ${housingProjects} p set
      rent_min = s.rent_min, rent_max = s.rent_max, price_min = s.price_min, price_max = s.price_max,
      area_min = s.area_min, area_max = s.area_max, bedrooms = coalesce(s.bedrooms, '{}'),
      homes_total = coalesce(s.homes_total, p.homes_total), homes_available = coalesce(s.homes_available, p.homes_available),
      updated_at = now()
    from (
      select min(rent_min) rent_min, max(rent_max) rent_max, min(price_min) price_min, max(price_max) price_max,
             min(area_min) area_min, max(area_max) area_max,
             array_agg(distinct bedrooms order by bedrooms) bedrooms,
             sum(homes_total)::int homes_total, sum(homes_available)::int homes_available
      from ${housingUnitTypes} where project_id = ${projectId}
    ) s
    where p.id = ${projectId}`);
}

/** The range a card or page shows, e.g. "1,200–1,800 元/月". */
export function formatRange(min: number | null, max: number | null, unit: string): string {
  if (min === null) return '';
  const f = (n: number) => n.toLocaleString('en-US');
  return max === null || max === min ? `${f(min)} ${unit}` : `${f(min)}–${f(max)} ${unit}`;
}
