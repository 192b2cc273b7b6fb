/**
 * Housing projects and their unit types, commercial projects and shops in the catalogue editor
 * (lib/data-docking reads them for the finders and detail pages). Projects come from the operator's
 * housing system with their map position and pictures, so the console edits them (status, homes,
 * registration window, texts) rather than creating them.
 */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { FormFieldError } from '@/lib/api/form-route';
import { TAGS } from '@/lib/cache';
import { getDb } from '@/lib/db/client';
import { commercialProjects, housingProjects, housingUnitTypes, shops } from '@/lib/db/schema';
import { refreshProjectSummary } from '@/lib/data-docking/projects';
import { commercialProjectHref, shopHref } from '@/lib/data-docking/shop-links';
import { PROJECT_STATUS_OPTIONS, SHOP_STATUS_OPTIONS } from '@/lib/validation/catalogue';
import type { CatalogueDefinition } from './definition';

const label = (options: readonly { value: string; label: string }[], v: unknown) => options.find((o) => o.value === v)?.label ?? String(v);
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

const CONTACT_FIELDS = [
  { name: 'contactName', label: '联系单位', kind: 'text', optional: true, maxLength: 40 },
  { name: 'contactPhone', label: '联系电话', kind: 'text', optional: true, maxLength: 40 },
  { name: 'contactHours', label: '办公时间', kind: 'text', optional: true, maxLength: 60 },
] as const;

export const housingProjectsCatalogue: CatalogueDefinition = {
  key: 'housingProjects',
  entity: 'housing_project',
  title: '房源项目',
  summary: '公租房、保租房、配售型和共有产权房项目：状态、房源套数、意向登记时间与介绍。',
  table: housingProjects,
  fields: [
    { name: 'name', label: '项目名称', kind: 'text', maxLength: 60 },
    { name: 'status', label: '项目状态', kind: 'select', options: PROJECT_STATUS_OPTIONS },
    { name: 'homesTotal', label: '房源总套数', kind: 'number', hint: '有户型的项目按户型合计，请在“户型”中修改' },
    { name: 'homesAvailable', label: '可租（售）套数', kind: 'number', hint: '不能大于房源总套数' },
    { name: 'handoverDate', label: '交付日期', kind: 'date', optional: true },
    { name: 'registrationFirstDay', label: '意向登记开始日期', kind: 'date', optional: true, hint: '仅配售型项目；与结束日期同时填写或同时不填' },
    { name: 'registrationLastDay', label: '意向登记结束日期', kind: 'date', optional: true },
    { name: 'transport', label: '交通', kind: 'textarea', optional: true, maxLength: 500 },
    { name: 'description', label: '项目介绍', kind: 'textarea', optional: true, maxLength: 5000 },
    ...CONTACT_FIELDS,
  ],
  listColumns: [
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
    status: text(r.status),
    homesTotal: text(r.homesTotal),
    homesAvailable: text(r.homesAvailable),
    handoverDate: text(r.handoverDate),
    registrationFirstDay: text(r.registrationFirstDay),
    registrationLastDay: text(r.registrationLastDay),
    transport: text(r.transport),
    description: text(r.description),
    contactName: text(r.contactName),
    contactPhone: text(r.contactPhone),
    contactHours: text(r.contactHours),
  }),
  blank: () => ({}),
  toRow: async (input, { tx, before }) => {
    const [units] = await tx
      .select({ n: sql<number>`cast(count(*) as integer)` })
      .from(housingUnitTypes)
      .where(eq(housingUnitTypes.projectId, before!.id));
    // A project with unit types counts its homes from them (refreshProjectSummary): one truth.
    if (Number(units?.n ?? 0) > 0 && (input.homesTotal !== before!.homesTotal || input.homesAvailable !== before!.homesAvailable)) {
      throw new FormFieldError(input.homesTotal !== before!.homesTotal ? 'homesTotal' : 'homesAvailable', '该项目的套数按户型合计，请在“户型”中修改各户型的套数');
    }
    return {
      ...input,
      handoverDate: input.handoverDate || null,
      registrationFirstDay: input.registrationFirstDay || null,
      registrationLastDay: input.registrationLastDay || null,
      updatedAt: new Date(),
    };
  },
  canCreate: false,
  canDelete: false,
  publicHref: (r) => `/t1/projectDetail?projectId=${r.id}`,
};

