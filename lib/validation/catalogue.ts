/**
 * The console's catalogue editor (issue #26 part 4): one schema per entity, the browser's live
 * messages and the server's authority. Every field arrives as a string (a plain post, or the form
 * hook's JSON of the same values) or a boolean (a check box), and every message names the field in
 * Chinese. The editor finds a schema by its entity key (CATALOGUE_SCHEMAS).
 */
import { isKnownPath } from '@/lib/navigation/routes';
import { z } from './zod';
import { KEY_PATTERN } from './patterns';
import { parseCityDateTime } from './mourning';
import { CONTENT_FILE_PATH } from './content-edit';
import { DISTRICTS } from './districts';
import { SHOP_USES } from './intention';

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

/* ---- images: uploaded through the console's one upload (/admin/api/content/upload) --------- */

/** An uploaded file's address: /api/bzf-portal-cms/contentFile/<id>/<key>. */
export const UPLOADED_IMAGE = new RegExp(`^${CONTENT_FILE_PATH.replace(/\//g, '\\/')}\\/(\\d{1,10})\\/([A-Za-z0-9_-]{16,64})$`);
/** A picture already on the site (the demo's drawings under public/): kept as it is, never typed anew (the server checks). */
const SITE_IMAGE = /^\/(?!\/)[^\s?#\\]{1,299}$/;

export const IMAGE_LIMITS = { perEntry: 12, caption: 40 } as const;

export const IMAGE_MSG = {
  notUploaded: (label: string) => `${label}须为通过“上传图片”上传的 JPG 或 PNG 图片`,
  tooMany: (label: string) => `${label}最多 ${IMAGE_LIMITS.perEntry} 张`,
  caption: (n: number) => `第 ${n} 张图片的说明不能超过 ${IMAGE_LIMITS.caption} 个字`,
  line: (n: number) => `第 ${n} 张图片须为上传的图片地址`,
  needOne: (label: string) => `请上传${label}`,
} as const;

export const isImageAddress = (v: string) => UPLOADED_IMAGE.test(v) || SITE_IMAGE.test(v);

/** One picture's address ('' for none when optional): an upload, or a site picture the entry already had. */
export const imageField = (label: string, optional = false) => {
  const base = z.string({ error: IMAGE_MSG.notUploaded(label) }).trim().max(300, { error: IMAGE_MSG.notUploaded(label) });
  return optional
    ? base.refine((v) => v === '' || isImageAddress(v), { error: IMAGE_MSG.notUploaded(label) }).optional().default('')
    : base.min(1, { error: IMAGE_MSG.needOne(label) }).refine(isImageAddress, { error: IMAGE_MSG.notUploaded(label) });
};

export type ImageLine = { src: string; caption: string };

/**
 * The pictures field as the form holds it: one picture a line, its address then (after a space)
 * its caption. The caption is read as typed (the form's caption inputs write it back while the
 * person types, spaces included); the schema trims it.
 */
export function parseImageLines(text: string): ImageLine[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/^\s+/, ''))
    .filter((l) => l.trim())
    .map((l) => {
      const at = l.search(/\s/);
      return at < 0 ? { src: l, caption: '' } : { src: l.slice(0, at), caption: l.slice(at + 1) };
    });
}

export const imageLinesText = (images: readonly ImageLine[]) => images.map((i) => (i.caption ? `${i.src} ${i.caption}` : i.src)).join('\n');

/** A list of pictures (a project's photos): each an upload or one it already had, with an optional caption. */
export const imageListField = (label: string) =>
  z
    .string({ error: IMAGE_MSG.line(1) })
    .max(10_000, { error: IMAGE_MSG.tooMany(label) })
    .optional()
    .default('')
    .transform((v, ctx) => {
      const lines = parseImageLines(v).map((l) => ({ src: l.src, caption: l.caption.trim() }));
      if (lines.length > IMAGE_LIMITS.perEntry) ctx.addIssue({ code: 'custom', message: IMAGE_MSG.tooMany(label) });
      lines.forEach((l, i) => {
        if (!isImageAddress(l.src)) ctx.addIssue({ code: 'custom', message: IMAGE_MSG.line(i + 1) });
        else if (l.caption.length > IMAGE_LIMITS.caption) ctx.addIssue({ code: 'custom', message: IMAGE_MSG.caption(i + 1) });
      });
      return lines;
    });

