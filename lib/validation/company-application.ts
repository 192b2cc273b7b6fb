import { z } from './zod';
import { ACCOUNT_MSG, isValidResidentId, mobile } from './account-base';
import { strictInput, text } from './common';
import { checkCreditCode, normaliseCreditCode } from './credit-code';
import { DISTRICTS } from './districts';
import { idempotencyKey, readFormFields } from './form-input';
import { LAYOUT_OPTIONS } from './housing-application';
import { isShowableName, PERSON_NAME_HIDDEN_MSG } from './person-name';

/**
 * 保障性租赁住房 企业申请 (issue #29 part 1): a company applies for homes for its staff. One schema for
 * the form and POST /api/bzf-portal-apply/application/company. The staff are one text, a person a
 * line (姓名 身份证号码), so the plain form posts it as one field and a sheet can be pasted; the
 * service adds what a schema cannot (each person in one open 保租房 application, the project).
 */

export const COMPANY_APPLICATION_LIMITS = { staff: 50, homes: 200, companyName: 60 } as const;

export const COMPANY_APPLICATION_MSG = {
  companyName: `请填写企业名称（2 到 ${COMPANY_APPLICATION_LIMITS.companyName} 字，与营业执照一致）`,
  contactName: '请填写联系人姓名（2 到 20 字）',
  contactMobile: ACCOUNT_MSG.mobile,
  homesWanted: `申请套数须为 1 到 ${COMPANY_APPLICATION_LIMITS.homes} 之间的整数`,
  homesMoreThanStaff: '申请套数不能多于入住职工人数',
  staffEmpty: '请至少填写一位入住职工的姓名和身份证号码',
  staffTooMany: `一次最多申请 ${COMPANY_APPLICATION_LIMITS.staff} 位职工`,
  staffName: (row: number) => `第 ${row} 行：职工姓名须为 2 到 20 字，姓名和身份证号码之间用空格隔开`,
  staffIdNumber: (row: number) => `第 ${row} 行：身份证号码不正确`,
  staffRepeated: (row: number) => `第 ${row} 行：身份证号码与前面重复`,
  district: '请选择意向区域',
  layout: '请选择意向户型',
  projectId: '所选项目不存在或不是可申请的保障性租赁住房项目',
  declaration: '请勾选“本企业承诺所填信息真实、职工均在本企业就业且在本市无自有住房”',
  consent: '请勾选“同意有关部门核查企业及职工的就业、社保、住房等信息”',
} as const;

export const COMPANY_APPLICATION_FIELDS = [
  'companyName',
  'creditCode',
  'contactName',
  'contactMobile',
  'homesWanted',
  'staffList',
  'projectId',
  'district',
  'layout',
  'declaration',
  'consent',
  'idempotencyKey',
] as const;
export type CompanyApplicationField = (typeof COMPANY_APPLICATION_FIELDS)[number];

const ticked = (message: string) => z.preprocess((v) => v === true || v === '1' || v === 'on' || v === 'true', z.literal(true, { error: message }));
const chars = (v: string) => [...v].length;

/** 统一社会信用代码 with GB 32100's check characters; the message names the position that is wrong. */
export const creditCode = z.string({ error: '请输入统一社会信用代码' }).superRefine((v, ctx) => {
  const result = checkCreditCode(v);
  if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
}).transform(normaliseCreditCode);

const personName = z
  .string()
  .trim()
  .pipe(text(Number.MAX_SAFE_INTEGER))
  .refine((v) => chars(v) >= 2 && chars(v) <= 20, { error: COMPANY_APPLICATION_MSG.contactName })
  .refine(isShowableName, { error: PERSON_NAME_HIDDEN_MSG });

