import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '@/lib/cms/contents';
import { normalisePaging, toPage } from '@/lib/cms/paging';
import type { Page } from '@/lib/cms/types';
import { getDb } from '@/lib/db/client';
import { commercialProjects, shops, type RecordImage } from '@/lib/db/schema';
import { clampPageNum } from '@/lib/navigation/pagination';
import { districtByCode } from '@/lib/validation/districts';
import { INT32_MAX } from '@/lib/validation/patterns';
import { SHOP_STATUSES, shopStatusLabel, shopUseLabel, type ShopFilter, type ShopStatus } from '@/lib/validation/shop-filter';

/**
 * Commercial projects and their shops (spec §7 dataMiddleOffice/selectShop): the shop search, one
 * shop, one commercial project with its occupancy, and the lists the registration form offers.
 * Reads only. Rents are stored in fen per ㎡·month and answered in yuan (two decimals).
 */

export type ShopCard = {
  id: number;
  commercialProjectId: number;
  projectName: string;
  district: string;
  unitNo: string;
  floor: number;
  /** 地下1层, 1层… */
  floorLabel: string;
  /** ㎡. */
  area: number;
  /** 元/㎡·月. */
  rent: number;
  uses: string[];
  useLabels: string[];
  status: ShopStatus;
  statusLabel: string;
  availableFrom: string | null;
  image: RecordImage | null;
};

export type CommercialProjectSummary = {
  id: number;
  name: string;
  district: string;
  address: string;
  lng: number;
  lat: number;
  contactName: string;
  contactPhone: string;
  contactHours: string;
};

export type ShopDetail = ShopCard & {
  images: RecordImage[];
  description: string;
  project: CommercialProjectSummary;
};

export type ShopStatusCount = { status: ShopStatus; label: string; count: number; area: number };

export type CommercialProjectDetail = CommercialProjectSummary & {
  description: string;
  images: RecordImage[];
  shops: ShopCard[];
  /** Every status, in SHOP_STATUSES order, zeros included. */
  statusCounts: ShopStatusCount[];
  totalArea: number;
  leasedArea: number;
  /** Leased area / total area, 0..1 (0 when the project has no shops). */
  occupancyRate: number;
};

export type CommercialProjectOption = { id: number; name: string; district: string; shopCount: number };

/** Shops a registration may name, grouped by project (the form's checkboxes). */
export type ShopChoiceGroup = { projectId: number; projectName: string; district: string; shops: ShopCard[] };

export function floorLabel(floor: number): string {
  return floor < 0 ? `地下${-floor}层` : `${floor}层`;
}

const isValidId = (id: number) => Number.isInteger(id) && id >= 1 && id <= INT32_MAX;

/** A shop citizens may see: neither it nor its commercial project taken off the site. */
const onSite = () => sql`not ${shops.hidden} and not ${commercialProjects.hidden}`;

const cardColumns = {
  id: shops.id,
  commercialProjectId: shops.commercialProjectId,
  projectName: commercialProjects.name,
  district: commercialProjects.district,
  unitNo: shops.unitNo,
  floor: shops.floor,
  area: shops.area,
  rentFen: shops.rentFenPerSqmMonth,
  uses: shops.uses,
  status: shops.status,
  availableFrom: shops.availableFrom,
  images: shops.images,
};

/** A card as read: the rent in fen and every image (the card shows the first). */
type CardRow = Pick<ShopCard, 'id' | 'commercialProjectId' | 'projectName' | 'district' | 'unitNo' | 'floor' | 'area' | 'uses' | 'status' | 'availableFrom'> & {
  rentFen: number;
  images: RecordImage[];
};

function toCard(r: CardRow): ShopCard {
  return {
    id: r.id,
    commercialProjectId: r.commercialProjectId,
    projectName: r.projectName,
    district: r.district,
    unitNo: r.unitNo,
    floor: r.floor,
    floorLabel: floorLabel(r.floor),
    area: Number(r.area),
    rent: r.rentFen / 100,
    uses: r.uses,
    useLabels: r.uses.map(shopUseLabel),
    status: r.status,
    statusLabel: shopStatusLabel(r.status),
    availableFrom: r.availableFrom,
    image: r.images[0] ?? null,
  };
}

