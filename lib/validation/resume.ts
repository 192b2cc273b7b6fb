import { z } from './zod';
import { ACCOUNT_MSG, isValidResidentId, MOBILE_PATTERN } from './account-base';
import { shanghaiDay as shanghaiToday } from '@/lib/format';
import { INT32_MAX } from './patterns';
import { isShowableName, PERSON_NAME_HIDDEN_MSG } from './person-name';

/**
 * The recruitment forms, one schema each, used by the browser as the person types and by the
 * server as the authority: the resume (/t1/ResumeForm), the quick application (/t1/RegisteForm),
 * and their drafts. Values travel as the form holds them (strings), so a draft is exactly what was
 * typed and a half-filled form is a valid draft but not a valid resume.
 */

export const RESUME_LIMITS = {
  education: 8,
  work: 10,
  name: 20,
  shortText: 50,
  company: 60,
  address: 100,
  duties: 500,
  skills: 500,
  certificates: 300,
  selfAssessment: 500,
  intro: 300,
  /** A draft as JSON, in bytes: far above any real resume, far below what could hurt. */
  draftBytes: 32 * 1024,
} as const;

export const GENDERS = { male: '男', female: '女' } as const;
export type Gender = keyof typeof GENDERS;

/** Degree levels a person holds (a post's "不限" is not one). */
export const DEGREES = { secondary: '高中/中专', college: '大专', bachelor: '本科', master: '硕士', doctor: '博士' } as const;
export type Degree = keyof typeof DEGREES;

export const POLITICAL_STATUSES = ['群众', '共青团员', '中共预备党员', '中共党员', '民主党派', '无党派人士'] as const;

export const RESUME_MSG = {
  name: '请填写姓名（2 到 20 个字）',
  gender: '请选择性别',
  birthDate: '请填写出生日期，格式如 1995-06-18',
  birthFuture: '出生日期不能晚于今天',
  birthAge: '出生日期有误：年龄须在 16 到 70 周岁之间',
  idNumber: ACCOUNT_MSG.idNumber,
  idBirth: '出生日期与身份证号码中的出生日期不一致',
  political: '请从列表中选择政治面貌',
  mobile: ACCOUNT_MSG.mobile,
  email: '请填写正确的电子邮箱，如 name@example.com',
  tooLong: (max: number) => `不能超过 ${max} 个字`,
  required: (what: string) => `请填写${what}`,
  month: '请填写年月，格式如 2019-09',
  monthFuture: '开始年月不能晚于本月',
  monthOrder: '结束年月不能早于开始年月',
  degree: '请选择学历',
  educationNeeded: '请至少填写一段教育经历',
  educationTooMany: `教育经历最多 ${RESUME_LIMITS.education} 段`,
  workTooMany: `工作经历最多 ${RESUME_LIMITS.work} 段`,
  postId: '请选择投递的岗位',
  fileId: '文件无效，请重新上传',
  draftTooLarge: '草稿内容过多，无法保存',
  controlChars: '含有不允许的控制字符',
} as const;

/* ---- field building blocks ------------------------------------------------------------------ */

const codePoints = (v: string) => [...v].length;
const clean = (v: string) => v.isWellFormed() && !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/.test(v);

/** Free text up to `max` characters, trimmed; "" allowed. */
function optionalText(max: number) {
  return z
    .string({ error: RESUME_MSG.tooLong(max) })
    .trim()
    .refine(clean, { error: RESUME_MSG.controlChars })
    .refine((v) => codePoints(v) <= max, { error: RESUME_MSG.tooLong(max) });
}

function requiredText(what: string, max: number) {
  return optionalText(max).refine((v) => v.length > 0, { error: RESUME_MSG.required(what) });
}

/** Today as people in Shanghai read the calendar, YYYY-MM-DD. */
export { shanghaiDay as shanghaiToday } from '@/lib/format';

/** "1995-6-8", "1995/06/08", "1995.06.08" → "1995-06-08"; anything else unchanged. */
export function normaliseDate(value: string): string {
  const m = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(value.trim());
  return m ? `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}` : value.trim();
}

