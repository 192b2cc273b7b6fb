/**
 * Feeds (issue #30 part 4): RSS 2.0 and Atom 1.0 of every public column that lists articles and
 * has published ones, at /feeds/<column>/rss.xml and /feeds/<column>/atom.xml. Read through the
 * same cached reads as the list pages (lib/cache/reads.ts, tags cms:contents and cms:columns), so
 * a publish, withdrawal or column change in the console (invalidate([TAGS.contents])) renews them
 * as it renews the lists and the sitemap's pages. Every URL is absolute on SITE_URL; every text is
 * XML-escaped (titles and summaries are editors' text, and may hold anything).
 */
import { cachedColumnTree, cachedListContents } from '@/lib/cache/reads';
import { listsArticles } from '@/components/templates/sitemap-entries';
import type { ContentSummary } from '@/lib/cms/types';
import { getEnv } from '@/lib/env';
import { columnPageHref, contentHref } from '@/lib/navigation/links';
import { findPath } from '@/lib/navigation/resolve';
import { isSignedInPath } from '@/lib/navigation/signed-in';
import type { ColumnNode } from '@/lib/cms/types';

/** Items per feed: the newest, pinned or not. */
export const FEED_ITEMS = 20;

export type FeedKind = 'rss' | 'atom';

export type ColumnFeed = {
  columnKey: string;
  title: string;
  description: string;
  /** Absolute URL of the column's list page. */
  link: string;
  /** Absolute URL of the feed itself. */
  self: string;
  updated: string;
  items: { id: number; title: string; summary: string; link: string; publishAt: string; columnLabel: string }[];
};

const KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The feed paths of a column (relative), for <link rel="alternate"> and the route handlers. */
export function feedPath(columnKey: string, kind: FeedKind): string {
  return `/feeds/${encodeURIComponent(columnKey)}/${kind === 'rss' ? 'rss.xml' : 'atom.xml'}`;
}

/** Whether a column gets feeds: public, and listing articles (not a single page, not signed-in). */
export function columnHasFeed(node: ColumnNode | undefined): node is ColumnNode {
  return !!node && !isSignedInPath(node.route) && listsArticles(node.route);
}

/**
 * The newest published contents of the column (and below), or null when the key is no public list
 * column or it has nothing published: the handlers answer 404 then.
 */
export async function loadColumnFeed(columnKey: string, kind: FeedKind): Promise<ColumnFeed | null> {
  if (!KEY_PATTERN.test(columnKey)) return null;
  const tree = await cachedColumnTree();
  const trail = findPath(tree, columnKey);
  const column = trail[trail.length - 1];
  if (!columnHasFeed(column) || trail.some((n) => isSignedInPath(n.route))) return null;
  const page = await cachedListContents({ columnKey, pageNum: 1, pageSize: FEED_ITEMS });
  if (page.records.length === 0) return null;
  const env = getEnv();
  const base = env.SITE_URL.replace(/\/+$/, '');
  // Newest first by publish time (the list puts pinned ones first; a feed has no pins).
  const records = [...page.records].sort((a: ContentSummary, b: ContentSummary) => (a.publishAt < b.publishAt ? 1 : a.publishAt > b.publishAt ? -1 : b.id - a.id));
  return {
    columnKey,
    title: `${column.label} - ${env.SITE_NAME}`,
    description: column.description || `${env.SITE_NAME}「${column.label}」栏目`,
    link: `${base}${columnPageHref(trail)}`,
    self: `${base}${feedPath(columnKey, kind)}`,
    updated: records[0]!.publishAt,
    items: records.map((r) => ({
      id: r.id,
      title: r.title,
      summary: r.summary,
      link: `${base}${contentHref(tree, r.columnKey, r.id)}`,
      publishAt: r.publishAt,
      columnLabel: r.columnLabel,
    })),
  };
}

/** Text for XML element content and attribute values; characters XML 1.0 forbids are dropped. */
export function xmlText(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const rfc822 = (iso: string) => new Date(iso).toUTCString();

export function renderRss(feed: ColumnFeed): string {
  const items = feed.items
    .map(
      (i) => `    <item>
      <title>${xmlText(i.title)}</title>
      <link>${xmlText(i.link)}</link>
      <guid isPermaLink="true">${xmlText(i.link)}</guid>
      <pubDate>${rfc822(i.publishAt)}</pubDate>
      <category>${xmlText(i.columnLabel)}</category>
      <description>${xmlText(i.summary || i.title)}</description>
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xmlText(feed.title)}</title>
    <link>${xmlText(feed.link)}</link>
    <description>${xmlText(feed.description)}</description>
    <language>zh-CN</language>
    <lastBuildDate>${rfc822(feed.updated)}</lastBuildDate>
    <atom:link href="${xmlText(feed.self)}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
}

export function renderAtom(feed: ColumnFeed): string {
  const entries = feed.items
    .map(
      (i) => `  <entry>
    <title>${xmlText(i.title)}</title>
    <link rel="alternate" type="text/html" href="${xmlText(i.link)}"/>
    <id>${xmlText(i.link)}</id>
    <published>${i.publishAt}</published>
    <updated>${i.publishAt}</updated>
    <category term="${xmlText(i.columnLabel)}"/>
    <summary>${xmlText(i.summary || i.title)}</summary>
  </entry>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="zh-CN">
  <title>${xmlText(feed.title)}</title>
  <subtitle>${xmlText(feed.description)}</subtitle>
  <id>${xmlText(feed.self)}</id>
  <link rel="self" type="application/atom+xml" href="${xmlText(feed.self)}"/>
  <link rel="alternate" type="text/html" href="${xmlText(feed.link)}"/>
  <updated>${feed.updated}</updated>
  <author><name>${xmlText(getEnv().SITE_NAME)}</name></author>
${entries}
</feed>
`;
}

const CONTENT_TYPE: Record<FeedKind, string> = { rss: 'application/rss+xml; charset=utf-8', atom: 'application/atom+xml; charset=utf-8' };

/** The route handlers' answer: the feed, or a 404 in plain text. */
export async function feedResponse(columnKey: string, kind: FeedKind): Promise<Response> {
  const feed = await loadColumnFeed(columnKey, kind);
  if (!feed) return new Response('没有这个栏目的订阅源', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(kind === 'rss' ? renderRss(feed) : renderAtom(feed), {
    headers: { 'content-type': CONTENT_TYPE[kind], 'cache-control': 'public, max-age=300' },
  });
}
