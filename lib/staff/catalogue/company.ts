/**
 * The company pages (公司简介's record: name, contact details, summary, its body) and subsidiaries
 * (with their mark and introduction) in the catalogue editor; lib/cms/company.ts reads them for
 * 关于我们 and the footer. The bodies are the article editor's rich-text field, stored through the
 * article body's cleaning (Word/WPS markup reduced, our sanitizer's allowlist).
 */
import { asc, eq, sql } from 'drizzle-orm';
import { TAGS } from '@/lib/cache';
import { cleanOfficeHtml } from '@/lib/html/office-paste';
import { sanitizeBodyHtml } from '@/lib/html/sanitize';
import { companyIntroduce, jobPosts, subsidiaries } from '@/lib/db/schema';
import { CatalogueInUse, type CatalogueDefinition } from './definition';

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** A stored body, as an article's is: Word/WPS markup reduced to its structure, then our sanitizer's allowlist. */
const storedBodyHtml = (html: unknown) => sanitizeBodyHtml(cleanOfficeHtml(String(html ?? '')));

export const companyCatalogue: CatalogueDefinition = {
  key: 'company',
  entity: 'company_introduce',
  title: '公司介绍',
  summary: '“关于我们”与页脚中的公司名称、口号、简介和联系方式。',
  table: companyIntroduce,
  fields: [
    { name: 'name', label: '公司名称', kind: 'text', maxLength: 60 },
    { name: 'shortName', label: '简称', kind: 'text', optional: true, maxLength: 20 },
    { name: 'slogan', label: '口号', kind: 'text', optional: true, maxLength: 60 },
    { name: 'summary', label: '简介', kind: 'textarea', optional: true, maxLength: 1000 },
    { name: 'bodyHtml', label: '公司简介正文', kind: 'richtext', optional: true, hint: '“公司简介”页面的正文：标题、段落、列表、表格、图片和链接' },
    { name: 'address', label: '地址', kind: 'text', optional: true, maxLength: 120 },
    { name: 'postcode', label: '邮政编码', kind: 'text', optional: true, maxLength: 6 },
    { name: 'phone', label: '联系电话', kind: 'text', optional: true, maxLength: 40 },
    { name: 'serviceHotline', label: '服务热线', kind: 'text', optional: true, maxLength: 40 },
    { name: 'email', label: '电子邮箱', kind: 'text', optional: true, maxLength: 100 },
    { name: 'officeHours', label: '办公时间', kind: 'text', optional: true, maxLength: 60 },
  ],
  listColumns: [{ label: '服务热线', value: (r) => text(r.serviceHotline) }],
  titleOf: (r) => text(r.name),
  search: [companyIntroduce.name],
  orderBy: () => [asc(companyIntroduce.id)],
  tags: [TAGS.company],
  toForm: (r) => Object.fromEntries(['name', 'shortName', 'slogan', 'summary', 'bodyHtml', 'address', 'postcode', 'phone', 'serviceHotline', 'email', 'officeHours'].map((k) => [k, text(r[k])])),
  blank: () => ({}),
  toRow: async (input) => ({ ...input, bodyHtml: storedBodyHtml(input.bodyHtml), updatedAt: new Date() }),
  canCreate: false,
  canDelete: false,
  publicHref: () => '/t1/company_profile',
};

export const subsidiariesCatalogue: CatalogueDefinition = {
  key: 'subsidiaries',
  entity: 'subsidiary',
  title: '下属公司',
  summary: '“下属公司”页面与招聘单位中的各子公司。',
  table: subsidiaries,
  fields: [
    { name: 'name', label: '公司名称', kind: 'text', maxLength: 60 },
    { name: 'summary', label: '简介', kind: 'textarea', optional: true, maxLength: 1000 },
    { name: 'bodyHtml', label: '介绍', kind: 'richtext', optional: true, hint: '“下属公司”页面中该公司的介绍：标题、段落、列表、表格、图片和链接' },
    { name: 'address', label: '地址', kind: 'text', optional: true, maxLength: 120 },
    { name: 'phone', label: '联系电话', kind: 'text', optional: true, maxLength: 40 },
    { name: 'website', label: '网站', kind: 'url', optional: true, maxLength: 500 },
    { name: 'logoUrl', label: '标志图片', kind: 'image', optional: true, hint: 'JPG 或 PNG，不超过 10 MB，显示为 56×56 像素的方形' },
    { name: 'sortOrder', label: '排序号', kind: 'number' },
  ],
  listColumns: [
    { label: '联系电话', value: (r) => text(r.phone) },
    { label: '排序号', value: (r) => text(r.sortOrder) },
  ],
  titleOf: (r) => text(r.name),
  search: [subsidiaries.name, subsidiaries.summary],
  orderBy: () => [asc(subsidiaries.sortOrder), asc(subsidiaries.id)],
  tags: [TAGS.company],
  toForm: (r) => ({
    name: text(r.name),
    summary: text(r.summary),
    bodyHtml: text(r.bodyHtml),
    address: text(r.address),
    phone: text(r.phone),
    website: text(r.website),
    logoUrl: text(r.logoUrl),
    sortOrder: text(r.sortOrder),
  }),
  blank: () => ({ name: '', summary: '', bodyHtml: '', address: '', phone: '', website: '', logoUrl: '', sortOrder: '0' }),
  toRow: async (input) => ({ ...input, bodyHtml: storedBodyHtml(input.bodyHtml), website: input.website || null, logoUrl: input.logoUrl || null }),
  canCreate: true,
  canDelete: true,
  publicHref: () => '/t1/children_company_profile',
  // Deleting would silently move its job posts to the group itself: refused while it has any.
  beforeDelete: async (tx, row) => {
    const [n] = await tx.select({ n: sql<number>`cast(count(*) as integer)` }).from(jobPosts).where(eq(jobPosts.subsidiaryId, row.id));
    if (Number(n?.n ?? 0) > 0) throw new CatalogueInUse('subsidiaryPosts');
  },
};
