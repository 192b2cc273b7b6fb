/**
 * Shapes the content services return. The same objects are rendered by server components and
 * sent as `data` by the /api route handlers, so they hold plain JSON values only (dates as ISO
 * strings).
 */

export type ColumnNode = {
  key: string;
  label: string;
  /** Portal route that renders the column, e.g. "/t1/news_list". */
  route: string;
  level: 1 | 2 | 3 | 4;
  parentKey: string | null;
  specialKey: string | null;
  navHidden: boolean;
  description: string;
  children: ColumnNode[];
};

/** Flat list item of the column-list fetch (spec §7: items with label and key). */
export type ColumnListItem = { label: string; key: string; route: string };

export type Attachment = { name: string; url: string; size?: number };

export type ContentSummary = {
  id: number;
  columnKey: string;
  columnLabel: string;
  title: string;
  summary: string;
  coverUrl: string | null;
  source: string;
  publishAt: string;
  pinned: boolean;
  viewCount: number;
};

export type ContentDetail = ContentSummary & {
  bodyHtml: string;
  author: string;
  videoUrl: string | null;
  attachments: Attachment[];
  /** A policy marked 已废止 or 已修改 (null: in force, or not a policy), with what replaced it when that is live. */
  policy?: { state: 'repealed' | 'amended'; replacedBy: { id: number; title: string } | null } | null;
  /** Neighbours in the same column by publish time, for "上一篇 / 下一篇". */
  previous: { id: number; title: string } | null;
  next: { id: number; title: string } | null;
};

export type Page<T> = {
  records: T[];
  total: number;
  pageNum: number;
  pageSize: number;
  pages: number;
};

/** Home-page blocks: for each requested column, its newest contents. */
export type HomePageBlock = { columnKey: string; columnLabel: string; route: string; records: ContentSummary[] };

export type Banner = {
  id: number;
  columnKey: string;
  title: string;
  subtitle: string;
  imageUrl: string;
  linkUrl: string | null;
};

export type FriendlyLink = { id: number; name: string; url: string; groupName: string };

export type MemorabiliaItem = {
  id: number;
  year: number;
  eventDate: string;
  title: string;
  description: string;
  imageUrl: string | null;
};

export type BusinessSegment = {
  id: number;
  name: string;
  summary: string;
  icon: string;
  linkUrl: string;
  columnKey: string | null;
};

export type CompanyIntroduce = {
  name: string;
  shortName: string;
  slogan: string;
  summary: string;
  bodyHtml: string;
  foundedOn: string | null;
  registeredCapital: string;
  address: string;
  postcode: string;
  phone: string;
  serviceHotline: string;
  email: string;
  officeHours: string;
  longitude: string;
  latitude: string;
  videoUrl: string | null;
  brochureUrl: string | null;
};

export type Subsidiary = {
  id: number;
  name: string;
  summary: string;
  bodyHtml: string;
  address: string;
  phone: string;
  website: string | null;
  logoUrl: string | null;
};

export type WebSkin = { webSkinId: string; name: string; webSkinStatus: string };

export type AppVersion = {
  platform: 'android' | 'ios';
  versionCode: number;
  versionName: string;
  downloadUrl: string;
  releaseNotes: string;
  forceUpdate: boolean;
  publishedAt: string;
};
