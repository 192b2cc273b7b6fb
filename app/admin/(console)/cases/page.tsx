import type { Metadata } from 'next';
import Link from 'next/link';
import { ConsoleFrame } from '@/components/admin/ConsoleFrame';
import { ConsolePager, FilterActions } from '@/components/admin/ConsoleList';
import { CASE_API, CASE_PAGES } from '@/lib/cases/case-routes';
import { CASE_KIND_LABELS, statusesOf, statusLabel } from '@/lib/cases/flow';
import { listInbox, scopeChoices, type InboxFilter } from '@/lib/cases/inbox';
import { caseRowsHtml, scopeOptionsHtml } from '@/lib/cases/inbox-html';
import { getDb } from '@/lib/db/client';
import { CASE_KINDS } from '@/lib/db/schema/cases';
import { requireStaffPage } from '@/lib/staff/current';
import { roleCan } from '@/lib/staff/roles';
import { withQuery } from '@/lib/staff/query';
import { inboxQuery, type InboxQuery } from '@/lib/validation/cases';
import styles from '../../admin.module.css';
import own from './cases.module.css';

export const metadata: Metadata = { title: '业务办理' };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const SCOPE_LABELS: Partial<Record<(typeof CASE_KINDS)[number], string>> = { allotment: '项目', job_application: '岗位', questionnaire: '问卷' };

