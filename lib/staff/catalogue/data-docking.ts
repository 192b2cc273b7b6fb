/**
 * Housing projects and their unit types, commercial projects and shops in the catalogue editor
 * (lib/data-docking reads them for the finders and detail pages). Staff create them with every
 * fact the public pages show — type, district, address and map position, status, homes, the
 * registration window, unit types with areas and rents or prices, photos (uploaded), facilities,
 * texts and contacts — and take them off the site (下线) rather than delete them once citizens'
 * favourites, registrations or records name them: a delete is refused then, and says so.
 */
import { and, arrayContains, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { FormFieldError } from '@/lib/api/form-route';
import { TAGS } from '@/lib/cache';
import { getDb } from '@/lib/db/client';
import {
  allotmentIntentions,
  commercialProjects,
  housingProjects,
  housingRecords,
  housingUnitTypes,
  projectFavourites,
  shopIntentions,
  shops,
  type RecordImage,
} from '@/lib/db/schema';
import { refreshProjectSummary } from '@/lib/data-docking/projects';
import { commercialProjectHref, shopHref } from '@/lib/data-docking/shop-links';
import {
  DISTRICT_OPTIONS,
  HOUSING_TYPE_OPTIONS,
  imageLinesText,
  PROJECT_STATUS_OPTIONS,
  RENTAL_TYPES,
  SHOP_STATUS_OPTIONS,
  SHOP_USE_OPTIONS,
  type ImageLine,
} from '@/lib/validation/catalogue';
import { CatalogueInUse, columnToggle, type CatalogueDefinition, type CatalogueField, type CatalogueRow } from './definition';
import { catalogueListHref } from './hrefs';

const label = (options: readonly { value: string; label: string }[], v: unknown) => options.find((o) => o.value === v)?.label ?? String(v);
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

const CONTACT_FIELDS = [
  { name: 'contactName', label: '联系单位', kind: 'text', optional: true, maxLength: 40 },
  { name: 'contactPhone', label: '联系电话', kind: 'text', optional: true, maxLength: 40 },
  { name: 'contactHours', label: '办公时间', kind: 'text', optional: true, maxLength: 60 },
] as const satisfies readonly CatalogueField[];

const PLACE_FIELDS = [
  { name: 'district', label: '所在区域', kind: 'select', options: DISTRICT_OPTIONS },
  { name: 'address', label: '地址', kind: 'text', maxLength: 120 },
  { name: 'lng', label: '经度', kind: 'text', maxLength: 13, hint: '地图坐标（GCJ-02，高德、腾讯地图所用），如 120.15507；用于“地图导航”链接' },
  { name: 'lat', label: '纬度', kind: 'text', maxLength: 12, hint: '如 30.27415' },
] as const satisfies readonly CatalogueField[];

const PHOTO_HINT = 'JPG 或 PNG，每张不超过 10 MB，最多 12 张；第一张用作列表中的封面。上传后去除拍摄信息等元数据。';

/** 上线 / 下线 over a `hidden` column: on = on the site. */
const onSiteToggle = (column: Parameters<typeof columnToggle>[0]) =>
  columnToggle(column, 'hidden', { on: false, off: true }, { onVerb: '上线', offVerb: '下线', onLabel: '已上线', offLabel: '已下线' });

/** Stored pictures → the form's lines (the caption is the alt text). */
const photosToForm = (images: unknown) => imageLinesText(((images as RecordImage[] | null) ?? []).map((i) => ({ src: i.src, caption: i.alt })));

/** The form's lines → stored pictures; a picture without a caption is described by its entry's name. */
const photosToRow = (lines: unknown, name: string): RecordImage[] => {
  const list = (lines as ImageLine[] | undefined) ?? [];
  return list.map((l, i) => ({ src: l.src, alt: l.caption || (list.length > 1 ? `${name}（${i + 1}）` : name) }));
};

const countOf = async (query: PromiseLike<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
const N = sql<number>`cast(count(*) as integer)`;

/** Names by id for a list's "所属项目" column. */
async function namesById(table: typeof housingProjects | typeof commercialProjects, rows: readonly CatalogueRow[], idOf: (r: CatalogueRow) => number) {
  const ids = [...new Set(rows.map(idOf))];
  if (!ids.length) return new Map<number, string>();
  const found = await (await getDb()).select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids));
  const byId = new Map(found.map((p) => [p.id, p.name]));
  return new Map(rows.map((r) => [r.id, byId.get(idOf(r)) ?? text(idOf(r))]));
}