export const companyApplicationBody = strictInput({
  companyName: z
    .string({ error: COMPANY_APPLICATION_MSG.companyName })
    .trim()
    .pipe(text(Number.MAX_SAFE_INTEGER))
    .refine((v) => chars(v) >= 2 && chars(v) <= COMPANY_APPLICATION_LIMITS.companyName, { error: COMPANY_APPLICATION_MSG.companyName }),
  creditCode,
  contactName: personName,
  contactMobile: mobile,
  homesWanted: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,4}\s*$/.test(v) ? Number(v) : v),
    z.number({ error: COMPANY_APPLICATION_MSG.homesWanted }).int({ error: COMPANY_APPLICATION_MSG.homesWanted }).min(1, { error: COMPANY_APPLICATION_MSG.homesWanted }).max(COMPANY_APPLICATION_LIMITS.homes, { error: COMPANY_APPLICATION_MSG.homesWanted }),
  ),
  /** One person a line: 姓名 and 身份证号码 separated by spaces, a comma or a tab (pasted from a sheet works). */
  staffList: z.string({ error: COMPANY_APPLICATION_MSG.staffEmpty }).max(COMPANY_APPLICATION_LIMITS.staff * 60, { error: COMPANY_APPLICATION_MSG.staffTooMany }),
  /** Optional: a 保租房 project wanted (0 / empty: any in the district). */
  projectId: z.preprocess((v) => (v === '' || v === undefined || v === null ? 0 : typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v), z.number({ error: COMPANY_APPLICATION_MSG.projectId }).int().min(0, { error: COMPANY_APPLICATION_MSG.projectId })),
  district: z.enum(DISTRICTS.map((d) => d.code) as [string, ...string[]], { error: COMPANY_APPLICATION_MSG.district }),
  layout: z.enum(LAYOUT_OPTIONS.map((l) => l.value) as [string, ...string[]], { error: COMPANY_APPLICATION_MSG.layout }),
  declaration: ticked(COMPANY_APPLICATION_MSG.declaration),
  consent: ticked(COMPANY_APPLICATION_MSG.consent),
  idempotencyKey,
}).superRefine((v, ctx) => {
  const rows = staffRows(v.staffList);
  if (rows.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['staffList'], message: COMPANY_APPLICATION_MSG.staffEmpty });
    return;
  }
  if (rows.length > COMPANY_APPLICATION_LIMITS.staff) {
    ctx.addIssue({ code: 'custom', path: ['staffList'], message: COMPANY_APPLICATION_MSG.staffTooMany });
    return;
  }
  const seen = new Set<string>();
  rows.forEach((r, i) => {
    const row = i + 1;
    if (chars(r.name) < 2 || chars(r.name) > 20 || !isShowableName(r.name)) ctx.addIssue({ code: 'custom', path: ['staffList'], message: COMPANY_APPLICATION_MSG.staffName(row) });
    else if (!isValidResidentId(r.idNumber)) ctx.addIssue({ code: 'custom', path: ['staffList'], message: COMPANY_APPLICATION_MSG.staffIdNumber(row) });
    else if (seen.has(r.idNumber)) ctx.addIssue({ code: 'custom', path: ['staffList'], message: COMPANY_APPLICATION_MSG.staffRepeated(row) });
    seen.add(r.idNumber);
  });
  if (v.homesWanted > rows.length) ctx.addIssue({ code: 'custom', path: ['homesWanted'], message: COMPANY_APPLICATION_MSG.homesMoreThanStaff });
});

export type CompanyApplicationInput = z.output<typeof companyApplicationBody>;

/** The staff lines as typed (blank lines skipped): the name, then the ID number (upper-cased). */
export function staffRows(list: string): { name: string; idNumber: string }[] {
  return list
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const parts = line.split(/[\s,，、\t]+/).filter(Boolean);
      const idNumber = (parts.length > 1 ? parts.pop()! : '').toUpperCase();
      return { name: parts.join(''), idNumber };
    });
}

export function staffOf(input: Pick<CompanyApplicationInput, 'staffList'>): { name: string; idNumber: string }[] {
  return staffRows(input.staffList);
}

export function readCompanyApplicationForm(form: Pick<FormData, 'getAll'>) {
  return readFormFields(form, COMPANY_APPLICATION_FIELDS, []);
}
