import type { z } from 'zod';
import { noParams, requiredInt, strictInput } from './common';

export const YEAR_MIN = 1949;
export const YEAR_MAX = 2100;

/** GET …/bpbMemorabiliaEntity/selectYear */
export const memorabiliaYearsQuery = noParams;

/** GET …/bpbMemorabiliaEntity/selectByYear?year=2024 */
export const memorabiliaByYearQuery = strictInput({ year: requiredInt(YEAR_MIN, YEAR_MAX) });
export type MemorabiliaByYearQuery = z.output<typeof memorabiliaByYearQuery>;