async function nameOf(table: typeof housingProjects | typeof commercialProjects, id: number): Promise<string | null> {
  const [row] = await (await getDb()).select({ name: table.name }).from(table).where(eq(table.id, id)).limit(1);
  return row?.name ?? null;
}

export const housingProjectsCatalogue: CatalogueDefinition = {
  key: 'housingProjects',
  entity: 'housing_project',
  title: '房源项目',
  summary: '公租房、保租房、配售型和共有产权房项目：新增、修改、上线或下线；房源套数、意向登记时间、图片与介绍。户型在“户型”中维护。',
  table: housingProjects,
  fields: [
    { name: 'name', label: '项目名称', kind: 'text', maxLength: 60 },
    { name: 'businessType', label: '业务类型', kind: 'select', options: HOUSING_TYPE_OPTIONS, createOnly: true, hint: '新增后不能修改' },
    ...PLACE_FIELDS,
    { name: 'status', label: '项目状态', kind: 'select', options: PROJECT_STATUS_OPTIONS },
    { name: 'homesTotal', label: '房源总套数', kind: 'number', hint: '有户型的项目按户型合计，请在“户型”中修改' },
    { name: 'homesAvailable', label: '可租（售）套数', kind: 'number', hint: '不能大于房源总套数' },
    { name: 'handoverDate', label: '交付日期', kind: 'date', optional: true },
    { name: 'registrationFirstDay', label: '意向登记开始日期', kind: 'date', optional: true, hint: '配售型项目的意向登记期、共有产权项目的申购期；与结束日期同时填写或同时不填' },
    { name: 'registrationLastDay', label: '意向登记结束日期', kind: 'date', optional: true },
    { name: 'images', label: '项目图片', kind: 'images', optional: true, hint: PHOTO_HINT },
    { name: 'facilities', label: '配套设施', kind: 'textarea', optional: true, maxLength: 440, hint: '每行一项，如 地铁站、幼儿园，最多 20 项' },
    { name: 'transport', label: '交通', kind: 'textarea', optional: true, maxLength: 500 },
    { name: 'description', label: '项目介绍', kind: 'textarea', optional: true, maxLength: 5000 },
    ...CONTACT_FIELDS,
  ],
  listColumns: [
    { label: '类型', value: (r) => label(HOUSING_TYPE_OPTIONS, r.businessType) },
    { label: '区域', value: (r) => text(r.district) },
    { label: '状态', value: (r) => label(PROJECT_STATUS_OPTIONS, r.status) },
    { label: '可租（售）/总套数', value: (r) => `${text(r.homesAvailable)} / ${text(r.homesTotal)}` },
  ],
  titleOf: (r) => text(r.name),
  search: [housingProjects.name, housingProjects.address],
  orderBy: () => [desc(housingProjects.publishedAt), desc(housingProjects.id)],
  tags: [TAGS.projects],
  toForm: (r) => ({
    name: text(r.name),
    businessType: text(r.businessType),
    district: text(r.district),
    address: text(r.address),
    lng: text(r.lng),
    lat: text(r.lat),
    status: text(r.status),
    homesTotal: text(r.homesTotal),
    homesAvailable: text(r.homesAvailable),
    handoverDate: text(r.handoverDate),
    registrationFirstDay: text(r.registrationFirstDay),
    registrationLastDay: text(r.registrationLastDay),
    images: photosToForm(r.images),
    facilities: ((r.facilities as string[] | null) ?? []).join('\n'),
    transport: text(r.transport),
    description: text(r.description),
    contactName: text(r.contactName),
    contactPhone: text(r.contactPhone),
    contactHours: text(r.contactHours),
  }),
  blank: () => ({
    name: '',
    businessType: '',
    district: '',
    address: '',
    lng: '',
    lat: '',
    status: 'upcoming',
    homesTotal: '0',
    homesAvailable: '0',
    handoverDate: '',
    registrationFirstDay: '',
    registrationLastDay: '',
    images: '',
    facilities: '',
    transport: '',
    description: '',
    contactName: '',
    contactPhone: '',
    contactHours: '',
  }),
  toRow: async (input, { tx, before }) => {
    if (before) {
      const units = await countOf(tx.select({ n: N }).from(housingUnitTypes).where(eq(housingUnitTypes.projectId, before.id)));
      // A project with unit types counts its homes from them (refreshProjectSummary): one truth.
      if (units > 0 && (input.homesTotal !== before.homesTotal || input.homesAvailable !== before.homesAvailable)) {
        throw new FormFieldError(input.homesTotal !== before.homesTotal ? 'homesTotal' : 'homesAvailable', '该项目的套数按户型合计，请在“户型”中修改各户型的套数');
      }
      // The business is given once: registrations and the finder's pages hang on it.
      if (input.businessType !== before.businessType) throw new FormFieldError('businessType', '业务类型新增后不能修改');
    }
    const name = String(input.name);
    return {
      ...input,
      images: photosToRow(input.images, name),
      handoverDate: input.handoverDate || null,
      registrationFirstDay: input.registrationFirstDay || null,
      registrationLastDay: input.registrationLastDay || null,
      ...(before ? {} : { publishedAt: new Date() }),
      updatedAt: new Date(),
    };
  },
  toggle: onSiteToggle(housingProjects.hidden),
  canCreate: true,
  canDelete: true,
  // Favourites would vanish with it (cascade), registrations and records would lose it: refused, 下线 instead.
  beforeDelete: async (tx, row) => {
    const used =
      (await countOf(tx.select({ n: N }).from(projectFavourites).where(eq(projectFavourites.projectId, row.id)))) +
      (await countOf(tx.select({ n: N }).from(allotmentIntentions).where(eq(allotmentIntentions.projectId, row.id)))) +
      (await countOf(tx.select({ n: N }).from(housingRecords).where(eq(housingRecords.projectId, row.id))));
    if (used > 0) throw new CatalogueInUse('projectInUse');
    if ((await countOf(tx.select({ n: N }).from(housingUnitTypes).where(eq(housingUnitTypes.projectId, row.id)))) > 0) throw new CatalogueInUse('projectUnitTypes');
  },
  rowLinks: (r) => [{ label: '户型', href: `${catalogueListHref('unitTypes')}?parent=${r.id}` }],
  publicHref: (r) => (r.hidden ? null : `/t1/projectDetail?projectId=${r.id}`),
};

