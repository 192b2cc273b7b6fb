import { z } from './zod';
import { INT32_MAX, KEY_PATTERN, PAGE_NUM_MAX } from './patterns';

/**
 * Building blocks shared by the per-entity schemas. Every message is Chinese and reads well after
 * the "参数 <name> " prefix that lib/api/respond.ts puts in front of it.
 */

export { PAGE_NUM_MAX } from './patterns';
export const PAGE_SIZE_MAX = 50;
export const PAGE_SIZE_DEFAULT = 10;
export const KEYWORD_MAX = 50;
export { INT32_MAX } from './patterns';

export const MSG = {
  unknownKeys: (keys: readonly string[]) => `不支持的参数：${keys.join('、')}`,
  notObject: '须为 JSON 对象',
  integer: '须为整数',
  range: (min: number, max: number) => `须为 ${min} 到 ${max} 之间的整数`,
  text: '须为字符串',
  required: '不能为空',
  tooLong: (max: number) => `不能超过 ${max} 个字符`,
  controlChars: '含有不允许的控制字符',
  keyFormat: '格式不正确（仅限字母、数字、下划线和短横线，1 到 64 位）',
} as const;

/** "不能为空" when the value is missing, else the type message. */
const missingOr = (typeMessage: string) => (issue: { input?: unknown }) => (issue.input === undefined ? MSG.required : typeMessage);

/** A strict object: an unknown key (query parameter or body field) is an error that names it. */
export function strictInput<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return MSG.unknownKeys(issue.keys);
      if (issue.code === 'invalid_type') return MSG.notObject;
      return undefined;
    },
  });
}

/** "12" → 12, " -3 " → -3, "" → undefined; anything else is left for z.number() to refuse. */
function toIntegerInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return /^[+-]?\d+$/.test(trimmed) ? Number(trimmed) : value;
}

function boundedInt(min: number, max: number) {
  return z
    .number({ error: missingOr(MSG.integer) })
    .int({ error: MSG.range(min, max) })
    .min(min, { error: MSG.range(min, max) })
    .max(max, { error: MSG.range(min, max) });
}

/** An optional integer from a query string or JSON, with a default when absent or empty. */
export function optionalInt(min: number, max: number, fallback: number) {
  return z.preprocess(toIntegerInput, boundedInt(min, max).optional()).transform((v) => v ?? fallback);
}

/** A required integer from a query string or JSON. */
export function requiredInt(min: number, max: number) {
  return z.preprocess(toIntegerInput, boundedInt(min, max));
}

/** No NUL or other C0/C1 control characters, no lone surrogates: PostgreSQL rejects or mangles them. */
function isCleanText(value: string): boolean {
  return value.isWellFormed() && !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/.test(value);
}

/** Counts code points, so an emoji is one character as people count it. */
const codePoints = (value: string) => [...value].length;

export function text(max: number) {
  return z
    .string({ error: MSG.text })
    .refine(isCleanText, { error: MSG.controlChars })
    .refine((v) => codePoints(v) <= max, { error: MSG.tooLong(max) });
}

export const pageNum = optionalInt(1, PAGE_NUM_MAX, 1);
export const pageSize = optionalInt(1, PAGE_SIZE_MAX, PAGE_SIZE_DEFAULT);
export const paging = { pageNum, pageSize };

export { KEY_PATTERN } from './patterns';
export const key = z.string({ error: missingOr(MSG.text) }).regex(KEY_PATTERN, { error: MSG.keyFormat });

export const id = requiredInt(1, INT32_MAX);

/** Trimmed search text; empty means "no keyword". */
export const keyword = z
  .string({ error: MSG.text })
  .trim()
  .pipe(text(KEYWORD_MAX))
  .optional()
  .transform((v) => v ?? '');

export const flag = z.enum(['0', '1'], { error: '须为 0 或 1' });

/** A request that takes no parameters still refuses unknown ones. */
export const noParams = strictInput({});

export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: missingOr(`须为 ${values.join(' 或 ')}`) });
}

export type PagingInput = z.output<z.ZodObject<typeof paging>>;