/** Rich text (HTML from the article editor's body field): bounded here, sanitised by the server when stored. */
export const richTextField = (label: string, max = 100_000) =>
  z.string({ error: CATALOGUE_MSG.tooLong(label, max) }).max(max, { error: CATALOGUE_MSG.tooLong(label, max) }).optional().default('');

/* ---- places and measures ----------------------------------------------------------------- */

const DISTRICT_NAMES = DISTRICTS.map((d) => d.label) as unknown as readonly [string, ...string[]];
export const DISTRICT_OPTIONS = DISTRICTS.map((d) => ({ value: d.label, label: d.label }));
export const districtField = choiceField('所在区域', DISTRICT_NAMES);

/** Longitude or latitude (GCJ-02, as the map services use), in a range around the country. */
export const coordinateField = (label: string, min: number, max: number) => {
  const message = `${label}须为 ${min} 到 ${max} 之间的数字，最多 8 位小数`;
  return z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,3}(\.\d{1,8})?$/, { error: message })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: message });
};

/** ㎡ with at most two decimals, above zero. */
export const areaField = (label: string, max = 100_000) => {
  const message = `${label}须为大于 0、不超过 ${max} 的数字，最多两位小数`;
  return z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, { error: message })
    .transform(Number)
    .refine((n) => n > 0 && n <= max, { error: message });
};

/** Short items, one a line (a project's facilities). */
export const lineListField = (label: string, maxItems: number, maxLength: number) =>
  z
    .string()
    .max(maxItems * (maxLength + 2), { error: `${label}最多 ${maxItems} 项` })
    .optional()
    .default('')
    .transform((v, ctx) => {
      const items = v
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean);
      if (items.length > maxItems) ctx.addIssue({ code: 'custom', message: `${label}最多 ${maxItems} 项` });
      if (items.some((i) => i.length > maxLength)) ctx.addIssue({ code: 'custom', message: `${label}每项不能超过 ${maxLength} 个字` });
      return [...new Set(items)];
    });

/** An id chosen from a select (a unit type's project): a positive int32. */
const idChoice = (label: string) =>
  z
    .string({ error: CATALOGUE_MSG.choose(label) })
    .trim()
    .regex(/^[1-9]\d{0,9}$/, { error: CATALOGUE_MSG.choose(label) })
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, { error: CATALOGUE_MSG.choose(label) });

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
  imageUrl: imageField('横幅图片'),
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
  imageUrl: imageField('图片', true),
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

export const PROJECT_STATUS_OPTIONS = [
  { value: 'building', label: '在建' },
  { value: 'upcoming', label: '即将入市' },
  { value: 'open', label: '可申请' },
  { value: 'full', label: '已满租' },
  { value: 'onsale', label: '在售' },
] as const;

export const SHOP_STATUS_OPTIONS = [
  { value: 'leasing', label: '招租中' },
  { value: 'negotiating', label: '洽谈中' },
  { value: 'leased', label: '已出租' },
] as const;

const values = <T extends readonly { value: string }[]>(options: T) => options.map((o) => o.value) as unknown as readonly [T[number]['value'], ...T[number]['value'][]];

const contactFields = {
  contactName: textField('联系单位', 40, true),
  contactPhone: textField('联系电话', 40, true),
  contactHours: textField('办公时间', 60, true),
};

export const HOUSING_TYPE_OPTIONS = [
  { value: 'gzf', label: '公租房' },
  { value: 'bzf', label: '保租房' },
  { value: 'psx', label: '配售型保障房' },
  { value: 'gycq', label: '共有产权房' },
] as const;

/** Rental businesses price a home by the month, sale businesses by the ㎡. */
export const RENTAL_TYPES: readonly string[] = ['gzf', 'bzf'];

