/**
 * 统一社会信用代码 (GB 32100-2015): 18 characters =
 *   1     登记管理部门代码
 *   2     机构类别代码
 *   3–8   登记管理机关行政区划码 (GB/T 2260)
 *   9–17  主体标识码 = 组织机构代码 (GB 11714: 8 characters + its own check character)
 *   18    校验码 over the first 17 (ISO 7064 style, modulus 31)
 * Pure and free of zod, so the browser can check as the person types without loading a schema.
 */

/** The 31 characters of GB 32100: digits and capitals without I, O, Z, S, V (easily misread). */
export const CREDIT_CODE_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** 3^i mod 31 for positions 1–17. */
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/** GB 11714 weights for the 8 body characters of an organisation code. */
const ORG_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2] as const;

/**
 * GB 32100-2015 appendix A: registration authority → the organisation categories it issues.
 * Kept as data so a newly assigned pair is one line here.
 */
export const CREDIT_CODE_CATEGORIES: Readonly<Record<string, string>> = {
  '1': '1239', // 机构编制: 机关, 事业单位, 中央编办直接管理机构编制的群众团体, 其他
  '2': '19', // 外交: 外国常驻新闻机构, 其他
  '3': '1234569', // 司法行政: 律师执业机构, 公证处, 基层法律服务所, 司法鉴定机构, 仲裁委员会, 其他
  '4': '19', // 文化: 外国在华文化中心, 其他
  '5': '1239', // 民政: 社会团体, 民办非企业单位, 基金会, 其他
  '6': '129', // 旅游: 外国旅游部门常驻代表机构, 港澳台地区旅游部门常驻内地（大陆）代表机构, 其他
  '7': '129', // 宗教: 宗教活动场所, 宗教院校, 其他
  '8': '19', // 工会: 基层工会, 其他
  '9': '123', // 工商: 企业, 个体工商户, 农民专业合作社
  A: '19', // 中央军委改革和编制办公室: 军队事业单位, 其他
  N: '1239', // 农业: 组级, 村级, 乡镇级集体经济组织, 其他
  Y: '1', // 其他
};

/** First two digits of a GB/T 2260 division code; 10 is the code of central (national-level) bodies. */
const REGION_PREFIXES = new Set([
  '10', '11', '12', '13', '14', '15', '21', '22', '23', '31', '32', '33', '34', '35', '36', '37',
  '41', '42', '43', '44', '45', '46', '50', '51', '52', '53', '54', '61', '62', '63', '64', '65',
  '71', '81', '82',
]);

export const CREDIT_CODE_MSG = {
  required: '请输入统一社会信用代码',
  length: (n: number) => `统一社会信用代码应为 18 位，当前为 ${n} 位`,
  illegalChar: (position: number, char: string) => `第 ${position} 位“${char}”不是统一社会信用代码可用的字符（只含数字和除 I、O、Z、S、V 以外的大写字母）`,
  authority: '第 1 位登记管理部门代码不正确',
  category: '第 2 位机构类别代码与登记管理部门不对应',
  region: '第 3–8 位登记管理机关行政区划码不正确',
  orgCheck: '第 9–17 位组织机构代码的校验码不正确，请核对是否输错',
  check: '第 18 位校验码不正确，请核对是否输错',
} as const;

export type CreditCodeProblem = 'required' | 'length' | 'illegal_char' | 'authority' | 'category' | 'region' | 'org_check' | 'check';

export type CreditCodeResult = { ok: true; value: string } | { ok: false; value: string; problem: CreditCodeProblem; message: string };

/**
 * Full-width to half-width (ＡＢ１２ typed with a Chinese IME), upper-case, and no whitespace at all:
 * codes are often copied from licences printed in groups ("9133 0106 …").
 */
export function normaliseCreditCode(input: string): string {
  return input
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\s+/g, '')
    .toUpperCase();
}

/** GB 11714 check character of an 8-character organisation-code body (digits and A–Z). */
export function organisationCheckCharacter(body: string): string {
  if (!/^[0-9A-Z]{8}$/.test(body)) throw new RangeError('organisation code body must be 8 characters 0-9 A-Z');
  const sum = ORG_WEIGHTS.reduce((acc, w, i) => acc + w * parseInt(body.charAt(i), 36), 0);
  const c = 11 - (sum % 11);
  return c === 10 ? 'X' : c === 11 ? '0' : String(c);
}

/** GB 32100 check character (position 18) of the first 17 characters. */
export function creditCheckCharacter(first17: string): string {
  if (first17.length !== 17) throw new RangeError('need the first 17 characters');
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const v = CREDIT_CODE_CHARSET.indexOf(first17.charAt(i));
    if (v < 0) throw new RangeError(`illegal character at position ${i + 1}`);
    sum += v * (CREDIT_WEIGHTS[i] ?? 0);
  }
  const c = 31 - (sum % 31);
  return CREDIT_CODE_CHARSET.charAt(c === 31 ? 0 : c);
}

const problem = (value: string, kind: CreditCodeProblem, message: string): CreditCodeResult => ({ ok: false, value, problem: kind, message });

/** Checks a typed code; the first thing wrong is named in Chinese. `value` is the normalised code. */
export function checkCreditCode(input: string): CreditCodeResult {
  const value = normaliseCreditCode(input);
  if (value === '') return problem(value, 'required', CREDIT_CODE_MSG.required);
  const chars = [...value];
  // An illegal character is the more useful message when it also makes the length wrong (e.g. an O for a 0).
  const bad = chars.findIndex((c) => !CREDIT_CODE_CHARSET.includes(c));
  if (bad >= 0 && bad < 18) return problem(value, 'illegal_char', CREDIT_CODE_MSG.illegalChar(bad + 1, chars[bad] ?? ''));
  if (chars.length !== 18) return problem(value, 'length', CREDIT_CODE_MSG.length(chars.length));
  const categories = CREDIT_CODE_CATEGORIES[value.charAt(0)];
  if (!categories) return problem(value, 'authority', CREDIT_CODE_MSG.authority);
  if (!categories.includes(value.charAt(1))) return problem(value, 'category', CREDIT_CODE_MSG.category);
  if (!/^\d{6}$/.test(value.slice(2, 8)) || !REGION_PREFIXES.has(value.slice(2, 4))) return problem(value, 'region', CREDIT_CODE_MSG.region);
  if (organisationCheckCharacter(value.slice(8, 16)) !== value.charAt(16)) return problem(value, 'org_check', CREDIT_CODE_MSG.orgCheck);
  if (creditCheckCharacter(value.slice(0, 17)) !== value.charAt(17)) return problem(value, 'check', CREDIT_CODE_MSG.check);
  return { ok: true, value };
}

export function isValidCreditCode(input: string): boolean {
  return checkCreditCode(input).ok;
}
