/**
 * A console page answered by a route handler as one HTML string instead of a React page (the article
 * list and the 业务经办 inbox: docs/decisions/0115-console-list-route.md, 0133-case-inbox-route.md).
 * The same checks as requireStaffPage: the session (its idle time renewed) and the role's action on
 * every request; no session → 307 to the sign-in page; another role → 403 with the console's 无权访问
 * text. The same document as the console's pages (lib/staff/console-html.ts). The portal server
 * hashes the page's one inline script into its Content-Security-Policy as for every page,
 * next.config.js adds X-Robots-Tag, and the answer is never stored.
 */
import styles from '@/app/admin/admin.module.css';
import type { ConsoleHeaderProps } from '@/components/admin/ConsoleHeader';
import { mourningModeForRender } from '@/lib/cache/reads';
import { getEnv } from '@/lib/env';
import { consoleDocumentHtml, consoleForbiddenMainHtml, consoleFrameHtml, type ConsoleClasses } from './console-html';
import { STAFF_SIGN_IN_PATH, staffOfRequest } from './current';
import { roleCan, type StaffAction, type StaffSession } from './roles';

/** What Next answers a dynamic console page with: never stored by the front or the browser. */
export const CONSOLE_NO_STORE = 'private, no-cache, no-store, max-age=0, must-revalidate';

function htmlResponse(status: number, title: string, bodyHtml: string, mourning: boolean, stylesheets: readonly string[]): Response {
  const html = consoleDocumentHtml({ title, siteName: getEnv().SITE_NAME, mourning, stylesheets, bodyHtml, styles });
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': CONSOLE_NO_STORE } });
}

/** The first value of each query parameter, as a React page's searchParams gave it. */
export function firstValues(url: string): Record<string, string> {
  const params = new URL(url).searchParams;
  const flat: Record<string, string> = {};
  for (const key of params.keys()) if (!(key in flat)) flat[key] = params.get(key) ?? '';
  return flat;
}

export type ConsolePage = {
  /** The page's own title (the document's is `<title> - 管理控制台`). */
  title: string;
  /** The header's current section. */
  current: ConsoleHeaderProps['current'];
  /** The page's content inside <main>. */
  mainHtml: string;
};

/**
 * The answer to a GET of a string-written console page: checks the session and `action`, then
 * writes the frame around what `render` returns. `stylesheets`: lib/staff/console-assets'
 * consoleStylesheets() in the server.
 */
export async function consolePageResponse(
  request: Request,
  action: StaffAction,
  stylesheets: readonly string[],
  render: (session: StaffSession, query: Record<string, string>, styles: ConsoleClasses) => Promise<ConsolePage>,
): Promise<Response> {
  const session = await staffOfRequest(request);
  if (!session) return new Response(null, { status: 307, headers: { Location: STAFF_SIGN_IN_PATH, 'Cache-Control': CONSOLE_NO_STORE } });
  const mourning = await mourningModeForRender();
  if (!roleCan(session.role, action)) return htmlResponse(403, '无权访问', consoleForbiddenMainHtml(styles), mourning, stylesheets);
  const page = await render(session, firstValues(request.url), styles);
  return htmlResponse(200, page.title, consoleFrameHtml(session, page.current, page.mainHtml, styles), mourning, stylesheets);
}