export const unitTypesCatalogue: CatalogueDefinition = {
  key: 'unitTypes',
  entity: 'housing_unit_type',
  title: '户型',
  summary: '房源项目的户型：面积、套数与租金（公租房、保租房）或售价（配售型、共有产权房）；项目的合计随之更新。',
  table: housingUnitTypes,
  fields: [
    { name: 'projectId', label: '所属项目', kind: 'select', createOnly: true },
    { name: 'layout', label: '户型名称', kind: 'text', maxLength: 30, hint: '如 一室一厅、两室一厅' },
    { name: 'bedrooms', label: '卧室数', kind: 'number', hint: '0 表示开间；用于“户型”筛选' },
    { name: 'areaMin', label: '最小面积（㎡）', kind: 'text', maxLength: 9, hint: '最多两位小数' },
    { name: 'areaMax', label: '最大面积（㎡）', kind: 'text', maxLength: 9 },
    { name: 'homesTotal', label: '总套数', kind: 'number' },
    { name: 'homesAvailable', label: '可租（售）套数', kind: 'number', hint: '不能大于总套数' },
    { name: 'rentMin', label: '最低月租金（元）', kind: 'number', optional: true, hint: '公租房、保租房填写' },
    { name: 'rentMax', label: '最高月租金（元）', kind: 'number', optional: true },
    { name: 'priceMin', label: '最低售价（元/㎡）', kind: 'number', optional: true, hint: '配售型、共有产权房填写' },
    { name: 'priceMax', label: '最高售价（元/㎡）', kind: 'number', optional: true },
    { name: 'sortOrder', label: '排序号', kind: 'number', hint: '项目页中从小到大排列' },
  ],
  listColumns: [
    { label: '所属项目', value: (r, names) => names.get(r.id) ?? text(r.projectId) },
    { label: '面积（㎡）', value: (r) => (Number(r.areaMin) === Number(r.areaMax) ? text(r.areaMin) : `${text(r.areaMin)}–${text(r.areaMax)}`) },
    { label: '可租（售）/总套数', value: (r) => `${text(r.homesAvailable)} / ${text(r.homesTotal)}` },
  ],
  listNames: (rows) => namesById(housingProjects, rows, (r) => Number(r.projectId)),
  titleOf: (r) => text(r.layout),
  search: [housingUnitTypes.layout],
  orderBy: () => [asc(housingUnitTypes.projectId), asc(housingUnitTypes.sortOrder), asc(housingUnitTypes.id)],
  tags: [TAGS.projects],
  toForm: (r) => ({
    projectId: text(r.projectId),
    layout: text(r.layout),
    bedrooms: text(r.bedrooms),
    areaMin: text(r.areaMin),
    areaMax: text(r.areaMax),
    homesTotal: text(r.homesTotal),
    homesAvailable: text(r.homesAvailable),
    rentMin: text(r.rentMin),
    rentMax: text(r.rentMax),
    priceMin: text(r.priceMin),
    priceMax: text(r.priceMax),
    sortOrder: text(r.sortOrder),
  }),
  blank: () => ({ projectId: '', layout: '', bedrooms: '', areaMin: '', areaMax: '', homesTotal: '', homesAvailable: '', rentMin: '', rentMax: '', priceMin: '', priceMax: '', sortOrder: '0' }),
  toRow: async (input, { tx, before }) => {
    // A unit type stays with the project it was created in.
    const projectId = before ? Number(before.projectId) : Number(input.projectId);
    const [project] = await tx.select({ type: housingProjects.businessType }).from(housingProjects).where(eq(housingProjects.id, projectId)).limit(1);
    if (!project) throw new FormFieldError('projectId', '所属项目不存在，请重新选择');
    // The project page shows rents for rental businesses and prices for sale ones: the right pair, and only it.
    if (RENTAL_TYPES.includes(project.type)) {
      if (input.rentMin === null) throw new FormFieldError('rentMin', '公租房、保租房的户型请填写最低月租金');
      if (input.priceMin !== null || input.priceMax !== null) throw new FormFieldError(input.priceMin !== null ? 'priceMin' : 'priceMax', '公租房、保租房的户型不填写售价');
    } else {
      if (input.priceMin === null) throw new FormFieldError('priceMin', '配售型、共有产权房的户型请填写最低售价');
      if (input.rentMin !== null || input.rentMax !== null) throw new FormFieldError(input.rentMin !== null ? 'rentMin' : 'rentMax', '配售型、共有产权房的户型不填写租金');
    }
    return { ...input, projectId };
  },
  // The project's finder columns (套数, rent and price bands, areas, bedrooms) are summaries of its unit types.
  afterWrite: async (tx, row) => refreshProjectSummary(tx, Number(row.projectId)),
  afterDelete: async (tx, row) => refreshProjectSummary(tx, Number(row.projectId)),
  canCreate: true,
  canDelete: true,
  beforeDelete: async (tx, row) => {
    if ((await countOf(tx.select({ n: N }).from(allotmentIntentions).where(eq(allotmentIntentions.unitTypeId, row.id)))) > 0) throw new CatalogueInUse('unitTypeIntentions');
  },
  parent: { field: 'projectId', column: housingUnitTypes.projectId, label: '所属项目', nameOf: (id) => nameOf(housingProjects, id) },
  options: async () => {
    const rows = await (await getDb())
      .select({ id: housingProjects.id, name: housingProjects.name, district: housingProjects.district, type: housingProjects.businessType })
      .from(housingProjects)
      .orderBy(desc(housingProjects.publishedAt), desc(housingProjects.id));
    return { projectId: rows.map((p) => ({ value: String(p.id), label: `${p.name}（${p.district}·${label(HOUSING_TYPE_OPTIONS, p.type)}）` })) };
  },
  publicHref: (r) => `/t1/projectDetail?projectId=${r.projectId}`,
};

