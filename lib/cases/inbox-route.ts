/**
 * GET /admin/cases, the 业务经办 inbox (one kind at a time, filtered; personal data masked; export
 * what is shown), written as one HTML string instead of rendered by React (issue #28 part 9 and
 * issue #29 part 6: p50 < 50 ms at 10 connections over 100,000 cases / applications;
 * docs/decisions/0133-case-inbox-route.md), with the checks and the document of
 * lib/staff/console-route.ts (`case.handle`).
 */
import { getDb } from '@/lib/db/client';
import { consolePageResponse } from '@/lib/staff/console-route';
import { inboxQuery, type InboxQuery } from '@/lib/validation/cases';
import { statusesOf } from './flow';
import { listInbox, recentScopeChoices, type InboxFilter } from './inbox';
import { caseInboxMainHtml } from './inbox-page';

/** The page for this request; `stylesheets` are the console's (consoleStylesheets() in the server). */
export function getCaseInbox(request: Request, stylesheets: readonly string[]): Promise<Response> {
  return consolePageResponse(request, 'case.handle', stylesheets, async (session, flat, styles) => {
    const parsed = inboxQuery.safeParse(flat);
    const fieldErrors: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    // A wrong date keeps the kind and shows nothing until it is put right.
    const q: InboxQuery = parsed.success ? parsed.data : (inboxQuery.safeParse({ kind: flat.kind }).data ?? { kind: 'shop_intention', from: undefined, to: undefined, overdue: false, mine: false });
    const kind = q.kind;
    const status = q.status && statusesOf(kind).includes(q.status) ? q.status : undefined;
    const filter: InboxFilter = { kind, status, from: q.from, to: q.to, scopeId: q.scope, overdue: q.overdue || undefined, handlerId: q.mine ? session.staffId : undefined };
    const db = await getDb();
    const [page, scopes] = await Promise.all([parsed.success ? listInbox(db, filter, q.page ?? 1) : Promise.resolve(null), recentScopeChoices(db, kind)]);
    const query = { kind, status, from: q.from, to: q.to, scope: q.scope ? String(q.scope) : undefined, overdue: q.overdue ? '1' : undefined, mine: q.mine ? '1' : undefined };
    const mainHtml = caseInboxMainHtml(
      {
        role: session.role,
        kind,
        status,
        query,
        typed: { from: flat.from ?? '', to: flat.to ?? '' },
        scope: q.scope,
        overdue: q.overdue,
        mine: q.mine,
        fieldErrors,
        scopes,
        page,
      },
      styles,
    );
    return { title: '业务办理', current: 'cases', mainHtml };
  });
}