/** The WHERE of a shop search over shops joined to their commercial project. */
export function shopConditions(filter: Omit<ShopFilter, 'sort' | 'pageNum'>): SQL | undefined {
  // Shops staff took off the site (下线), or whose commercial project they did, are in no list.
  const where: SQL[] = [onSite()];
  if (filter.district) {
    const d = districtByCode(filter.district);
    if (d) where.push(eq(commercialProjects.district, d.label));
  }
  if (filter.project !== undefined) where.push(eq(shops.commercialProjectId, filter.project));
  if (filter.area) {
    where.push(sql`${shops.area} >= ${filter.area.min}`);
    if (filter.area.max !== null) where.push(sql`${shops.area} < ${filter.area.max}`);
  }
  if (filter.rent) {
    where.push(sql`${shops.rentFenPerSqmMonth} >= ${filter.rent.min * 100}`);
    if (filter.rent.max !== null) where.push(sql`${shops.rentFenPerSqmMonth} < ${filter.rent.max * 100}`);
  }
  if (filter.use) where.push(sql`${filter.use}::text = any(${shops.uses})`);
  if (filter.status) where.push(eq(shops.status, filter.status));
  if (filter.keyword) {
    const pattern = `%${escapeLike(filter.keyword)}%`;
    where.push(or(ilike(shops.unitNo, pattern), ilike(commercialProjects.name, pattern), ilike(shops.description, pattern)) as SQL);
  }
  return and(...where);
}

function orderOf(sort: ShopFilter['sort']) {
  switch (sort) {
    case 'rent':
      return [asc(shops.rentFenPerSqmMonth), asc(shops.id)];
    case 'area':
      return [asc(shops.area), asc(shops.id)];
    default:
      return [desc(shops.createdAt), desc(shops.id)];
  }
}

/** A filtered, sorted page of shops; a page past the end shows the last page. */
export async function searchShops(filter: ShopFilter, options: { pageSize?: number } = {}): Promise<Page<ShopCard>> {
  const db = await getDb();
  const where = shopConditions(filter);
  const [totals] = await db
    .select({ total: count() })
    .from(shops)
    .innerJoin(commercialProjects, eq(commercialProjects.id, shops.commercialProjectId))
    .where(where);
  const total = totals?.total ?? 0;
  const first = normalisePaging({ pageNum: filter.pageNum, pageSize: options.pageSize });
  const pages = total === 0 ? 0 : Math.ceil(total / first.pageSize);
  const paging = normalisePaging({ pageNum: clampPageNum(first.pageNum, pages), pageSize: first.pageSize });
  if (total === 0) return toPage([], 0, paging);
  const rows = await db
    .select(cardColumns)
    .from(shops)
    .innerJoin(commercialProjects, eq(commercialProjects.id, shops.commercialProjectId))
    .where(where)
    .orderBy(...orderOf(filter.sort))
    .limit(paging.pageSize)
    .offset(paging.offset);
  return toPage(rows.map(toCard), total, paging);
}

function toSummary(p: typeof commercialProjects.$inferSelect): CommercialProjectSummary {
  return {
    id: p.id,
    name: p.name,
    district: p.district,
    address: p.address,
    lng: p.lng,
    lat: p.lat,
    contactName: p.contactName,
    contactPhone: p.contactPhone,
    contactHours: p.contactHours,
  };
}

/** One shop with its commercial project, or null for an id that names nothing. */
export async function getShop(id: number): Promise<ShopDetail | null> {
  if (!isValidId(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ shop: shops, project: commercialProjects })
    .from(shops)
    .innerJoin(commercialProjects, eq(commercialProjects.id, shops.commercialProjectId))
    .where(and(eq(shops.id, id), onSite()));
  if (!row) return null;
  const { shop, project } = row;
  return {
    ...toCard({ ...shop, projectName: project.name, district: project.district, rentFen: shop.rentFenPerSqmMonth }),
    images: shop.images,
    description: shop.description,
    project: toSummary(project),
  };
}

