/**
 * Banners, friendly links, memorabilia and app versions in the catalogue editor (lib/background
 * reads them for the home page, the footer, the timeline and the app download page).
 */
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { FormFieldError } from '@/lib/api/form-route';
import { TAGS } from '@/lib/cache';
import { getDb } from '@/lib/db/client';
import { appVersions, banners, columns, friendlyLinks, memorabilia } from '@/lib/db/schema';
import { columnToggle, type CatalogueDefinition } from './definition';

const SHOWN = { on: true, off: false } as const;
const SHOW_WORDS = { onVerb: '显示', offVerb: '隐藏', onLabel: '显示中', offLabel: '已隐藏' } as const;

export const bannersCatalogue: CatalogueDefinition = {
  key: 'banners',
  entity: 'banner',
  title: '横幅',
  summary: '首页与栏目页顶部的轮播横幅。',
  table: banners,
  fields: [
    { name: 'title', label: '标题', kind: 'text', maxLength: 60 },
    { name: 'subtitle', label: '副标题', kind: 'text', optional: true, maxLength: 120 },
    { name: 'columnKey', label: '所在栏目', kind: 'select', hint: '首页横幅请选择“首页”' },
    { name: 'imageUrl', label: '横幅图片', kind: 'image', hint: 'JPG 或 PNG，不超过 10 MB，建议宽 1600 像素、宽高比约 3:1；上传后去除拍摄信息等元数据' },
    { name: 'linkUrl', label: '链接地址', kind: 'url', optional: true, maxLength: 500 },
    { name: 'sortOrder', label: '排序号', kind: 'number', hint: '从小到大排列' },
    { name: 'enabled', label: '显示', kind: 'check' },
  ],
  listColumns: [
    { label: '栏目', value: (r) => String(r.columnKey) },
    { label: '排序号', value: (r) => String(r.sortOrder) },
  ],
  titleOf: (r) => String(r.title),
  search: [banners.title, banners.subtitle],
  orderBy: () => [asc(banners.columnKey), asc(banners.sortOrder), asc(banners.id)],
  tags: [TAGS.background],
  toForm: (r) => ({
    title: String(r.title),
    subtitle: String(r.subtitle ?? ''),
    columnKey: String(r.columnKey),
    imageUrl: String(r.imageUrl),
    linkUrl: String(r.linkUrl ?? ''),
    sortOrder: String(r.sortOrder),
    enabled: Boolean(r.enabled),
  }),
  blank: () => ({ title: '', subtitle: '', columnKey: 'home', imageUrl: '', linkUrl: '', sortOrder: '0', enabled: true }),
  toRow: async (input, { tx }) => {
    const [column] = await tx.select({ key: columns.key }).from(columns).where(eq(columns.key, String(input.columnKey))).limit(1);
    if (!column) throw new FormFieldError('columnKey', '所在栏目不存在，请重新选择');
    return { ...input, linkUrl: input.linkUrl || null };
  },
  toggle: columnToggle(banners.enabled, 'enabled', SHOWN, SHOW_WORDS),
  canCreate: true,
  canDelete: true,
  options: async () => {
    const rows = await (await getDb()).select({ key: columns.key, label: columns.label, level: columns.level }).from(columns).orderBy(asc(columns.level), asc(columns.sortOrder));
    return { columnKey: rows.map((r) => ({ value: r.key, label: `${r.label}（${r.key}）` })) };
  },
  publicHref: (r) => (r.columnKey === 'home' ? '/home' : null),
};

export const friendlyLinksCatalogue: CatalogueDefinition = {
  key: 'friendlyLinks',
  entity: 'friendly_link',
  title: '友情链接',
  summary: '页脚的友情链接，按分组显示。',
  table: friendlyLinks,
  fields: [
    { name: 'name', label: '网站名称', kind: 'text', maxLength: 40 },
    { name: 'url', label: '网址', kind: 'url', maxLength: 500 },
    { name: 'groupName', label: '分组', kind: 'text', optional: true, maxLength: 20, hint: '如 政府网站、合作单位' },
    { name: 'sortOrder', label: '排序号', kind: 'number' },
    { name: 'enabled', label: '显示', kind: 'check' },
  ],
  listColumns: [
    { label: '分组', value: (r) => String(r.groupName || '—') },
    { label: '网址', value: (r) => String(r.url) },
  ],
  titleOf: (r) => String(r.name),
  search: [friendlyLinks.name, friendlyLinks.url, friendlyLinks.groupName],
  orderBy: () => [asc(friendlyLinks.sortOrder), asc(friendlyLinks.id)],
  tags: [TAGS.background],
  toForm: (r) => ({ name: String(r.name), url: String(r.url), groupName: String(r.groupName ?? ''), sortOrder: String(r.sortOrder), enabled: Boolean(r.enabled) }),
  blank: () => ({ name: '', url: 'https://', groupName: '', sortOrder: '0', enabled: true }),
  toRow: async (input) => input,
  toggle: columnToggle(friendlyLinks.enabled, 'enabled', SHOWN, SHOW_WORDS),
  canCreate: true,
  canDelete: true,
  publicHref: () => '/home',
};

