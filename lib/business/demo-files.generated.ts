// Written by scripts/make-demo-pdfs.mjs: the size in bytes of each demo PDF it writes. Do not edit.
export const DEMO_FILE_SIZES = {
  '/demo/files/gzf-application-form-demo.pdf': 4775,
  '/demo/files/bzf-enterprise-checklist-demo.pdf': 3979,
  '/demo/files/psx-intention-form-demo.pdf': 3679,
  '/demo/files/gycq-purchase-notes-demo.pdf': 3682,
  '/demo/files/brochure-demo.pdf': 3881,
  '/demo/files/housing-list-demo.pdf': 3645,
  '/demo/files/tender-notice-demo.pdf': 3434,
} as const;
