import type { z } from 'zod';
import { key, noParams, strictInput } from './common';

/** GET …/bpcColumnEntity/selectFrontColumnTree: the whole tree, or one column's subtree. */
export const columnTreeQuery = strictInput({ columnKey: key.optional() });
export type ColumnTreeQuery = z.output<typeof columnTreeQuery>;

/** GET …/bpcColumnEntity/selectFrontColumnList */
export const columnListQuery = noParams;
