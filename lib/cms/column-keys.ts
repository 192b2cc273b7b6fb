/**
 * Column keys the code relies on by meaning (default columns of routes, the home page's sections,
 * the multi-business rule of spec §1). Pure data, safe on the Edge runtime; the demo seed builds its
 * tree with them, and an operator's database must keep them.
 */
export const COLUMN_KEYS = {
  home: 'home',
  news: 'xwzx',
  notices: 'tzgg',
  /** The notice columns of the four businesses (the business guides list their latest notices). */
  noticesPublicRental: 'tzgg_gzf',
  noticesGuaranteedRental: 'tzgg_bzf',
  noticesAllotmentSale: 'tzgg_psf',
  noticesSharedOwnership: 'tzgg_gycq',
  multiBusiness: 'dyyw',
  guaranteedRental: 'bzf',
  publicRental: 'gzf',
  allotmentSale: 'psf',
  sharedOwnership: 'gycqf',
  commercial: 'syfw',
  company: 'gsgk',
  help: 'bzzx',
  joinUs: 'jrwm',
  personalCenter: 'grzx',
  legal: 'ysxy',
  specialTopic: 'zt_zcxcy',
} as const;
