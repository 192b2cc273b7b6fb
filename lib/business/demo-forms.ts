import { DEMO_FILE_SIZES } from './demo-files.generated';

/**
 * The downloadable demo files (Chinese PDFs written by scripts/make-demo-pdfs.mjs into
 * public/demo/files). Sizes come from the file the script writes next to this one, so a link
 * never states a size the file does not have. Pure data: no Node or database imports.
 */

export type DemoForm = {
  /** What the document is, as a materials list names it. */
  readonly title: string;
  /** The name a browser saves it under. */
  readonly fileName: string;
  readonly url: string;
  /** File type as shown next to the link. */
  readonly type: 'PDF';
  /** Bytes on disk. */
  readonly size: number;
};

function form(title: string, url: keyof typeof DEMO_FILE_SIZES): DemoForm {
  return { title, fileName: `${title}（演示）.pdf`, url, type: 'PDF', size: DEMO_FILE_SIZES[url] };
}

export const DEMO_FORMS = {
  gzfApplication: form('公共租赁住房申请表', '/demo/files/gzf-application-form-demo.pdf'),
  bzfEnterprise: form('保障性租赁住房企业集中配租申请材料清单', '/demo/files/bzf-enterprise-checklist-demo.pdf'),
  psxIntention: form('配售型保障性住房意向登记表', '/demo/files/psx-intention-form-demo.pdf'),
  gycqNotes: form('共有产权住房申购须知', '/demo/files/gycq-purchase-notes-demo.pdf'),
  brochure: form('青禾安居宣传画册', '/demo/files/brochure-demo.pdf'),
  housingList: form('配租房源清单', '/demo/files/housing-list-demo.pdf'),
  tenderDoc: form('采购公告附件', '/demo/files/tender-notice-demo.pdf'),
} as const satisfies Record<string, DemoForm>;

export type DemoFormKey = keyof typeof DEMO_FORMS;