/** The 业务经办 inbox: one kind at a time, filtered; personal data masked; export what is shown. */
export default async function CaseInboxPage({ searchParams }: PageProps) {
  const session = await requireStaffPage('case.handle');
  const raw = await searchParams;
  const flat = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const parsed = inboxQuery.safeParse(flat);
  const fieldErrors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
  // A wrong date keeps the kind and shows nothing until it is put right.
  const q: InboxQuery = parsed.success ? parsed.data : (inboxQuery.safeParse({ kind: flat.kind }).data ?? { kind: 'shop_intention', from: undefined, to: undefined, overdue: false, mine: false });
  const kind = q.kind;
  const statuses = statusesOf(kind);
  const status = q.status && statuses.includes(q.status) ? q.status : undefined;
  const filter: InboxFilter = { kind, status, from: q.from, to: q.to, scopeId: q.scope, overdue: q.overdue || undefined, handlerId: q.mine ? session.staffId : undefined };
  const db = await getDb();
  const [page, scopes] = await Promise.all([parsed.success ? listInbox(db, filter, q.page ?? 1) : Promise.resolve(null), scopeChoices(db, kind)]);
  const query = { kind, status, from: q.from, to: q.to, scope: q.scope ? String(q.scope) : undefined, overdue: q.overdue ? '1' : undefined, mine: q.mine ? '1' : undefined };
  const pageLink = (p: number) => withQuery(CASE_PAGES.inbox, { ...query, page: String(p) });
  const shown = (k: string) => (typeof flat[k] === 'string' ? flat[k] : '');
  const errorId = (k: string) => (fieldErrors[k] ? `${k}-error` : undefined);

  return (
    <ConsoleFrame session={session} current="cases">
      <h1 className={styles.heading}>业务办理</h1>
      <nav aria-label="业务类型">
        <ul className={own.tabs}>
          {CASE_KINDS.map((k) => (
            <li key={k}>
              <a href={withQuery(CASE_PAGES.inbox, { kind: k })} aria-current={k === kind ? 'page' : undefined}>
                {CASE_KIND_LABELS[k]}
              </a>
            </li>
          ))}
          <li>
            <Link href="/admin/questionnaire-results">问卷结果</Link>
          </li>
          {roleCan(session.role, 'housing.review') ? (
            <li>
              <Link href="/admin/cases/publicity">资格审核公示</Link>
            </li>
          ) : null}
        </ul>
      </nav>
      <section className={styles.card} aria-labelledby="filter-heading">
        <h2 id="filter-heading" className={styles.subheading}>
          筛选
        </h2>
        <form method="get" action={CASE_PAGES.inbox}>
          <input type="hidden" name="kind" value={kind} />
          <div className={styles.filters}>
            <div className={styles.field}>
              <label htmlFor="f-status">状态</label>
              <select id="f-status" name="status" defaultValue={status ?? ''}>
                <option value="">全部</option>
                {statuses.map((s) => (
                  <option key={s} value={s}>
                    {statusLabel(kind, s)}
                  </option>
                ))}
              </select>
            </div>
            {(['from', 'to'] as const).map((k) => (
              <div key={k} className={styles.field}>
                <label htmlFor={`f-${k}`}>{k === 'from' ? '提交日期从' : '提交日期至'}</label>
                <input id={`f-${k}`} name={k} type="date" defaultValue={shown(k)} aria-describedby={errorId(k)} aria-invalid={fieldErrors[k] ? true : undefined} />
                {fieldErrors[k] ? (
                  <p id={`${k}-error`} className={styles.error}>
                    {fieldErrors[k]}
                  </p>
                ) : null}
              </div>
            ))}
            {SCOPE_LABELS[kind] ? (
              <div className={styles.field}>
                <label htmlFor="f-scope">{SCOPE_LABELS[kind]}</label>
                {/* Up to 200 projects / posts: one string, not 200 elements twice (lib/cases/inbox-html.ts). */}
                <select id="f-scope" name="scope" dangerouslySetInnerHTML={{ __html: scopeOptionsHtml(scopes, q.scope) }} />
              </div>
            ) : null}
            <div className={styles.field}>
              <span className={own.check}>
                <input id="f-overdue" name="overdue" type="checkbox" value="1" defaultChecked={q.overdue} />
                <label htmlFor="f-overdue">只看已超期</label>
              </span>
              <span className={own.check}>
                <input id="f-mine" name="mine" type="checkbox" value="1" defaultChecked={q.mine} />
                <label htmlFor="f-mine">只看分派给我的</label>
              </span>
            </div>
          </div>
          <FilterActions clearHref={withQuery(CASE_PAGES.inbox, { kind })} />
        </form>
        {parsed.success ? (
          <form method="post" action={CASE_API.export}>
            {Object.entries(query).map(([k, v]) => (v ? <input key={k} type="hidden" name={k} value={v} /> : null))}
            <button type="submit" className={styles.linkButton}>
              导出 CSV（当前筛选结果，个人信息已脱敏；导出操作会记入审计日志）
            </button>
          </form>
        ) : null}
      </section>

      <section className={styles.card} aria-labelledby="rows-heading">
        <h2 id="rows-heading" className={styles.subheading}>
          {CASE_KIND_LABELS[kind]}（共 {page?.total ?? 0} 件）
        </h2>
        {!page || page.records.length === 0 ? (
          <p>没有符合条件的业务。</p>
        ) : (
          <div className={styles.tableWrap} role="region" aria-label={`${CASE_KIND_LABELS[kind]}列表`} tabIndex={0}>
            <table className={styles.table}>
              <caption className="visually-hidden">{CASE_KIND_LABELS[kind]}，按提交时间从新到旧排列</caption>
              <thead>
                <tr>
                  <th scope="col">受理编号</th>
                  <th scope="col">提交时间</th>
                  <th scope="col">申请人</th>
                  <th scope="col">联系电话</th>
                  <th scope="col">事项</th>
                  <th scope="col">状态</th>
                  <th scope="col">办理时限</th>
                  <th scope="col">经办人</th>
                </tr>
              </thead>
              <tbody dangerouslySetInnerHTML={{ __html: caseRowsHtml(page.records, { nowrap: styles.nowrap ?? '', overdue: own.overdue ?? '' }, CASE_PAGES.case) }} />
            </table>
          </div>
        )}
        {page ? <ConsolePager page={page.pageNum} pages={page.pages} href={pageLink} /> : null}
      </section>
    </ConsoleFrame>
  );
}