export const unitTypesCatalogue: CatalogueDefinition = {
  key: 'unitTypes',
  entity: 'housing_unit_type',
  title: '户型',
  summary: '房源项目的户型：套数与租金（售价）；项目的合计随之更新。',
  table: housingUnitTypes,
  fields: [
    { name: 'layout', label: '户型名称', kind: 'text', maxLength: 30 },
    { name: 'homesTotal', label: '总套数', kind: 'number' },
    { name: 'homesAvailable', label: '可租（售）套数', kind: 'number', hint: '不能大于总套数' },
    { name: 'rentMin', label: '最低月租金（元）', kind: 'number', optional: true },
    { name: 'rentMax', label: '最高月租金（元）', kind: 'number', optional: true },
    { name: 'priceMin', label: '最低售价（元/㎡）', kind: 'number', optional: true },
    { name: 'priceMax', label: '最高售价（元/㎡）', kind: 'number', optional: true },
  ],
  listColumns: [
    { label: '所属项目', value: (r, names) => names.get(r.id) ?? text(r.projectId) },
    { label: '可租（售）/总套数', value: (r) => `${text(r.homesAvailable)} / ${text(r.homesTotal)}` },
  ],
  listNames: async (rows) => {
    const ids = [...new Set(rows.map((r) => Number(r.projectId)))];
    if (!ids.length) return new Map();
    const projects = await (await getDb()).select({ id: housingProjects.id, name: housingProjects.name }).from(housingProjects).where(inArray(housingProjects.id, ids));
    const byId = new Map(projects.map((p) => [p.id, p.name]));
    return new Map(rows.map((r) => [r.id, byId.get(Number(r.projectId)) ?? text(r.projectId)]));
  },
  titleOf: (r) => text(r.layout),
  search: [housingUnitTypes.layout],
  orderBy: () => [asc(housingUnitTypes.projectId), asc(housingUnitTypes.sortOrder), asc(housingUnitTypes.id)],
  tags: [TAGS.projects],
  toForm: (r) => ({
    layout: text(r.layout),
    homesTotal: text(r.homesTotal),
    homesAvailable: text(r.homesAvailable),
    rentMin: text(r.rentMin),
    rentMax: text(r.rentMax),
    priceMin: text(r.priceMin),
    priceMax: text(r.priceMax),
  }),
  blank: () => ({}),
  toRow: async (input) => input,
  // The project's finder columns (套数, rent and price bands) are summaries of its unit types.
  afterWrite: async (tx, row) => refreshProjectSummary(tx, Number(row.projectId)),
  canCreate: false,
  canDelete: false,
  publicHref: (r) => `/t1/projectDetail?projectId=${r.projectId}`,
};

export const commercialProjectsCatalogue: CatalogueDefinition = {
  key: 'commercialProjects',
  entity: 'commercial_project',
  title: '商业项目',
  summary: '商铺招租的商业项目：名称、地址、介绍与联系方式。',
  table: commercialProjects,
  fields: [
    { name: 'name', label: '项目名称', kind: 'text', maxLength: 60 },
    { name: 'address', label: '地址', kind: 'text', maxLength: 120 },
    { name: 'description', label: '项目介绍', kind: 'textarea', optional: true, maxLength: 5000 },
    ...CONTACT_FIELDS,
  ],
  listColumns: [{ label: '区域', value: (r) => text(r.district) }],
  titleOf: (r) => text(r.name),
  search: [commercialProjects.name, commercialProjects.address],
  orderBy: () => [asc(commercialProjects.id)],
  tags: [TAGS.projects],
  toForm: (r) => ({
    name: text(r.name),
    address: text(r.address),
    description: text(r.description),
    contactName: text(r.contactName),
    contactPhone: text(r.contactPhone),
    contactHours: text(r.contactHours),
  }),
  blank: () => ({}),
  toRow: async (input) => ({ ...input, updatedAt: new Date() }),
  canCreate: false,
  canDelete: false,
  publicHref: (r) => commercialProjectHref(r.id),
};

export const shopsCatalogue: CatalogueDefinition = {
  key: 'shops',
  entity: 'shop',
  title: '商铺',
  summary: '商业项目中的商铺：招租状态、租金、可入驻日期与介绍。',
  table: shops,
  fields: [
    { name: 'status', label: '招租状态', kind: 'select', options: SHOP_STATUS_OPTIONS },
    { name: 'rentYuan', label: '租金（元/㎡·月）', kind: 'text', maxLength: 10, hint: '最多两位小数，如 85.50' },
    { name: 'availableFrom', label: '可入驻日期', kind: 'date', optional: true },
    { name: 'description', label: '商铺介绍', kind: 'textarea', optional: true, maxLength: 2000 },
  ],
  listColumns: [
    { label: '所属项目', value: (r, names) => names.get(r.id) ?? text(r.commercialProjectId) },
    { label: '楼层', value: (r) => `${text(r.floor)} 层` },
    { label: '面积（㎡）', value: (r) => text(r.area) },
    { label: '状态', value: (r) => label(SHOP_STATUS_OPTIONS, r.status) },
  ],
  listNames: async (rows) => {
    const ids = [...new Set(rows.map((r) => Number(r.commercialProjectId)))];
    if (!ids.length) return new Map();
    const projects = await (await getDb()).select({ id: commercialProjects.id, name: commercialProjects.name }).from(commercialProjects).where(inArray(commercialProjects.id, ids));
    const byId = new Map(projects.map((p) => [p.id, p.name]));
    return new Map(rows.map((r) => [r.id, byId.get(Number(r.commercialProjectId)) ?? text(r.commercialProjectId)]));
  },
  titleOf: (r) => text(r.unitNo),
  search: [shops.unitNo, shops.description],
  orderBy: () => [asc(shops.commercialProjectId), asc(shops.floor), asc(shops.unitNo)],
  tags: [TAGS.projects],
  toForm: (r) => ({ status: text(r.status), rentYuan: (Number(r.rentFenPerSqmMonth) / 100).toFixed(2), availableFrom: text(r.availableFrom), description: text(r.description) }),
  blank: () => ({}),
  toRow: async (input) => ({
    status: input.status,
    // Stored in fen: 85.50 元 → 8550, exact.
    rentFenPerSqmMonth: Math.round(Number(input.rentYuan) * 100),
    availableFrom: input.availableFrom || null,
    description: input.description,
    updatedAt: new Date(),
  }),
  canCreate: false,
  canDelete: false,
  publicHref: (r) => shopHref(r.id),
};

