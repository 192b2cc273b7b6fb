/**
 * 文章, the console's article list: a route handler writing the page as one string, not a React page
 * (lib/staff/content-list-route.ts; docs/decisions/0115-console-list-route.md).
 */
import { consoleStylesheets } from '@/lib/staff/console-assets';
import { getContentList } from '@/lib/staff/content-list-route';

export const dynamic = 'force-dynamic';

export const GET = (request: Request) => getContentList(request, consoleStylesheets());
