/** Where a housing application's materials and 补正 post and download. Pure: pages and client leaves read it. */
export const MATERIAL_API = {
  upload: '/api/bzf-portal-apply/material/upload',
  download: '/api/bzf-portal-apply/material/download',
  remove: '/api/bzf-portal-apply/material/remove',
  submitCorrection: '/api/bzf-portal-apply/correction/submit',
  /** Console: 要求补正, and a handler opening a file (audited). */
  requestCorrection: '/admin/api/cases/correction',
  staffOpen: '/admin/api/cases/material',
} as const;

export const materialDownloadHref = (id: number) => `${MATERIAL_API.download}?id=${id}`;
export const staffMaterialHref = (id: number) => `${MATERIAL_API.staffOpen}?id=${id}`;

/** ?material=<id> after a plain upload; ?item=<key> names the item a refused upload was for; ?done= of the others. */
export const MATERIAL_PARAM = 'material';
export const MATERIAL_ITEM_PARAM = 'item';
export const MATERIAL_DONE = ['removed', 'corrected'] as const;
/** ?failed= reasons of the citizen's material forms that the page words (besides the file reasons). */
export const MATERIAL_REFUSALS = ['closed', 'missing', 'notAsked', 'notRemovable'] as const;
