/**
 * A console page as one HTML string, for the pages a route handler writes instead of React (the
 * article list: docs/decisions/0115-console-list-route.md). The same document as a console page
 * of the App Router: the root layout's head (charset, viewport, the console's style sheets, theme
 * colour, title, description, noindex, icon, the elderly-mode boot script), the admin layout's shell,
 * and ConsoleFrame's skip link, header and <main>. Pure (no database, no request): every value is
 * escaped by lib/cms/console-list-html's escapeHtml, attributes are double-quoted. Server-only.
 */
import { ELDERLY_BOOT_SCRIPT } from '@/components/layout/elderly-mode';
import { escapeHtml } from '@/lib/cms/console-list-html';
import { THEME_COLOR } from '@/lib/styles/theme';
import { CONSOLE_SECTIONS } from './console-nav';
import { ROLE_LABELS, roleCan, type StaffSession } from './roles';
import { STAFF_TEXT } from './text';
import type { ConsoleHeaderProps } from '@/components/admin/ConsoleHeader';

/** The class names of app/admin/admin.module.css (the build's, or the names themselves under jest). */
export type ConsoleClasses = Readonly<Record<string, string | undefined>>;

/** ` class="…"` for one or more class names of the console's style module. */
export const classAttr = (styles: ConsoleClasses, ...names: string[]) => ` class="${escapeHtml(names.map((n) => styles[n] ?? '').join(' '))}"`;

/** ConsoleHeader as a string: the sections the role may open, who is signed in, 我的账号 and 退出登录. */
export function consoleHeaderHtml(session: StaffSession, current: ConsoleHeaderProps['current'], styles: ConsoleClasses): string {
  const currentAttr = (key: string) => (current === key ? ' aria-current="page"' : '');
  let links = '';
  for (const l of CONSOLE_SECTIONS) if (roleCan(session.role, l.action)) links += `<li><a href="${escapeHtml(l.href)}"${currentAttr(l.key)}>${escapeHtml(l.label)}</a></li>`;
  return (
    `<header${classAttr(styles, 'header')}><div${classAttr(styles, 'headerInner')}>` +
    `<a href="/admin"${classAttr(styles, 'brand')}>${escapeHtml(STAFF_TEXT.consoleName)}</a>` +
    `<nav aria-label="控制台导航"${classAttr(styles, 'nav')}><ul>${links}</ul></nav>` +
    `<div${classAttr(styles, 'who')}><span>${escapeHtml(session.displayName)}（${escapeHtml(ROLE_LABELS[session.role])}）</span>` +
    `<a href="/admin/account"${currentAttr('account')}>我的账号</a>` +
    `<form method="post" action="/admin/api/sign-out"><button type="submit"${classAttr(styles, 'linkButton')}>退出登录</button></form>` +
    `</div></div></header>`
  );
}

/** ConsoleFrame as a string: skip link, header, and the page's own content in <main id="main">. */
export function consoleFrameHtml(session: StaffSession, current: ConsoleHeaderProps['current'], mainHtml: string, styles: ConsoleClasses): string {
  return `<a href="#main"${classAttr(styles, 'skip')}>跳到主要内容</a>${consoleHeaderHtml(session, current, styles)}<main id="main"${classAttr(styles, 'main')}>${mainHtml}</main>`;
}

export type ConsoleDocument = {
  /** The page's own title; the document's is `<title> - 管理控制台` as the admin layout's template makes it. */
  title: string;
  siteName: string;
  /** The mourning skin (the root layout's `skin-gray`). */
  mourning: boolean;
  /** The console's style sheets, as the browser requests them (consoleStylesheets()). */
  stylesheets: readonly string[];
  /** The admin layout's shell's content: consoleFrameHtml(…), or a page without the frame. */
  bodyHtml: string;
  styles: ConsoleClasses;
};

let headMemo: { key: string; html: string } | null = null;

/** The root layout's metadata that follows from the site's name: the same on every page, built once. */
function siteMetaHtml(siteName: string): string {
  if (headMemo?.key === siteName) return headMemo.html;
  const name = escapeHtml(siteName);
  const description = escapeHtml(`${siteName}：公共租赁住房、保障性租赁住房、配售型保障性住房、共有产权住房业务办理与政策信息公开。`);
  const html =
    `<meta name="description" content="${description}"><meta name="application-name" content="${name}">` +
    `<meta name="robots" content="noindex, nofollow, nocache">` +
    `<meta property="og:title" content="${name}"><meta property="og:description" content="${description}"><meta property="og:site_name" content="${name}">` +
    `<meta property="og:locale" content="zh_CN"><meta property="og:type" content="website">` +
    `<meta name="twitter:card" content="summary"><meta name="twitter:title" content="${name}"><meta name="twitter:description" content="${description}">` +
    `<link rel="icon" href="/icon.svg" sizes="any" type="image/svg+xml">`;
  headMemo = { key: siteName, html };
  return html;
}

/**
 * The whole document. No script but the elderly-mode boot script (one of lib/server/own-scripts'
 * inline scripts, so the portal server's policy allows it): the page needs none (plain links, a GET
 * form), and without the page's flight data Next's client would have nothing to hydrate.
 */
export function consoleDocumentHtml(doc: ConsoleDocument): string {
  let links = '';
  for (const href of doc.stylesheets) links += `<link rel="stylesheet" href="${escapeHtml(href)}">`;
  return (
    `<!DOCTYPE html><html lang="zh-CN"${doc.mourning ? ' class="skin-gray"' : ''}><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">${links}` +
    `<meta name="theme-color" content="${escapeHtml(THEME_COLOR)}"><title>${escapeHtml(`${doc.title} - ${STAFF_TEXT.consoleName}`)}</title>` +
    `${siteMetaHtml(doc.siteName)}<script>${ELDERLY_BOOT_SCRIPT}</script></head>` +
    `<body><div${classAttr(doc.styles, 'shell')}>${doc.bodyHtml}</div></body></html>`
  );
}

/** The 403 page of a role without the page's action (app/admin/forbidden.tsx's text), readable without JavaScript. */
export function consoleForbiddenMainHtml(styles: ConsoleClasses): string {
  return (
    `<main id="main"${classAttr(styles, 'card', 'narrow')}><h1${classAttr(styles, 'heading')}>无权访问</h1>` +
    `<p>您的角色无权查看此页面。如需此权限，请联系系统管理员。</p><p><a href="/admin">返回控制台首页</a></p></main>`
  );
}
