/**
 * The console's catalogue editor (issue #26 part 4): one schema per entity, the browser's live
 * messages and the server's authority. Every field arrives as a string (a plain post, or the form
 * hook's JSON of the same values) or a boolean (a check box), and every message names the field in
 * Chinese. The editor finds a schema by its entity key (CATALOGUE_SCHEMAS).
 */
import { isKnownPath } from '@/lib/navigation/routes';
import { z } from './zod';
import { KEY_PATTERN } from './patterns';

export const CATALOGUE_MSG = {
  required: (label: string) => `请填写${label}`,
  tooLong: (label: string, max: number) => `${label}不能超过 ${max} 个字`,
  int: (label: string, min: number, max: number) => `${label}须为 ${min} 到 ${max} 之间的整数`,
  choose: (label: string) => `请选择${label}`,
  link: (label: string) => `${label}须为站内路径（以 / 开头）或以 http:// 、https:// 开头的网址`,
  day: (label: string) => `${label}须为 年-月-日 格式的日期`,
  key: '栏目标识须为 1 到 64 位字母、数字、下划线或短横线',
  route: '页面路径须为本站已有的页面路径，如 /t1/news_list',
  order: (later: string, earlier: string) => `${later}不能早于${earlier}`,
  max: (big: string, small: string) => `${small}不能大于${big}`,
} as const;

/** A required (or optional) single-line text, trimmed. */
export const textField = (label: string, max: number, optional = false) => {
  const base = z.string({ error: CATALOGUE_MSG.required(label) }).trim().max(max, { error: CATALOGUE_MSG.tooLong(label, max) });
  return optional ? base.optional().default('') : base.min(1, { error: CATALOGUE_MSG.required(label) });
};

const toInt = (v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? undefined : /^[+-]?\d+$/.test(v.trim()) ? Number(v.trim()) : v) : v);

export const intField = (label: string, min: number, max: number) =>
  z.preprocess(toInt, z.number({ error: CATALOGUE_MSG.int(label, min, max) }).int({ error: CATALOGUE_MSG.int(label, min, max) }).min(min, { error: CATALOGUE_MSG.int(label, min, max) }).max(max, { error: CATALOGUE_MSG.int(label, min, max) }));

/** An optional integer: "" → null. */
export const optionalIntField = (label: string, min: number, max: number) =>
  z.preprocess(toInt, z.number({ error: CATALOGUE_MSG.int(label, min, max) }).int({ error: CATALOGUE_MSG.int(label, min, max) }).min(min, { error: CATALOGUE_MSG.int(label, min, max) }).max(max, { error: CATALOGUE_MSG.int(label, min, max) }).optional()).transform((v) => v ?? null);

/** A check box: posted "on" when ticked and absent when not; the form hook sends a boolean. */
export const checkField = z.preprocess((v) => v === true || v === 'on' || v === 'true' || v === '1', z.boolean());

const LINK = /^(\/(?!\/)[^\s]*|https?:\/\/[^\s/]+[^\s]*)$/;