/** "2019-9", "2019.09", "2019年9月" → "2019-09"; anything else unchanged. */
export function normaliseMonth(value: string): string {
  const m = /^(\d{4})[-/.年](\d{1,2})月?$/.exec(value.trim());
  return m ? `${m[1]}-${m[2]!.padStart(2, '0')}` : value.trim();
}

function isRealDate(day: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1900 && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

const isMonth = (v: string) => /^(19|20)\d{2}-(0[1-9]|1[0-2])$/.test(v);

function ageOn(birth: string, today: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

const birthDate = z
  .string({ error: RESUME_MSG.birthDate })
  .transform(normaliseDate)
  .refine(isRealDate, { error: RESUME_MSG.birthDate })
  .refine((v) => v <= shanghaiToday(), { error: RESUME_MSG.birthFuture, abort: true })
  .refine((v) => {
    const age = ageOn(v, shanghaiToday());
    return age >= 16 && age <= 70;
  }, { error: RESUME_MSG.birthAge });

const name = z
  .string({ error: RESUME_MSG.name })
  .trim()
  .refine(clean, { error: RESUME_MSG.controlChars })
  .refine((v) => codePoints(v) >= 2 && codePoints(v) <= RESUME_LIMITS.name, { error: RESUME_MSG.name })
  .refine(isShowableName, { error: PERSON_NAME_HIDDEN_MSG });

const gender = z.enum(Object.keys(GENDERS) as [Gender, ...Gender[]], { error: RESUME_MSG.gender });
const degree = z.enum(Object.keys(DEGREES) as [Degree, ...Degree[]], { error: RESUME_MSG.degree });
const mobile = z.string({ error: RESUME_MSG.mobile }).trim().regex(MOBILE_PATTERN, { error: RESUME_MSG.mobile });
const email = z
  .string({ error: RESUME_MSG.email })
  .trim()
  .max(100, { error: RESUME_MSG.email })
  .regex(/^[^\s@<>()[\]\\,;:"]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/, { error: RESUME_MSG.email });
const idNumberOptional = z
  .string({ error: RESUME_MSG.idNumber })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => v === '' || isValidResidentId(v), { error: RESUME_MSG.idNumber });
const political = z.union([z.literal(''), z.enum(POLITICAL_STATUSES)], { error: RESUME_MSG.political });

/** A file chosen on the form: its id as the hidden input holds it ("" = none). */
const fileId = z
  .string({ error: RESUME_MSG.fileId })
  .trim()
  .refine((v) => v === '' || (/^\d{1,10}$/.test(v) && Number(v) >= 1 && Number(v) <= INT32_MAX), { error: RESUME_MSG.fileId });

const startMonth = z
  .string({ error: RESUME_MSG.month })
  .transform(normaliseMonth)
  .refine(isMonth, { error: RESUME_MSG.month })
  .refine((v) => v <= shanghaiToday().slice(0, 7), { error: RESUME_MSG.monthFuture });
/** "" = 至今 (still there). */
const endMonth = z
  .string({ error: RESUME_MSG.month })
  .transform(normaliseMonth)
  .refine((v) => v === '' || isMonth(v), { error: RESUME_MSG.month });

const education = z
  .object({
    school: requiredText('学校名称', RESUME_LIMITS.shortText),
    major: requiredText('专业', RESUME_LIMITS.shortText),
    degree,
    start: startMonth,
    end: endMonth,
  })
  .superRefine((row, ctx) => {
    if (row.end !== '' && row.end < row.start) ctx.addIssue({ code: 'custom', path: ['end'], message: RESUME_MSG.monthOrder });
  });

const work = z
  .object({
    company: requiredText('单位名称', RESUME_LIMITS.company),
    position: requiredText('职位', RESUME_LIMITS.shortText),
    start: startMonth,
    end: endMonth,
    duties: optionalText(RESUME_LIMITS.duties),
  })
  .superRefine((row, ctx) => {
    if (row.end !== '' && row.end < row.start) ctx.addIssue({ code: 'custom', path: ['end'], message: RESUME_MSG.monthOrder });
  });

/* ---- the resume --------------------------------------------------------------------------- */

export const resumeBody = z
  .strictObject({
    name,
    gender,
    birthDate,
    idNumber: idNumberOptional,
    political,
    nativePlace: optionalText(30),
    mobile,
    email,
    address: optionalText(RESUME_LIMITS.address),
    education: z.array(education).min(1, { error: RESUME_MSG.educationNeeded }).max(RESUME_LIMITS.education, { error: RESUME_MSG.educationTooMany }),
    work: z.array(work).max(RESUME_LIMITS.work, { error: RESUME_MSG.workTooMany }),
    skills: optionalText(RESUME_LIMITS.skills),
    certificates: optionalText(RESUME_LIMITS.certificates),
    selfAssessment: optionalText(RESUME_LIMITS.selfAssessment),
    photoFileId: fileId,
    attachmentFileId: fileId,
  })
  .superRefine((r, ctx) => {
    // GB 11643: digits 7–14 are the birth date.
    if (r.idNumber.length === 18) {
      const fromId = `${r.idNumber.slice(6, 10)}-${r.idNumber.slice(10, 12)}-${r.idNumber.slice(12, 14)}`;
      if (fromId !== r.birthDate) ctx.addIssue({ code: 'custom', path: ['birthDate'], message: RESUME_MSG.idBirth });
    }
  });

export type Resume = z.output<typeof resumeBody>;

/** The resume as the form holds it: every value a string, rows as arrays. */
export type ResumeValues = {
  name: string;
  gender: string;
  birthDate: string;
  idNumber: string;
  political: string;
  nativePlace: string;
  mobile: string;
  email: string;
  address: string;
  education: EducationValues[];
  work: WorkValues[];
  skills: string;
  certificates: string;
  selfAssessment: string;
  photoFileId: string;
  attachmentFileId: string;
};
export type EducationValues = { school: string; major: string; degree: string; start: string; end: string };
export type WorkValues = { company: string; position: string; start: string; end: string; duties: string };

export const emptyEducation = (): EducationValues => ({ school: '', major: '', degree: '', start: '', end: '' });
export const emptyWork = (): WorkValues => ({ company: '', position: '', start: '', end: '', duties: '' });

export function emptyResume(prefill: { name?: string; mobile?: string; email?: string } = {}): ResumeValues {
  return {
    name: prefill.name ?? '',
    gender: '',
    birthDate: '',
    idNumber: '',
    political: '',
    nativePlace: '',
    mobile: prefill.mobile ?? '',
    email: prefill.email ?? '',
    address: '',
    education: [emptyEducation()],
    work: [],
    skills: '',
    certificates: '',
    selfAssessment: '',
    photoFileId: '',
    attachmentFileId: '',
  };
}

const EDUCATION_KEYS = ['school', 'major', 'degree', 'start', 'end'] as const;
const WORK_KEYS = ['company', 'position', 'start', 'end', 'duties'] as const;
const RESUME_SCALARS = [
  'name',
  'gender',
  'birthDate',
  'idNumber',
  'political',
  'nativePlace',
  'mobile',
  'email',
  'address',
  'skills',
  'certificates',
  'selfAssessment',
  'photoFileId',
  'attachmentFileId',
] as const;

/** A row is left out of a save when every field of it is empty (the blank row a form offers). */
const isBlankRow = (row: Record<string, string>) => Object.values(row).every((v) => v.trim() === '');

/** The values of a stored resume or draft, completed to the form's shape (older or partial data). */
export function toResumeValues(data: unknown): ResumeValues {
  const src = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
  const rows = <K extends string>(v: unknown, keys: readonly K[], max: number) =>
    (Array.isArray(v) ? v : []).slice(0, max).map((r) => {
      const o = (r && typeof r === 'object' ? r : {}) as Record<string, unknown>;
      return Object.fromEntries(keys.map((k) => [k, str(o[k])])) as Record<K, string>;
    });
  const out = emptyResume();
  for (const k of RESUME_SCALARS) out[k] = str(src[k]);
  out.education = rows(src.education, EDUCATION_KEYS, RESUME_LIMITS.education);
  out.work = rows(src.work, WORK_KEYS, RESUME_LIMITS.work);
  return out;
}

/** What the save checks: the form's values without the blank rows it offered. */
export function resumeForSave(values: ResumeValues): ResumeValues {
  return { ...values, education: values.education.filter((r) => !isBlankRow(r)), work: values.work.filter((r) => !isBlankRow(r)) };
}

/**
 * What the save takes, both ways: the form's values (completed to the form's shape, older or
 * partial JSON included) without the blank rows it offered, then the resume's rules. The browser
 * checks the same as it is typed, so a message appears at the same field either way.
 */
export const resumeSaveBody = z.preprocess((v) => resumeForSave(toResumeValues(v)), resumeBody);

/**
 * Every field of the resume by name, rows by dotted path (`education.0.school`), in the form's
 * order: the names a failed plain post may carry back in ?fields= (lib/forms/failure-query.ts).
 */
export const RESUME_FIELD_PATHS: readonly string[] = [
  ...RESUME_SCALARS.slice(0, 9),
  'education',
  ...Array.from({ length: RESUME_LIMITS.education }, (_, i) => EDUCATION_KEYS.map((k) => `education.${i}.${k}`)).flat(),
  'work',
  ...Array.from({ length: RESUME_LIMITS.work }, (_, i) => WORK_KEYS.map((k) => `work.${i}.${k}`)).flat(),
  ...RESUME_SCALARS.slice(9),
];

/**
 * A plain form post of the resume (no JavaScript): rows arrive as education.0.school … with the
 * index in the name, at most the limits; anything else is ignored.
 */
export function readResumeForm(form: Pick<URLSearchParams, 'get'>): ResumeValues {
  const values = emptyResume();
  for (const k of RESUME_SCALARS) values[k] = form.get(k) ?? '';
  values.education = [];
  for (let i = 0; i < RESUME_LIMITS.education; i++) {
    if (form.get(`education.${i}.school`) === null) continue;
    values.education.push(Object.fromEntries(EDUCATION_KEYS.map((k) => [k, form.get(`education.${i}.${k}`) ?? ''])) as EducationValues);
  }
  values.work = [];
  for (let i = 0; i < RESUME_LIMITS.work; i++) {
    if (form.get(`work.${i}.company`) === null) continue;
    values.work.push(Object.fromEntries(WORK_KEYS.map((k) => [k, form.get(`work.${i}.${k}`) ?? ''])) as WorkValues);
  }
  return values;
}

/* ---- the quick application (/t1/RegisteForm) ---------------------------------------------- */

export const quickFormBody = z.strictObject({
  postId: z
    .string({ error: RESUME_MSG.postId })
    .trim()
    .regex(/^\d{1,10}$/, { error: RESUME_MSG.postId })
    .transform(Number)
    .refine((v) => v >= 1 && v <= INT32_MAX, { error: RESUME_MSG.postId }),
  name,
  gender,
  birthDate,
  mobile,
  email,
  degree,
  school: requiredText('毕业院校', RESUME_LIMITS.shortText),
  major: requiredText('所学专业', RESUME_LIMITS.shortText),
  intro: optionalText(RESUME_LIMITS.intro),
});

export type QuickForm = z.output<typeof quickFormBody>;
export type QuickValues = { [K in keyof z.input<typeof quickFormBody>]: string };
export const QUICK_FIELDS = ['postId', 'name', 'gender', 'birthDate', 'mobile', 'email', 'degree', 'school', 'major', 'intro'] as const;

export function emptyQuick(postId = ''): QuickValues {
  return { postId, name: '', gender: '', birthDate: '', mobile: '', email: '', degree: '', school: '', major: '', intro: '' };
}

export function toQuickValues(data: unknown): QuickValues {
  const src = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const out = emptyQuick();
  for (const k of QUICK_FIELDS) {
    const v = src[k];
    out[k] = typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
  }
  return out;
}

export function readQuickForm(form: Pick<URLSearchParams, 'get'>): QuickValues {
  const out = emptyQuick();
  for (const k of QUICK_FIELDS) out[k] = form.get(k) ?? '';
  return out;
}

/** The quick form prefilled from a saved resume: its highest degree is the latest education row. */
export function quickFromResume(resume: ResumeValues, postId: string): QuickValues {
  const latest = [...resume.education].sort((a, b) => (b.end || '9999').localeCompare(a.end || '9999'))[0];
  return {
    postId,
    name: resume.name,
    gender: resume.gender,
    birthDate: resume.birthDate,
    mobile: resume.mobile,
    email: resume.email,
    degree: latest?.degree ?? '',
    school: latest?.school ?? '',
    major: latest?.major ?? '',
    intro: [...resume.selfAssessment].slice(0, RESUME_LIMITS.intro).join(''),
  };
}

/* ---- drafts --------------------------------------------------------------------------------- */

export const DRAFT_KINDS = ['resume', 'quick', 'housing'] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];

const anyString = z.string().max(2000);

/** Bytes of a string as UTF-8 (what the request body limit counts), on every runtime. */
function utf8Length(value: string): number {
  let n = 0;
  for (const ch of value) {
    const cp = ch.codePointAt(0)!;
    n += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return n;
}
const draftRows = (max: number) => z.array(z.record(z.string().max(20), anyString)).max(max);

/** What a draft may hold: the form's shape, every value a bounded string; nothing else is checked. */
const draftData = z
  .record(z.string().max(40), z.union([anyString, draftRows(Math.max(RESUME_LIMITS.education, RESUME_LIMITS.work))]))
  .refine((d) => Object.keys(d).length <= 40)
  .refine((d) => utf8Length(JSON.stringify(d)) <= RESUME_LIMITS.draftBytes, { error: RESUME_MSG.draftTooLarge });

/** The resume's draft has no post; a quick form's always has one. */
function formOfPost(d: { kind: DraftKind; postId: number }): boolean {
  return (d.kind === 'resume') === (d.postId === 0);
}

export const draftSaveBody = z.strictObject({
  kind: z.enum(DRAFT_KINDS),
  /** The post of a quick form; 0 for the resume. */
  postId: z.number().int().min(0).max(INT32_MAX),
  /** The revision this save builds on (0 = none yet): an older one is a conflict, not an overwrite. */
  baseRevision: z.number().int().min(0).max(INT32_MAX),
  data: draftData,
}).refine(formOfPost, { error: RESUME_MSG.postId, path: ['postId'] });

export type DraftSave = z.output<typeof draftSaveBody>;

export const draftRefBody = z
  .strictObject({
    kind: z.enum(DRAFT_KINDS),
    postId: z.number().int().min(0).max(INT32_MAX),
  })
  .refine(formOfPost, { error: RESUME_MSG.postId, path: ['postId'] });

/**
 * A zod error as messages per field path ("education.0.school"), the first per path: where the
 * form shows each one.
 */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (key && !(key in out)) out[key] = issue.message;
  }
  return out;
}

export type ResumeData = Omit<Resume, 'photoFileId' | 'attachmentFileId'>;

/** The resume's text as stored (the files are columns of their own). */
export function resumeData(resume: Resume): ResumeData {
  const data: Partial<Resume> = { ...resume };
  delete data.photoFileId;
  delete data.attachmentFileId;
  return data as ResumeData;
}

/* ---- applications --------------------------------------------------------------------------- */

export const applicationBody = z.discriminatedUnion('source', [
  z.strictObject({ source: z.literal('resume'), postId: z.number({ error: RESUME_MSG.postId }).int().min(1).max(INT32_MAX) }),
  z.strictObject({ source: z.literal('quick'), form: quickFormBody }),
]);

export const withdrawApplicationBody = z.strictObject({ id: z.number().int().min(1).max(INT32_MAX) });

/** A posted form's id text → the number its JSON body carries (anything else stays, and the body's schema refuses it). */
const postedNumber = z.string().transform((s) => (/^\d{1,10}$/.test(s.trim()) ? Number(s.trim()) : Number.NaN));

/** The 撤回 button's plain form post (`id`) → withdrawApplicationBody. */
export const withdrawApplicationForm = z.object({ id: postedNumber });

/** The 删除 button's plain form post (`kind`, `postId`) → draftRefBody. */
// The kind is only typed here; draftRefBody refuses one that is not a draft kind.
export const draftRefForm = z.object({ kind: z.string().transform((s) => s as (typeof DRAFT_KINDS)[number]), postId: postedNumber });
