/**
 * Feeds of housing projects by business type (issue #30 part 4): /feeds/projects/<type>/rss.xml and
 * atom.xml, the newest published (not hidden) projects of 公租房, 保租房, 配售型 or 共有产权. Read
 * through the finder's cached read (tag data:projects), so a project change renews them as it
 * renews the finder pages. Rendered by the column feeds' writers (./feeds.ts).
 */
import { cachedListProjects } from '@/lib/cache/reads';
import { projectHref } from '@/lib/business/action-links';
import { HOUSING_BUSINESS_CODES, type HousingBusinessCode } from '@/lib/eligibility/businesses';
import { getEnv } from '@/lib/env';
import { businessLabel, parseProjectFilter } from '@/lib/validation/project-filter';
import { districtByCode } from '@/lib/validation/districts';
import { FEED_ITEMS, renderAtom, renderRss, type ColumnFeed, type FeedKind } from './feeds';

export function isBusinessCode(value: string): value is HousingBusinessCode {
  return (HOUSING_BUSINESS_CODES as readonly string[]).includes(value);
}

export function projectFeedPath(type: HousingBusinessCode, kind: FeedKind): string {
  return `/feeds/projects/${type}/${kind === 'rss' ? 'rss.xml' : 'atom.xml'}`;
}

/** The newest projects of the type, or null for an unknown type or one with no project shown. */
export async function loadProjectFeed(type: string, kind: FeedKind): Promise<ColumnFeed | null> {
  if (!isBusinessCode(type)) return null;
  const { filter } = parseProjectFilter(() => null, [type]);
  filter.sort = 'newest';
  const page = await cachedListProjects(filter, FEED_ITEMS);
  if (page.records.length === 0) return null;
  const env = getEnv();
  const base = env.SITE_URL.replace(/\/+$/, '');
  const label = businessLabel(type);
  return {
    columnKey: `projects-${type}`,
    title: `${label}项目 - ${env.SITE_NAME}`,
    description: `${env.SITE_NAME}新发布的${label}项目`,
    link: `${base}/t1/project_show?type=${type}`,
    self: `${base}${projectFeedPath(type, kind)}`,
    updated: page.records[0]!.publishedAt,
    items: page.records.map((p) => ({
      id: p.id,
      title: p.name,
      summary: [districtByCode(p.district)?.label ?? '', p.address, p.statusLabel, `可供 ${p.homesAvailable} 套`].filter(Boolean).join(' · '),
      link: `${base}${projectHref(p.id)}`,
      publishAt: p.publishedAt,
      columnLabel: label,
    })),
  };
}

export async function projectFeedResponse(type: string, kind: FeedKind): Promise<Response> {
  const feed = await loadProjectFeed(type, kind);
  if (!feed) return new Response('没有这类项目的订阅源', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(kind === 'rss' ? renderRss(feed) : renderAtom(feed), {
    headers: { 'content-type': kind === 'rss' ? 'application/rss+xml; charset=utf-8' : 'application/atom+xml; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
}
