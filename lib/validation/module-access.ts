import { z } from './zod';
import { key, strictInput, text } from './common';

export const MODULE_NAME_MAX = 50;
export const PATH_MAX = 300;
export const VISITOR_ID_MAX = 128;

/** POST …/bpmModuleAccessEntity/recordAmount (JSON body). */
export const recordAmountBody = strictInput({
  moduleKey: key,
  moduleName: text(MODULE_NAME_MAX).optional(),
  path: text(PATH_MAX)
    .refine((v) => v.startsWith('/'), { error: '须以 / 开头' })
    .optional(),
  visitorId: text(VISITOR_ID_MAX).optional(),
});
export type RecordAmountBody = z.output<typeof recordAmountBody>;
