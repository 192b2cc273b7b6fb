import type { Attachment } from '../schema';

/**
 * One demo content as written in the data modules. `body` is raw HTML: the seed passes it through
 * sanitizeBodyHtml before writing, like every other write path.
 */
export type SeedContent = {
  columnKey: string;
  title: string;
  body: string;
  /** Local time of the (fictional) city, UTC+8: 'YYYY-MM-DD HH:mm'. */
  publishAt: string;
  /** Defaults to the first sentences of the body. */
  summary?: string;
  source?: string;
  author?: string;
  pinned?: boolean;
  coverUrl?: string;
  videoUrl?: string;
  attachments?: Attachment[];
  /** Defaults to a plausible number derived from the title and the age of the content. */
  viewCount?: number;
  /** Defaults to 'published'. */
  status?: 'draft' | 'published';
};

/** Demo files under public/demo (sizes in bytes, as written on disk). */
export const DEMO_FILES = {
  brochure: { name: '青禾安居宣传画册（演示）.pdf', url: '/demo/files/brochure-demo.pdf', size: 3341 },
  gzfApplication: { name: '公共租赁住房申请表（演示）.pdf', url: '/demo/files/gzf-application-form-demo.pdf', size: 2187 },
  housingList: { name: '配租房源清单（演示）.pdf', url: '/demo/files/housing-list-demo.pdf', size: 1802 },
  bzfEnterprise: { name: '保障性租赁住房企业集中配租申请材料清单（演示）.pdf', url: '/demo/files/bzf-enterprise-checklist-demo.pdf', size: 1747 },
  tenderDoc: { name: '采购公告附件（演示）.pdf', url: '/demo/files/tender-notice-demo.pdf', size: 1669 },
} as const;

export const DEMO_IMG = {
  skyline: '/demo/img/cover-skyline.svg',
  community: '/demo/img/cover-community.svg',
  apartment: '/demo/img/cover-apartment.svg',
  keys: '/demo/img/cover-keys.svg',
  shop: '/demo/img/cover-shop.svg',
  policy: '/demo/img/cover-policy.svg',
  construction: '/demo/img/cover-construction.svg',
  meeting: '/demo/img/cover-meeting.svg',
  park: '/demo/img/cover-park.svg',
  videoPoster: '/demo/img/poster-video.svg',
} as const;
