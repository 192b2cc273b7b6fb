import type { z } from 'zod';
import { key, optionalInt, strictInput } from './common';

export const BANNER_LIMIT_MAX = 20;
export const BANNER_LIMIT_DEFAULT = 10;

/** GET …/bpbBannerEntity/selectByColumnIdPageRecord?columnKey=home&limit=5 */
export const bannerQuery = strictInput({
  columnKey: key,
  limit: optionalInt(1, BANNER_LIMIT_MAX, BANNER_LIMIT_DEFAULT),
});
export type BannerQuery = z.output<typeof bannerQuery>;