export const housingProjectEntry = z
  .object({
    name: textField('项目名称', 60),
    businessType: choiceField('业务类型', values(HOUSING_TYPE_OPTIONS)),
    district: districtField,
    address: textField('地址', 120),
    lng: coordinateField('经度', 73, 136),
    lat: coordinateField('纬度', 3, 54),
    status: choiceField('项目状态', values(PROJECT_STATUS_OPTIONS)),
    homesTotal: intField('房源总套数', 0, 1_000_000),
    homesAvailable: intField('可租（售）套数', 0, 1_000_000),
    handoverDate: dayField('交付日期', true),
    registrationFirstDay: dayField('意向登记开始日期', true),
    registrationLastDay: dayField('意向登记结束日期', true),
    images: imageListField('项目图片'),
    facilities: lineListField('配套设施', 20, 20),
    transport: textField('交通', 500, true),
    description: textField('项目介绍', 5000, true),
    ...contactFields,
  })
  .superRefine((v, ctx) => {
    if (v.homesAvailable > v.homesTotal) ctx.addIssue({ code: 'custom', path: ['homesAvailable'], message: CATALOGUE_MSG.max('房源总套数', '可租（售）套数') });
    if (!v.registrationFirstDay !== !v.registrationLastDay) {
      ctx.addIssue({ code: 'custom', path: [v.registrationFirstDay ? 'registrationLastDay' : 'registrationFirstDay'], message: '意向登记开始日期和结束日期须同时填写或同时不填' });
    } else if (v.registrationFirstDay && v.registrationLastDay < v.registrationFirstDay) {
      ctx.addIssue({ code: 'custom', path: ['registrationLastDay'], message: CATALOGUE_MSG.order('意向登记结束日期', '开始日期') });
    } else if (v.registrationFirstDay && v.businessType !== 'psx') {
      ctx.addIssue({ code: 'custom', path: ['registrationFirstDay'], message: '只有配售型保障房项目有意向登记时间，其他项目请留空' });
    }
  });

export const unitTypeEntry = z
  .object({
    projectId: idChoice('所属项目'),
    layout: textField('户型名称', 30),
    bedrooms: intField('卧室数', 0, 9),
    areaMin: areaField('最小面积', 10_000),
    areaMax: areaField('最大面积', 10_000),
    homesTotal: intField('总套数', 0, 100_000),
    homesAvailable: intField('可租（售）套数', 0, 100_000),
    rentMin: optionalIntField('最低月租金', 0, 1_000_000),
    rentMax: optionalIntField('最高月租金', 0, 1_000_000),
    priceMin: optionalIntField('最低售价', 0, 10_000_000),
    priceMax: optionalIntField('最高售价', 0, 10_000_000),
    sortOrder: intField('排序号', 0, 999),
  })
  .superRefine((v, ctx) => {
    if (v.areaMin > v.areaMax) ctx.addIssue({ code: 'custom', path: ['areaMax'], message: CATALOGUE_MSG.max('最大面积', '最小面积') });
    if (v.homesAvailable > v.homesTotal) ctx.addIssue({ code: 'custom', path: ['homesAvailable'], message: CATALOGUE_MSG.max('总套数', '可租（售）套数') });
    if (v.rentMin !== null && v.rentMax !== null && v.rentMin > v.rentMax) ctx.addIssue({ code: 'custom', path: ['rentMax'], message: CATALOGUE_MSG.max('最高月租金', '最低月租金') });
    if (v.priceMin !== null && v.priceMax !== null && v.priceMin > v.priceMax) ctx.addIssue({ code: 'custom', path: ['priceMax'], message: CATALOGUE_MSG.max('最高售价', '最低售价') });
  });

export const commercialProjectEntry = z.object({
  name: textField('项目名称', 60),
  district: districtField,
  address: textField('地址', 120),
  lng: coordinateField('经度', 73, 136),
  lat: coordinateField('纬度', 3, 54),
  images: imageListField('项目图片'),
  description: textField('项目介绍', 5000, true),
  ...contactFields,
});

export const SHOP_USE_OPTIONS = SHOP_USES.map((u) => ({ value: u.code, label: u.label }));
const SHOP_USE_CODES = SHOP_USES.map((u) => u.code) as unknown as readonly [string, ...string[]];

