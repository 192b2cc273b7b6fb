import { and, eq, inArray, like, or } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { banners, columns, contents, housingProjects } from '@/lib/db/schema';
import { isKnownPath } from '@/lib/navigation/routes';

/**
 * Whether the portal's own links in its content lead somewhere, and whether a notice that sends a
 * citizen to act online links to that action (issue #29 part 4). A link is resolved against the
 * route list and the database: the columns it names, the project (and, for the 配售型 registration,
 * that the project's window is open), the article.
 */

/** Text that sends a citizen to do something on the portal: such a notice must link to it. */
const ONLINE_ACTION = /登录门户网站|在线(?:申请|登记|提交|申购|办理)|线上申报|通过门户网站(?:提交|在线)|个人中心/;

export type LinkProblem = { where: string; href: string; problem: string };

const ORIGIN = 'http://portal.local';

function shanghaiDay(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** What is wrong with one href of the portal (null when it leads somewhere, or is not the portal's). */
export async function checkPortalLink(db: Db, href: string, text: string | null, at: Date = new Date()): Promise<string | null> {
  if (/^(https?:|mailto:|tel:|#)/i.test(href)) return null;
  if (!href.startsWith('/')) return '不是门户内的地址';
  const url = new URL(href, ORIGIN);
  const path = url.pathname;
  if (path.startsWith('/demo/') || path.startsWith('/api/')) return null;
  if (!isKnownPath(path)) return '门户没有这个页面';
  const q = url.searchParams;
  const colKeys = ['col1', 'col2', 'col3', 'col4'].map((k) => q.get(k)).filter((v): v is string => !!v);
  if (colKeys.length) {
    const found = await db.select({ key: columns.key }).from(columns).where(inArray(columns.key, colKeys));
    if (found.length !== new Set(colKeys).size) return `栏目不存在：${colKeys.filter((k) => !found.some((f) => f.key === k)).join('、')}`;
  }
  const projectParam = q.get('projectId');
  if (path === '/t1/projectDetail' || projectParam !== null) {
    const id = Number(projectParam);
    if (!Number.isInteger(id) || id <= 0) return '缺少项目编号';
    const [p] = await db.select().from(housingProjects).where(eq(housingProjects.id, id));
    if (!p || p.hidden) return `项目 ${projectParam} 不存在或已下线`;
    if (path === '/t1/projectDetail' && text !== null && text !== p.name && !text.includes(p.name)) return `链接文字「${text}」与项目名称「${p.name}」不一致`;
    if (path === '/t1/ywbl_01') {
      const day = shanghaiDay(at);
      if (p.businessType !== 'psx' || !p.registrationFirstDay || !p.registrationLastDay) return `「${p.name}」不是可意向登记的配售型项目`;
      if (day < p.registrationFirstDay || day > p.registrationLastDay) return `「${p.name}」的意向登记不在登记期内`;
    }
    if (path === '/t1/housingApply') {
      // 共有产权 申购 of a project: it must be one in its window (lib/applications/subscription.ts).
      const day = shanghaiDay(at);
      if (q.get('product') !== 'gycq' || p.businessType !== 'gycq' || !p.registrationFirstDay || !p.registrationLastDay) return `「${p.name}」不是可申购的共有产权住房项目`;
      if (day < p.registrationFirstDay || day > p.registrationLastDay) return `「${p.name}」不在申购期内`;
    }
  }
  const contentId = q.get('contentId');
  if (path.endsWith('/article_content')) {
    const id = Number(contentId);
    if (!Number.isInteger(id) || id <= 0) return '缺少文章编号';
    const [c] = await db.select({ status: contents.status }).from(contents).where(eq(contents.id, id));
    if (!c || c.status !== 'published') return `文章 ${contentId} 不存在或未发布`;
  }
  return null;
}

const ANCHOR = /<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g;

const plain = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').trim();

/** The links of one body, and whether its text sends the reader to an online action. */
export function linksOf(html: string): { href: string; text: string }[] {
  return [...html.matchAll(ANCHOR)].map((m) => ({ href: (m[1] ?? '').replace(/&amp;/g, '&'), text: plain(m[2] ?? '') }));
}

export function sendsToOnlineAction(html: string): boolean {
  return ONLINE_ACTION.test(plain(html));
}

/**
 * Every problem of the published notices (通知公告 and its subcolumns) and the banners: a notice
 * that sends to an online action without a link to the portal, and any portal link that leads nowhere.
 */
export async function listNoticeLinkProblems(db: Db, at: Date = new Date()): Promise<LinkProblem[]> {
  const problems: LinkProblem[] = [];
  const notices = await db
    .select({ id: contents.id, title: contents.title, bodyHtml: contents.bodyHtml })
    .from(contents)
    .where(and(eq(contents.status, 'published'), or(eq(contents.columnKey, 'tzgg'), like(contents.columnKey, 'tzgg\\_%'))));
  for (const n of notices) {
    const where = `公告 ${n.id}「${n.title}」`;
    const links = linksOf(n.bodyHtml);
    const portal = links.filter((l) => l.href.startsWith('/') && !l.href.startsWith('/demo/'));
    if (sendsToOnlineAction(n.bodyHtml) && portal.length === 0) problems.push({ where, href: '', problem: '要求线上办理，却没有链接到办理页面' });
    for (const l of links) {
      const problem = await checkPortalLink(db, l.href, l.text, at);
      if (problem) problems.push({ where, href: l.href, problem });
    }
  }
  const rows = await db.select({ id: banners.id, title: banners.title, linkUrl: banners.linkUrl }).from(banners).where(eq(banners.enabled, true));
  for (const b of rows) {
    const where = `轮播图 ${b.id}「${b.title}」`;
    if (!b.linkUrl) continue;
    const problem = await checkPortalLink(db, b.linkUrl, null, at);
    if (problem) problems.push({ where, href: b.linkUrl, problem });
  }
  return problems;
}