/** One commercial project with its shops (by floor and unit), counts by status and occupancy, or null. */
export async function getCommercialProject(id: number): Promise<CommercialProjectDetail | null> {
  if (!isValidId(id)) return null;
  const db = await getDb();
  const [project] = await db.select().from(commercialProjects).where(eq(commercialProjects.id, id));
  if (!project || project.hidden) return null;
  const rows = await db
    .select(cardColumns)
    .from(shops)
    .innerJoin(commercialProjects, eq(commercialProjects.id, shops.commercialProjectId))
    .where(and(eq(shops.commercialProjectId, id), onSite()))
    .orderBy(asc(shops.floor), asc(shops.unitNo), asc(shops.id));
  const cards = rows.map(toCard);
  const statusCounts = SHOP_STATUSES.map((s) => {
    const mine = cards.filter((c) => c.status === s.code);
    return { status: s.code, label: s.label, count: mine.length, area: roundArea(mine.reduce((sum, c) => sum + c.area, 0)) };
  });
  const totalArea = roundArea(cards.reduce((sum, c) => sum + c.area, 0));
  const leasedArea = statusCounts.find((s) => s.status === 'leased')?.area ?? 0;
  return {
    ...toSummary(project),
    description: project.description,
    images: project.images,
    shops: cards,
    statusCounts,
    totalArea,
    leasedArea,
    occupancyRate: totalArea > 0 ? leasedArea / totalArea : 0,
  };
}

/** Areas are ㎡ with two decimals: sums are rounded back to them (no 0.1 + 0.2 tails). */
function roundArea(n: number): number {
  return Math.round(n * 100) / 100;
}

/** Every commercial project on the site with its number of shops on the site, by id (the search's select). */
export async function listCommercialProjects(): Promise<CommercialProjectOption[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: commercialProjects.id, name: commercialProjects.name, district: commercialProjects.district, shopCount: count(shops.id) })
    .from(commercialProjects)
    .leftJoin(shops, and(eq(shops.commercialProjectId, commercialProjects.id), eq(shops.hidden, false)))
    .where(eq(commercialProjects.hidden, false))
    .groupBy(commercialProjects.id)
    .orderBy(asc(commercialProjects.id));
  return rows.map((r) => ({ id: r.id, name: r.name, district: r.district, shopCount: Number(r.shopCount) }));
}

/**
 * The shops of these ids that exist, in the order asked (unknown and invalid ids are left out):
 * the registration form's pre-checked shop and a registration's shops.
 */
export async function listShopsByIds(ids: readonly number[]): Promise<ShopCard[]> {
  const wanted = [...new Set(ids.filter(isValidId))];
  if (wanted.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select(cardColumns)
    .from(shops)
    .innerJoin(commercialProjects, eq(commercialProjects.id, shops.commercialProjectId))
    .where(inArray(shops.id, wanted));
  const byId = new Map(rows.map((r) => [r.id, toCard(r)]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

/** The shops a registration may name (招租中 and 洽谈中), grouped by commercial project. */
export async function listShopChoices(): Promise<ShopChoiceGroup[]> {
  const db = await getDb();
  const rows = await db
    .select(cardColumns)
    .from(shops)
    .innerJoin(commercialProjects, eq(commercialProjects.id, shops.commercialProjectId))
    .where(and(inArray(shops.status, ['leasing', 'negotiating']), onSite()))
    .orderBy(asc(commercialProjects.id), asc(shops.floor), asc(shops.unitNo), asc(shops.id));
  const groups: ShopChoiceGroup[] = [];
  for (const r of rows) {
    let g = groups.at(-1);
    if (!g || g.projectId !== r.commercialProjectId) {
      g = { projectId: r.commercialProjectId, projectName: r.projectName, district: r.district, shops: [] };
      groups.push(g);
    }
    g.shops.push(toCard(r));
  }
  return groups;
}

/** Whether a shop is on the site (the route cache's check of a shopId: uncached, so random ids add no data-cache entries). */
export async function shopExists(id: number): Promise<boolean> {
  if (!isValidId(id)) return false;
  const db = await getDb();
  const [row] = await db
    .select({ id: shops.id })
    .from(shops)
    .innerJoin(commercialProjects, eq(commercialProjects.id, shops.commercialProjectId))
    .where(and(eq(shops.id, id), onSite()));
  return Boolean(row);
}

/** Whether a commercial project is on the site (the search's `project` filter before a page is cached). */
export async function commercialProjectExists(id: number): Promise<boolean> {
  if (!isValidId(id)) return false;
  const db = await getDb();
  const [row] = await db.select({ id: commercialProjects.id }).from(commercialProjects).where(and(eq(commercialProjects.id, id), eq(commercialProjects.hidden, false)));
  return Boolean(row);
}