export const shopEntry = z.object({
  commercialProjectId: idChoice('所属商业项目'),
  unitNo: z
    .string({ error: '请填写铺位号' })
    .trim()
    .min(1, { error: '请填写铺位号' })
    .max(20, { error: CATALOGUE_MSG.tooLong('铺位号', 20) }),
  floor: intField('楼层', -5, 99).refine((n) => n !== 0, { error: '楼层须为 -5 到 99 之间的整数，且不能为 0（地下一层填 -1）' }),
  area: areaField('面积'),
  status: choiceField('招租状态', values(SHOP_STATUS_OPTIONS)),
  rentYuan: z
    .string({ error: '租金须为不超过 99999.99 的金额，最多两位小数' })
    .trim()
    .regex(/^\d{1,5}(\.\d{1,2})?$/, { error: '租金须为不超过 99999.99 的金额，最多两位小数' })
    .refine((v) => Number(v) > 0, { error: '租金须大于 0' }),
  uses: z
    .array(z.enum(SHOP_USE_CODES, { error: '请选择适合业态' }), { error: '请至少选择一种适合业态' })
    .min(1, { error: '请至少选择一种适合业态' })
    .max(SHOP_USES.length, { error: '请选择适合业态' }),
  availableFrom: dayField('可入驻日期', true),
  images: imageListField('商铺图片'),
  description: textField('商铺介绍', 2000, true),
});

export const companyEntry = z.object({
  name: textField('公司名称', 60),
  shortName: textField('简称', 20, true),
  slogan: textField('口号', 60, true),
  summary: textField('简介', 1000, true),
  bodyHtml: richTextField('公司简介正文'),
  address: textField('地址', 120, true),
  postcode: z.string().trim().regex(/^(\d{6})?$/, { error: '邮政编码须为 6 位数字' }).optional().default(''),
  phone: textField('联系电话', 40, true),
  serviceHotline: textField('服务热线', 40, true),
  email: z.string().trim().max(100, { error: CATALOGUE_MSG.tooLong('电子邮箱', 100) }).regex(/^([^\s@]+@[^\s@]+\.[^\s@]+)?$/, { error: '电子邮箱格式不正确' }).optional().default(''),
  officeHours: textField('办公时间', 60, true),
});

export const subsidiaryEntry = z.object({
  name: textField('公司名称', 60),
  summary: textField('简介', 1000, true),
  bodyHtml: richTextField('介绍'),
  address: textField('地址', 120, true),
  phone: textField('联系电话', 40, true),
  website: linkField('网站', true),
  logoUrl: imageField('标志图片', true),
  sortOrder: intField('排序号', -9999, 9999),
});

/** The question kinds as staff type them in the question text. */
export const QUESTION_WORDS = { 单选: 'single', 多选: 'multiple', 简答: 'short_text', 详答: 'long_text', 评分: 'rating' } as const;

export type ParsedQuestion = { kind: (typeof QUESTION_WORDS)[keyof typeof QUESTION_WORDS]; title: string; required: boolean; options: { label: string; isOther: boolean }[] };

export const QUESTION_TEXT_HINT =
  '每题一段，段与段之间空一行。第一行写“题型：题目”，题型为 单选、多选、简答、详答 或 评分，题目末尾加 * 表示必答；单选、多选题在其后每行写一个选项，以 - 开头（以“其他”开头的选项可填写说明）。';

/**
 * The questions of a new questionnaire, typed as plain text (a form that works without script):
 *
 *   单选：您对小区物业服务满意吗？*
 *   - 满意
 *   - 一般
 *
 *   简答：您的建议
 *
 * Answers the questions, or the first problem in Chinese (naming the question by its number).
 */