export const commercialProjectsCatalogue: CatalogueDefinition = {
  key: 'commercialProjects',
  entity: 'commercial_project',
  title: '商业项目',
  summary: '商铺招租的商业项目：新增、修改、上线或下线；地址与地图位置、图片、介绍与联系方式。商铺在“商铺”中维护。',
  table: commercialProjects,
  fields: [
    { name: 'name', label: '项目名称', kind: 'text', maxLength: 60 },
    ...PLACE_FIELDS,
    { name: 'images', label: '项目图片', kind: 'images', optional: true, hint: PHOTO_HINT },
    { name: 'description', label: '项目介绍', kind: 'textarea', optional: true, maxLength: 5000 },
    ...CONTACT_FIELDS,
  ],
  listColumns: [
    { label: '区域', value: (r) => text(r.district) },
    { label: '地址', value: (r) => text(r.address) },
  ],
  titleOf: (r) => text(r.name),
  search: [commercialProjects.name, commercialProjects.address],
  orderBy: () => [asc(commercialProjects.id)],
  tags: [TAGS.projects],
  toForm: (r) => ({
    name: text(r.name),
    district: text(r.district),
    address: text(r.address),
    lng: text(r.lng),
    lat: text(r.lat),
    images: photosToForm(r.images),
    description: text(r.description),
    contactName: text(r.contactName),
    contactPhone: text(r.contactPhone),
    contactHours: text(r.contactHours),
  }),
  blank: () => ({ name: '', district: '', address: '', lng: '', lat: '', images: '', description: '', contactName: '', contactPhone: '', contactHours: '' }),
  toRow: async (input) => ({ ...input, images: photosToRow(input.images, String(input.name)), updatedAt: new Date() }),
  toggle: onSiteToggle(commercialProjects.hidden),
  canCreate: true,
  canDelete: true,
  // Its shops would go with it (cascade), and with them what registrations name.
  beforeDelete: async (tx, row) => {
    if ((await countOf(tx.select({ n: N }).from(shops).where(eq(shops.commercialProjectId, row.id)))) > 0) throw new CatalogueInUse('commercialProjectShops');
  },
  rowLinks: (r) => [{ label: '商铺', href: `${catalogueListHref('shops')}?parent=${r.id}` }],
  publicHref: (r) => (r.hidden ? null : commercialProjectHref(r.id)),
};