export const memorabiliaCatalogue: CatalogueDefinition = {
  key: 'memorabilia',
  entity: 'memorabilia',
  title: '大事记',
  summary: '公司介绍中的大事记时间轴，按年份分组。',
  table: memorabilia,
  fields: [
    { name: 'eventDate', label: '日期', kind: 'date' },
    { name: 'title', label: '标题', kind: 'text', maxLength: 80 },
    { name: 'description', label: '内容', kind: 'textarea', optional: true, maxLength: 1000 },
    { name: 'imageUrl', label: '图片', kind: 'image', optional: true, hint: 'JPG 或 PNG，不超过 10 MB' },
  ],
  listColumns: [{ label: '日期', value: (r) => String(r.eventDate) }],
  titleOf: (r) => String(r.title),
  search: [memorabilia.title, memorabilia.description],
  orderBy: () => [desc(memorabilia.eventDate), desc(memorabilia.id)],
  tags: [TAGS.background],
  toForm: (r) => ({ eventDate: String(r.eventDate), title: String(r.title), description: String(r.description ?? ''), imageUrl: String(r.imageUrl ?? '') }),
  blank: () => ({ eventDate: '', title: '', description: '', imageUrl: '' }),
  // The timeline groups by year: stored beside the date so the year list is one index read.
  toRow: async (input) => ({ ...input, year: Number(String(input.eventDate).slice(0, 4)), imageUrl: input.imageUrl || null }),
  canCreate: true,
  canDelete: true,
};

export const appVersionsCatalogue: CatalogueDefinition = {
  key: 'appVersions',
  entity: 'app_version',
  title: '应用版本',
  summary: '“APP 下载”页面显示每个平台最新的版本。',
  table: appVersions,
  fields: [
    {
      name: 'platform',
      label: '平台',
      kind: 'select',
      options: [
        { value: 'android', label: '安卓' },
        { value: 'ios', label: '苹果（iOS）' },
      ],
    },
    { name: 'versionCode', label: '版本号（数字）', kind: 'number', hint: '每次发布须大于上一版本' },
    { name: 'versionName', label: '版本名称', kind: 'text', maxLength: 20, hint: '如 2.1.0' },
    { name: 'downloadUrl', label: '下载地址', kind: 'url', maxLength: 500 },
    { name: 'releaseNotes', label: '更新说明', kind: 'textarea', optional: true, maxLength: 1000 },
    { name: 'forceUpdate', label: '强制更新', kind: 'check' },
  ],
  listColumns: [
    { label: '平台', value: (r) => (r.platform === 'ios' ? '苹果（iOS）' : '安卓') },
    { label: '版本号', value: (r) => String(r.versionCode) },
  ],
  titleOf: (r) => `${r.platform === 'ios' ? 'iOS' : '安卓'} ${String(r.versionName)}`,
  search: [appVersions.versionName, appVersions.releaseNotes],
  orderBy: () => [asc(appVersions.platform), desc(appVersions.versionCode)],
  tags: [TAGS.background],
  toForm: (r) => ({
    platform: String(r.platform),
    versionCode: String(r.versionCode),
    versionName: String(r.versionName),
    downloadUrl: String(r.downloadUrl),
    releaseNotes: String(r.releaseNotes ?? ''),
    forceUpdate: Boolean(r.forceUpdate),
  }),
  blank: () => ({ platform: 'android', versionCode: '', versionName: '', downloadUrl: '', releaseNotes: '', forceUpdate: false }),
  toRow: async (input, { tx, id }) => {
    const same = and(eq(appVersions.platform, input.platform as 'android' | 'ios'), eq(appVersions.versionCode, Number(input.versionCode)), id === null ? undefined : ne(appVersions.id, id));
    const [taken] = await tx.select({ id: appVersions.id }).from(appVersions).where(same).limit(1);
    if (taken) throw new FormFieldError('versionCode', '该平台已有此版本号');
    return id === null ? { ...input, publishedAt: new Date() } : input;
  },
  canCreate: true,
  canDelete: true,
  publicHref: () => '/t1/app_download',
};
