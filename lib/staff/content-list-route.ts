/**
 * GET /admin/content, the article list for 编辑 and 审核 (filter by column, status and title, newest
 * edit first, 20 a page), written as one HTML string instead of rendered by React (issue #26 part 7:
 * p50 < 100 ms at 10 connections over 50,000 articles; docs/decisions/0115-console-list-route.md).
 * The same document as the console's pages (lib/staff/console-html.ts) and the same checks as
 * requireStaffPage: the session (its idle time renewed) and the role's `content.read` on every
 * request; no session → 307 to the sign-in page; another role → 403 with the console's 无权访问
 * text. The portal server hashes the page's one inline script into its Content-Security-Policy as
 * for every page, next.config.js adds X-Robots-Tag, and the answer is never stored.
 */
import styles from '@/app/admin/admin.module.css';
import { mourningModeForRender } from '@/lib/cache/reads';
import { CONSOLE_COUNT_MAX, CONSOLE_PAGE_SIZE, listContentsForConsole } from '@/lib/cms/content-admin';
import { contentListMainHtml } from '@/lib/cms/console-list-page';
import { listColumnChoicesAndNames } from '@/lib/cms/content-console';
import { getEnv } from '@/lib/env';
import { contentListQuery } from '@/lib/validation/content-edit';
import { consoleDocumentHtml, consoleForbiddenMainHtml, consoleFrameHtml } from './console-html';
import { STAFF_SIGN_IN_PATH, staffOfRequest } from './current';
import { roleCan } from './roles';

/** What Next answers a dynamic console page with: never stored by the front or the browser. */
export const CONSOLE_NO_STORE = 'private, no-cache, no-store, max-age=0, must-revalidate';

function htmlResponse(status: number, title: string, bodyHtml: string, mourning: boolean, stylesheets: readonly string[]): Response {
  const html = consoleDocumentHtml({ title, siteName: getEnv().SITE_NAME, mourning, stylesheets, bodyHtml, styles });
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': CONSOLE_NO_STORE } });
}

/** The page for this request; `stylesheets` are the console's (lib/staff/console-assets' consoleStylesheets() in the server). */
export async function getContentList(request: Request, stylesheets: readonly string[]): Promise<Response> {
  const session = await staffOfRequest(request);
  if (!session) return new Response(null, { status: 307, headers: { Location: STAFF_SIGN_IN_PATH, 'Cache-Control': CONSOLE_NO_STORE } });
  const mourning = await mourningModeForRender();
  if (!roleCan(session.role, 'content.read')) return htmlResponse(403, '无权访问', consoleForbiddenMainHtml(styles), mourning, stylesheets);

  // The first value of a repeated parameter, as the React page took it.
  const params = new URL(request.url).searchParams;
  const flat: Record<string, string> = {};
  for (const key of params.keys()) if (!(key in flat)) flat[key] = params.get(key) ?? '';
  const parsed = contentListQuery.safeParse(flat);
  const filter = parsed.success ? parsed.data : contentListQuery.parse({});
  const titleError = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === 'title')?.message;
  const { choices: columns, names } = await listColumnChoicesAndNames();
  const now = new Date();
  const { rows, total } = await listContentsForConsole(filter, now, names);
  const main = contentListMainHtml(
    { role: session.role, filter, typedTitle: flat.title ?? '', titleError, columns, rows, total, pageSize: CONSOLE_PAGE_SIZE, countMax: CONSOLE_COUNT_MAX, now },
    styles,
  );
  return htmlResponse(200, '文章', consoleFrameHtml(session, 'content', main, styles), mourning, stylesheets);
}
