import type { HOUSING_APPLICATION_PRODUCTS } from '@/lib/db/schema/applications';

/** Every product applied for online (bha_application.product). Pure: pages and leaves read it. */
export type ApplicationProduct = (typeof HOUSING_APPLICATION_PRODUCTS)[number];

export const APPLICATION_PRODUCT_LABELS: Record<ApplicationProduct, string> = {
  gzf: '公共租赁住房',
  bzf: '保障性租赁住房（个人）',
  bzf_company: '保障性租赁住房（企业）',
  gycq: '共有产权住房申购',
};

/**
 * The product whose people are counted together in bha_application_member: a company's staff and
 * a person applying alone are both 保租房 (one person, one open 保租房 application).
 */
export const MEMBER_PRODUCT: Record<ApplicationProduct, 'gzf' | 'bzf' | 'gycq'> = { gzf: 'gzf', bzf: 'bzf', bzf_company: 'bzf', gycq: 'gycq' };
