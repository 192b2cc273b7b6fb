import type { z } from 'zod';
import { flag, strictInput } from './common';

/** GET …/bpbWebSkinEntity/selectByRecord?webSkinStatus=1 */
export const webSkinQuery = strictInput({ webSkinStatus: flag.optional() });
export type WebSkinQuery = z.output<typeof webSkinQuery>;
