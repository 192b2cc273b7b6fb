/**
 * The part of zod the portal uses, re-exported by name; lib/validation/zod.ts hands it out as the
 * `z` namespace. Passing on zod's own `z` namespace object made the bundler keep everything it
 * holds — zod's 60 locales (only zh-CN is configured), the JSON Schema converters, the code
 * generator that jitless mode never runs — in the zod chunk every form page loads: 168 kB of its
 * 390 kB were locales (docs/performance.md "Page weight"). Named re-exports keep only what a schema
 * calls. A zod function not listed here is one more name below (tsc says which one is missing).
 * Import `z` from '@/lib/validation/zod', never from this file (ESLint): that module configures zod
 * before any schema is built.
 */
export {
  array,
  boolean,
  coerce,
  discriminatedUnion,
  enum,
  input,
  literal,
  NEVER,
  number,
  object,
  output,
  preprocess,
  record,
  strictObject,
  string,
  union,
  ZodError,
  ZodObject,
  ZodType,
} from 'zod';
export type { infer, ZodRawShape } from 'zod';