/** A portal path or an outside http(s) address; never javascript: or a protocol-relative //host. */
export const linkField = (label: string, optional = false) => {
  const base = z.string({ error: CATALOGUE_MSG.link(label) }).trim().max(500, { error: CATALOGUE_MSG.tooLong(label, 500) });
  return optional
    ? base.refine((v) => v === '' || LINK.test(v), { error: CATALOGUE_MSG.link(label) }).optional().default('')
    : base.min(1, { error: CATALOGUE_MSG.required(label) }).refine((v) => LINK.test(v), { error: CATALOGUE_MSG.link(label) });
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const isDay = (v: string) => {
  const m = DAY.exec(v);
  if (!m) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

export const dayField = (label: string, optional = false) => {
  const base = z.string({ error: CATALOGUE_MSG.day(label) }).trim();
  return optional
    ? base.refine((v) => v === '' || isDay(v), { error: CATALOGUE_MSG.day(label) }).optional().default('')
    : base.refine(isDay, { error: CATALOGUE_MSG.day(label) });
};

export const choiceField = <T extends readonly [string, ...string[]]>(label: string, values: T) => z.enum(values, { error: CATALOGUE_MSG.choose(label) });

/** 栏目: the key is given once (at creation) and kept; the parent is another column or none. */
export const columnEntry = z.object({
  key: z.string({ error: CATALOGUE_MSG.key }).trim().regex(KEY_PATTERN, { error: CATALOGUE_MSG.key }),
  label: textField('栏目名称', 20),
  parentKey: z.string().trim().max(64).optional().default(''),
  sortOrder: intField('排序号', -9999, 9999),
  route: z
    .string({ error: CATALOGUE_MSG.route })
    .trim()
    .refine((v) => isKnownPath(v), { error: CATALOGUE_MSG.route }),
  description: textField('栏目说明', 200, true),
  navHidden: checkField,
});

export const bannerEntry = z.object({
  title: textField('标题', 60),
  subtitle: textField('副标题', 120, true),
  columnKey: z.string({ error: CATALOGUE_MSG.choose('所在栏目') }).trim().regex(KEY_PATTERN, { error: CATALOGUE_MSG.choose('所在栏目') }),
  imageUrl: linkField('图片地址'),
  linkUrl: linkField('链接地址', true),
  sortOrder: intField('排序号', -9999, 9999),
  enabled: checkField,
});

export const friendlyLinkEntry = z.object({
  name: textField('网站名称', 40),
  url: linkField('网址'),
  groupName: textField('分组', 20, true),
  sortOrder: intField('排序号', -9999, 9999),
  enabled: checkField,
});

export const memorabiliaEntry = z.object({
  eventDate: dayField('日期'),
  title: textField('标题', 80),
  description: textField('内容', 1000, true),
  imageUrl: linkField('图片地址', true),
});

export const appVersionEntry = z.object({
  platform: choiceField('平台', ['android', 'ios']),
  versionCode: intField('版本号（数字）', 1, 2_000_000_000),
  versionName: z.string({ error: CATALOGUE_MSG.required('版本名称') }).trim().regex(/^\d+(\.\d+){1,3}$/, { error: '版本名称须为 1.2.3 这样的数字和点' }),
  downloadUrl: linkField('下载地址'),
  releaseNotes: textField('更新说明', 1000, true),
  forceUpdate: checkField,
});

export const JOB_EDUCATION_OPTIONS = ['none', 'secondary', 'college', 'bachelor', 'master', 'doctor'] as const;
export const JOB_RECRUIT_OPTIONS = ['social', 'campus'] as const;

export const jobPostEntry = z
  .object({
    title: textField('岗位名称', 60),
    subsidiaryId: z.string().trim().max(10).optional().default(''),
    department: textField('用人部门', 40),
    place: textField('工作地点', 20),
    headcount: intField('招聘人数', 1, 999),
    duties: textField('岗位职责', 2000),
    education: choiceField('学历要求', JOB_EDUCATION_OPTIONS),
    major: textField('专业要求', 100, true),
    experienceYears: intField('工作年限', 0, 50),
    certificates: textField('证书要求', 200, true),
    requirements: textField('其他要求', 2000, true),
    salaryMin: optionalIntField('最低月薪', 0, 1_000_000),
    salaryMax: optionalIntField('最高月薪', 0, 1_000_000),
    recruitType: choiceField('招聘类型', JOB_RECRUIT_OPTIONS),
    deadline: dayField('报名截止日期'),
  })
  .superRefine((v, ctx) => {
    if (v.salaryMin !== null && v.salaryMax !== null && v.salaryMin > v.salaryMax) ctx.addIssue({ code: 'custom', path: ['salaryMax'], message: CATALOGUE_MSG.max('最高月薪', '最低月薪') });
  });

/** Every catalogue entity's schema, by the editor's entity key. */
export const CATALOGUE_SCHEMAS = {
  columns: columnEntry,
  banners: bannerEntry,
  friendlyLinks: friendlyLinkEntry,
  memorabilia: memorabiliaEntry,
  appVersions: appVersionEntry,
  jobPosts: jobPostEntry,
} as const;

export type CatalogueKey = keyof typeof CATALOGUE_SCHEMAS;
export const CATALOGUE_KEYS = Object.keys(CATALOGUE_SCHEMAS) as CatalogueKey[];
export const isCatalogueKey = (v: string): v is CatalogueKey => (CATALOGUE_KEYS as string[]).includes(v);
