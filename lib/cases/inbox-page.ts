/**
 * The 业务经办 inbox's <main> as one HTML string (lib/cases/inbox-route.ts writes the page, as the
 * article list does: docs/decisions/0115-console-list-route.md and 0133-case-inbox-route.md): the
 * tabs of the case kinds (问卷结果, and 资格审核公示 for a role that reviews housing), the GET filter
 * form (状态, 提交日期从 / 至, 项目 / 岗位 / 问卷, 只看已超期, 只看分派给我的, 筛选, 清除筛选), the export
 * form, the count, the table and the pager. The markup is what the React page rendered; every value
 * that is not a constant of this file goes through escapeHtml. Pure: no database, testable in a DOM.
 */
import { escapeHtml } from '@/lib/cms/console-list-html';
import { consolePagerHtml } from '@/lib/cms/console-list-page';
import { CASE_KINDS } from '@/lib/db/schema/cases';
import { classAttr, type ConsoleClasses } from '@/lib/staff/console-html';
import { withQuery } from '@/lib/staff/query';
import { roleCan, type StaffRole } from '@/lib/staff/roles';
import { CASE_KIND_LABELS, statusesOf, statusLabel, type CaseKind, type CaseStatus } from './flow';
import type { InboxRow } from './inbox';
import { caseRowsHtml, scopeOptionsHtml } from './inbox-html';
import { CASE_API, CASE_PAGES } from './paths';

const CASE_INBOX_PATH = CASE_PAGES.inbox;

/** What the filter of a kind is scoped by, and its label (no select for the other kinds). */
const SCOPE_LABELS: Partial<Record<CaseKind, string>> = { allotment: '项目', job_application: '岗位', questionnaire: '问卷' };

export type InboxView = {
  role: StaffRole;
  kind: CaseKind;
  /** The status filter as understood (one of the kind's), or none. */
  status: CaseStatus | undefined;
  /** The query of the filter as understood: the pager's links and the export form carry it. */
  query: Record<string, string | undefined>;
  /** The fields as typed (a refused date is shown again as typed). */
  typed: { from: string; to: string };
  /** The chosen project / post / questionnaire, the two check boxes. */
  scope: number | undefined;
  overdue: boolean;
  mine: boolean;
  /** Field messages by name (a refused date: nothing is listed until it is put right). */
  fieldErrors: Readonly<Record<string, string>>;
  scopes: readonly { value: number; label: string }[];
  /** The page of rows, or null when the filter was refused. */
  page: { records: readonly InboxRow[]; total: number; pageNum: number; pages: number } | null;
};

/** The tabs: every case kind, 问卷结果, and 资格审核公示 for a role that reviews housing applications. */
function tabsHtml(view: InboxView, styles: ConsoleClasses): string {
  let items = '';
  for (const k of CASE_KINDS)
    items += `<li><a href="${escapeHtml(withQuery(CASE_INBOX_PATH, { kind: k }))}"${k === view.kind ? ' aria-current="page"' : ''}>${escapeHtml(CASE_KIND_LABELS[k])}</a></li>`;
  items += '<li><a href="/admin/questionnaire-results">问卷结果</a></li>';
  if (roleCan(view.role, 'housing.review')) items += '<li><a href="/admin/cases/publicity">资格审核公示</a></li>';
  return `<nav aria-label="业务类型"><ul${classAttr(styles, 'tabs')}>${items}</ul></nav>`;
}

function dateFieldHtml(name: 'from' | 'to', view: InboxView, styles: ConsoleClasses): string {
  const message = view.fieldErrors[name];
  const invalid = message ? ` aria-describedby="${name}-error" aria-invalid="true"` : '';
  return (
    `<div${classAttr(styles, 'field')}><label for="f-${name}">${name === 'from' ? '提交日期从' : '提交日期至'}</label>` +
    `<input id="f-${name}" name="${name}" type="date" value="${escapeHtml(view.typed[name])}"${invalid}>` +
    (message ? `<p id="${name}-error"${classAttr(styles, 'error')}>${escapeHtml(message)}</p>` : '') +
    `</div>`
  );
}

