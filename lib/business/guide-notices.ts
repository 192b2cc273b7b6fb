import { cachedColumnTree, cachedListContents } from '@/lib/cache/reads';
import { columnPageHref, contentHref } from '@/lib/navigation/links';
import { findPath } from '@/lib/navigation/resolve';
import type { BusinessGuide } from './guides';

/** One line of a guide's 最新通知. */
export type GuideNotice = { title: string; href: string; publishAt: string };

export type GuideNotices = {
  notices: GuideNotice[];
  /** The notice column's own list page, for "更多通知"; null when the column is not in the tree. */
  moreHref: string | null;
};

export const GUIDE_NOTICE_LIMIT = 5;

/**
 * The latest published notices of a guide's notice column (subcolumns included), through the
 * cached reads, with links that open each notice under its own column trail.
 */
export async function listGuideNotices(guide: Pick<BusinessGuide, 'noticeColumnKey'>, limit = GUIDE_NOTICE_LIMIT): Promise<GuideNotices> {
  const [tree, page] = await Promise.all([
    cachedColumnTree(),
    cachedListContents({ columnKey: guide.noticeColumnKey, includeDescendants: true, pageNum: 1, pageSize: limit }),
  ]);
  const trail = findPath(tree, guide.noticeColumnKey);
  return {
    notices: page.records.map((r) => ({ title: r.title, href: contentHref(tree, r.columnKey, r.id), publishAt: r.publishAt })),
    moreHref: trail.length ? columnPageHref(trail) : null,
  };
}
