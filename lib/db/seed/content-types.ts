import { DEMO_FORMS, type DemoForm } from '@/lib/business/demo-forms';
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

/** Demo files under public/demo, as attachments (the Chinese PDFs of scripts/make-demo-pdfs.mjs, sizes as written). */
const attachment = (f: DemoForm) => ({ name: f.fileName, url: f.url, size: f.size });

export const DEMO_FILES = {
  brochure: attachment(DEMO_FORMS.brochure),
  gzfApplication: attachment(DEMO_FORMS.gzfApplication),
  housingList: attachment(DEMO_FORMS.housingList),
  bzfEnterprise: attachment(DEMO_FORMS.bzfEnterprise),
  tenderDoc: attachment(DEMO_FORMS.tenderDoc),
  psxIntention: attachment(DEMO_FORMS.psxIntention),
  gycqNotes: attachment(DEMO_FORMS.gycqNotes),
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
