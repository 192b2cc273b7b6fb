// Written by scripts/make-demo-pdfs.mjs: the size in bytes of each demo PDF it writes. Do not edit.
export const DEMO_FILE_SIZES = {
  '/demo/files/gzf-application-form-demo.pdf': 2187,
  '/demo/files/bzf-enterprise-checklist-demo.pdf': 1747,
  '/demo/files/psx-intention-form-demo.pdf': 0,
  '/demo/files/gycq-purchase-notes-demo.pdf': 0,
  '/demo/files/brochure-demo.pdf': 3341,
  '/demo/files/housing-list-demo.pdf': 1802,
  '/demo/files/tender-notice-demo.pdf': 1669,
} as const;