export function parseQuestionText(text: string): { questions: ParsedQuestion[] } | { error: string } {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((b) => b.split('\n').map((l) => l.trim()).filter(Boolean))
    .filter((b) => b.length);
  if (!blocks.length) return { error: '请至少填写一道题' };
  if (blocks.length > 50) return { error: '最多 50 道题' };
  const questions: ParsedQuestion[] = [];
  for (const [i, [head, ...rest]] of blocks.entries()) {
    const n = i + 1;
    const m = /^(单选|多选|简答|详答|评分)\s*[:：]\s*(.+?)\s*([*＊])?$/.exec(head!);
    if (!m) return { error: `第 ${n} 题的第一行须为“题型：题目”，题型为 单选、多选、简答、详答 或 评分` };
    const kind = QUESTION_WORDS[m[1] as keyof typeof QUESTION_WORDS];
    const title = m[2]!;
    if (title.length > 100) return { error: `第 ${n} 题的题目不能超过 100 个字` };
    const options: ParsedQuestion['options'] = [];
    for (const line of rest) {
      const o = /^[-－]\s*(.+)$/.exec(line);
      if (!o) return { error: `第 ${n} 题的选项须每行一个，以 - 开头` };
      if (o[1]!.length > 50) return { error: `第 ${n} 题的选项不能超过 50 个字` };
      options.push({ label: o[1]!, isOther: o[1]!.startsWith('其他') });
    }
    const choice = kind === 'single' || kind === 'multiple';
    if (choice && options.length < 2) return { error: `第 ${n} 题是${m[1]}题，至少需要两个选项` };
    if (!choice && options.length) return { error: `第 ${n} 题是${m[1]}题，不需要选项` };
    if (new Set(options.map((o) => o.label)).size !== options.length) return { error: `第 ${n} 题有重复的选项` };
    questions.push({ kind, title, required: Boolean(m[3]), options });
  }
  return { questions };
}

const dateTimeField = (label: string, optional = false) => {
  const message = `${label}须为完整的日期和时间（年-月-日 时:分）`;
  const base = z.string({ error: message }).trim().max(25, { error: message });
  return optional
    ? base.refine((v) => v === '' || parseCityDateTime(v) !== undefined, { error: message }).optional().default('')
    : base.refine((v) => parseCityDateTime(v) !== undefined, { error: message });
};

export const questionnaireEntry = z
  .object({
    title: textField('问卷标题', 60),
    intro: textField('说明', 2000, true),
    mode: choiceField('填写方式', ['signed_in', 'anonymous']),
    opensAt: dateTimeField('开始时间'),
    closesAt: dateTimeField('结束时间', true),
    resultsPublic: checkField,
    perAddressDailyLimit: intField('每个地址每天最多答卷数', 1, 10000),
    /** Only when creating: the questions cannot change once people may have answered them. */
    questions: z.string().max(20_000, { error: CATALOGUE_MSG.tooLong('题目', 20_000) }).optional().default(''),
  })
  .superRefine((v, ctx) => {
    const opens = parseCityDateTime(v.opensAt);
    const closes = v.closesAt ? parseCityDateTime(v.closesAt) : undefined;
    if (opens && closes && closes <= opens) ctx.addIssue({ code: 'custom', path: ['closesAt'], message: '结束时间须晚于开始时间' });
    if (v.questions.trim()) {
      const parsed = parseQuestionText(v.questions);
      if ('error' in parsed) ctx.addIssue({ code: 'custom', path: ['questions'], message: parsed.error });
    }
  });

/** Every catalogue entity's schema, by the editor's entity key. */
export const CATALOGUE_SCHEMAS = {
  columns: columnEntry,
  banners: bannerEntry,
  friendlyLinks: friendlyLinkEntry,
  memorabilia: memorabiliaEntry,
  appVersions: appVersionEntry,
  jobPosts: jobPostEntry,
  questionnaires: questionnaireEntry,
  housingProjects: housingProjectEntry,
  unitTypes: unitTypeEntry,
  commercialProjects: commercialProjectEntry,
  shops: shopEntry,
  company: companyEntry,
  subsidiaries: subsidiaryEntry,
} as const;

export type CatalogueKey = keyof typeof CATALOGUE_SCHEMAS;
export const CATALOGUE_KEYS = Object.keys(CATALOGUE_SCHEMAS) as CatalogueKey[];
export const isCatalogueKey = (v: string): v is CatalogueKey => (CATALOGUE_KEYS as string[]).includes(v);