function checkHtml(name: 'overdue' | 'mine', label: string, checked: boolean, styles: ConsoleClasses): string {
  return `<span${classAttr(styles, 'check')}><input id="f-${name}" name="${name}" type="checkbox" value="1"${checked ? ' checked' : ''}><label for="f-${name}">${label}</label></span>`;
}

function filterHtml(view: InboxView, styles: ConsoleClasses): string {
  let statusOptions = '<option value="">全部</option>';
  for (const s of statusesOf(view.kind)) statusOptions += `<option value="${escapeHtml(s)}"${s === view.status ? ' selected' : ''}>${escapeHtml(statusLabel(view.kind, s))}</option>`;
  const scopeLabel = SCOPE_LABELS[view.kind];
  let exportForm = '';
  if (view.page) {
    let hidden = '';
    for (const [k, v] of Object.entries(view.query)) if (v) hidden += `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`;
    exportForm = `<form method="post" action="${CASE_API.export}">${hidden}<button type="submit"${classAttr(styles, 'linkButton')}>导出 CSV（当前筛选结果，个人信息已脱敏；导出操作会记入审计日志）</button></form>`;
  }
  return (
    `<section${classAttr(styles, 'card')} aria-labelledby="filter-heading"><h2 id="filter-heading"${classAttr(styles, 'subheading')}>筛选</h2>` +
    `<form method="get" action="${CASE_INBOX_PATH}"><input type="hidden" name="kind" value="${escapeHtml(view.kind)}"><div${classAttr(styles, 'filters')}>` +
    `<div${classAttr(styles, 'field')}><label for="f-status">状态</label><select id="f-status" name="status">${statusOptions}</select></div>` +
    dateFieldHtml('from', view, styles) +
    dateFieldHtml('to', view, styles) +
    (scopeLabel ? `<div${classAttr(styles, 'field')}><label for="f-scope">${scopeLabel}</label><select id="f-scope" name="scope">${scopeOptionsHtml(view.scopes, view.scope)}</select></div>` : '') +
    `<div${classAttr(styles, 'field')}>${checkHtml('overdue', '只看已超期', view.overdue, styles)}${checkHtml('mine', '只看分派给我的', view.mine, styles)}</div>` +
    `</div><div${classAttr(styles, 'actions')}><button type="submit"${classAttr(styles, 'button')}>筛选</button><a href="${escapeHtml(withQuery(CASE_INBOX_PATH, { kind: view.kind }))}">清除筛选</a></div></form>` +
    exportForm +
    `</section>`
  );
}

function rowsHtml(view: InboxView, styles: ConsoleClasses): string {
  const label = CASE_KIND_LABELS[view.kind];
  const { page } = view;
  const table =
    !page || page.records.length === 0
      ? '<p>没有符合条件的业务。</p>'
      : `<div${classAttr(styles, 'tableWrap')} role="region" aria-label="${escapeHtml(label)}列表" tabindex="0"><table${classAttr(styles, 'table')}>` +
        `<caption class="visually-hidden">${escapeHtml(label)}，按提交时间从新到旧排列</caption><thead><tr>` +
        '<th scope="col">受理编号</th><th scope="col">提交时间</th><th scope="col">申请人</th><th scope="col">联系电话</th>' +
        '<th scope="col">事项</th><th scope="col">状态</th><th scope="col">办理时限</th><th scope="col">经办人</th></tr></thead>' +
        `<tbody>${caseRowsHtml(page.records, { nowrap: styles.nowrap ?? '', overdue: styles.overdue ?? '' }, CASE_PAGES.case)}</tbody></table></div>`;
  const pager = page ? consolePagerHtml(page.pageNum, page.pages, (p) => withQuery(CASE_INBOX_PATH, { ...view.query, page: String(p) }), styles) : '';
  return (
    `<section${classAttr(styles, 'card')} aria-labelledby="rows-heading"><h2 id="rows-heading"${classAttr(styles, 'subheading')}>${escapeHtml(label)}（共 ${page?.total ?? 0} 件）</h2>` +
    table +
    pager +
    `</section>`
  );
}

/** The inbox page's content (inside the console frame's <main>). */
export function caseInboxMainHtml(view: InboxView, styles: ConsoleClasses): string {
  return `<h1${classAttr(styles, 'heading')}>业务办理</h1>${tabsHtml(view, styles)}${filterHtml(view, styles)}${rowsHtml(view, styles)}`;
}
