/**
 * The four housing businesses: names, where each is handled (业务办理) and introduced (业务介绍),
 * and the project business-type code its matching projects carry. Pure data, no imports, so the
 * Edge bundle and client leaves may read it.
 */

export const HOUSING_BUSINESS_CODES = ['gzf', 'bzf', 'psx', 'gycq'] as const;
export type HousingBusinessCode = (typeof HOUSING_BUSINESS_CODES)[number];

export type HousingBusiness = {
  readonly code: HousingBusinessCode;
  /** As the menu and the notices say it. */
  readonly name: string;
  readonly fullName: string;
  /** The 业务办理 route (spec §3). */
  readonly handleHref: string;
  /** The 业务介绍 route. */
  readonly introHref: string;
  /** Business type of a project row, for "matching projects" links and filters. */
  readonly projectType: HousingBusinessCode;
};

export const HOUSING_BUSINESSES: Readonly<Record<HousingBusinessCode, HousingBusiness>> = {
  gzf: { code: 'gzf', name: '公租房', fullName: '公共租赁住房', handleHref: '/t1/ywbl_02', introHref: '/t1/ywjs_03', projectType: 'gzf' },
  bzf: { code: 'bzf', name: '保租房', fullName: '保障性租赁住房', handleHref: '/t1/ywbl', introHref: '/t1/ywjs', projectType: 'bzf' },
  psx: { code: 'psx', name: '配售型保障性住房', fullName: '配售型保障性住房', handleHref: '/t1/ywbl_01', introHref: '/t1/ywjs_01', projectType: 'psx' },
  gycq: { code: 'gycq', name: '共有产权住房', fullName: '共有产权住房', handleHref: '/t1/business_introduce', introHref: '/t1/business_introduce', projectType: 'gycq' },
};

export function isHousingBusinessCode(value: unknown): value is HousingBusinessCode {
  return typeof value === 'string' && (HOUSING_BUSINESS_CODES as readonly string[]).includes(value);
}