export const shopsCatalogue: CatalogueDefinition = {
  key: 'shops',
  entity: 'shop',
  title: '商铺',
  summary: '商业项目中的商铺：新增、修改、上线或下线；铺位、楼层、面积、租金、适合业态、招租状态、图片与介绍。',
  table: shops,
  fields: [
    { name: 'commercialProjectId', label: '所属商业项目', kind: 'select', createOnly: true },
    { name: 'unitNo', label: '铺位号', kind: 'text', maxLength: 20, hint: '如 A-101，同一项目内不能重复' },
    { name: 'floor', label: '楼层', kind: 'number', hint: '地下一层填 -1' },
    { name: 'area', label: '面积（㎡）', kind: 'text', maxLength: 9, hint: '最多两位小数' },
    { name: 'rentYuan', label: '租金（元/㎡·月）', kind: 'text', maxLength: 10, hint: '最多两位小数，如 85.50' },
    { name: 'uses', label: '适合业态', kind: 'checks', options: SHOP_USE_OPTIONS },
    { name: 'status', label: '招租状态', kind: 'select', options: SHOP_STATUS_OPTIONS },
    { name: 'availableFrom', label: '可入驻日期', kind: 'date', optional: true },
    { name: 'images', label: '商铺图片', kind: 'images', optional: true, hint: PHOTO_HINT },
    { name: 'description', label: '商铺介绍', kind: 'textarea', optional: true, maxLength: 2000 },
  ],
  listColumns: [
    { label: '所属项目', value: (r, names) => names.get(r.id) ?? text(r.commercialProjectId) },
    { label: '楼层', value: (r) => `${text(r.floor)} 层` },
    { label: '面积（㎡）', value: (r) => text(r.area) },
    { label: '招租状态', value: (r) => label(SHOP_STATUS_OPTIONS, r.status) },
  ],
  listNames: (rows) => namesById(commercialProjects, rows, (r) => Number(r.commercialProjectId)),
  titleOf: (r) => text(r.unitNo),
  search: [shops.unitNo, shops.description],
  orderBy: () => [asc(shops.commercialProjectId), asc(shops.floor), asc(shops.unitNo)],
  tags: [TAGS.projects],
  toForm: (r) => ({
    commercialProjectId: text(r.commercialProjectId),
    unitNo: text(r.unitNo),
    floor: text(r.floor),
    area: text(r.area),
    rentYuan: (Number(r.rentFenPerSqmMonth) / 100).toFixed(2),
    uses: [...((r.uses as string[] | null) ?? [])],
    status: text(r.status),
    availableFrom: text(r.availableFrom),
    images: photosToForm(r.images),
    description: text(r.description),
  }),
  blank: () => ({ commercialProjectId: '', unitNo: '', floor: '1', area: '', rentYuan: '', uses: [], status: 'leasing', availableFrom: '', images: '', description: '' }),
  toRow: async (input, { tx, id, before }) => {
    const projectId = before ? Number(before.commercialProjectId) : Number(input.commercialProjectId);
    const [project] = await tx.select({ id: commercialProjects.id }).from(commercialProjects).where(eq(commercialProjects.id, projectId)).limit(1);
    if (!project) throw new FormFieldError('commercialProjectId', '所属商业项目不存在，请重新选择');
    const unitNo = String(input.unitNo);
    const [taken] = await tx
      .select({ id: shops.id })
      .from(shops)
      .where(and(eq(shops.commercialProjectId, projectId), eq(shops.unitNo, unitNo), id === null ? undefined : ne(shops.id, id)))
      .limit(1);
    if (taken) throw new FormFieldError('unitNo', '该商业项目已有此铺位号');
    return {
      commercialProjectId: projectId,
      unitNo,
      floor: input.floor,
      area: input.area,
      status: input.status,
      // Stored in fen: 85.50 元 → 8550, exact.
      rentFenPerSqmMonth: Math.round(Number(input.rentYuan) * 100),
      uses: input.uses,
      availableFrom: input.availableFrom || null,
      images: photosToRow(input.images, `铺位 ${unitNo}`),
      description: input.description,
      updatedAt: new Date(),
    };
  },
  toggle: onSiteToggle(shops.hidden),
  canCreate: true,
  canDelete: true,
  // A registration names its shops by id: such a shop is kept (下线 takes it off the site).
  beforeDelete: async (tx, row) => {
    if ((await countOf(tx.select({ n: N }).from(shopIntentions).where(arrayContains(shopIntentions.shopIds, [row.id])))) > 0) throw new CatalogueInUse('shopIntentions');
  },
  parent: { field: 'commercialProjectId', column: shops.commercialProjectId, label: '所属商业项目', nameOf: (id) => nameOf(commercialProjects, id) },
  options: async () => {
    const rows = await (await getDb()).select({ id: commercialProjects.id, name: commercialProjects.name, district: commercialProjects.district }).from(commercialProjects).orderBy(asc(commercialProjects.id));
    return { commercialProjectId: rows.map((p) => ({ value: String(p.id), label: `${p.name}（${p.district}）` })) };
  },
  publicHref: (r) => (r.hidden ? null : shopHref(r.id)),
};
