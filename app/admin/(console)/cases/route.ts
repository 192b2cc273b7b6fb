/**
 * 业务办理, the 业务经办 inbox: a route handler writing the page as one string, not a React page
 * (lib/cases/inbox-route.ts; docs/decisions/0133-case-inbox-route.md).
 */
import { getCaseInbox } from '@/lib/cases/inbox-route';
import { consoleStylesheets } from '@/lib/staff/console-assets';

export const dynamic = 'force-dynamic';

export const GET = (request: Request) => getCaseInbox(request, consoleStylesheets());
