/**
 * GET /admin/content, the article list for 编辑 and 审核 (filter by column, status and title, newest
 * edit first, 20 a page), written as one HTML string instead of rendered by React (issue #26 part 7:
 * p50 < 100 ms at 10 connections over 50,000 articles; docs/decisions/0115-console-list-route.md),
 * with the checks and the document of lib/staff/console-route.ts (`content.read`).
 */
import { CONSOLE_COUNT_MAX, CONSOLE_PAGE_SIZE, listContentsForConsole } from '@/lib/cms/content-admin';
import { contentListMainHtml } from '@/lib/cms/console-list-page';
import { listColumnChoicesAndNames } from '@/lib/cms/content-console';
import { contentListQuery } from '@/lib/validation/content-edit';
import { consolePageResponse } from './console-route';

/** The page for this request; `stylesheets` are the console's (lib/staff/console-assets' consoleStylesheets() in the server). */
export function getContentList(request: Request, stylesheets: readonly string[]): Promise<Response> {
  return consolePageResponse(request, 'content.read', stylesheets, async (session, flat, styles) => {
    const parsed = contentListQuery.safeParse(flat);
    const filter = parsed.success ? parsed.data : contentListQuery.parse({});
    const titleError = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === 'title')?.message;
    const { choices: columns, names } = await listColumnChoicesAndNames();
    const now = new Date();
    const { rows, total } = await listContentsForConsole(filter, now, names);
    const mainHtml = contentListMainHtml(
      { role: session.role, filter, typedTitle: flat.title ?? '', titleError, columns, rows, total, pageSize: CONSOLE_PAGE_SIZE, countMax: CONSOLE_COUNT_MAX, now },
      styles,
    );
    return { title: '文章', current: 'content', mainHtml };
  });
}
