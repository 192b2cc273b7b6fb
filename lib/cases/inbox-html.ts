/**
 * The 业务经办 inbox's largest repeated parts as HTML strings, as the article list does
 * (docs/decisions/0108-console-list-as-strings.md): the table's twenty rows and the project / post /
 * questionnaire <select>'s options (up to 200). Pure: no database, testable in a DOM. Every value
 * from the database goes through the one escapeHtml; the markup is what the page's JSX was.
 */
import { escapeHtml } from '@/lib/cms/console-list-html';
import type { InboxRow } from './inbox';

/** Beijing time to the minute, or — (the inbox's 提交时间 and 办理时限). */
export function formatInboxMinute(at: Date | null): string {
  if (!at) return '—';
  const iso = new Date(at.getTime() + 8 * 3600 * 1000).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

/**
 * The rows (受理编号 linking to the case, 提交时间, 申请人, 联系电话, 事项, 状态, 办理时限 with 已超期 in
 * words, 经办人 or 未分派; `caseHref` is the console's case page) as one string for the <tbody>: 20 rows of eight cells were ≈ 200 React
 * elements rendered twice a page (flight data and HTML).
 */
export function caseRowsHtml(rows: readonly InboxRow[], classes: { nowrap: string; overdue: string }, caseHref: (id: number) => string): string {
  const nowrap = ` class="${escapeHtml(classes.nowrap)}"`;
  const overdue = ` class="${escapeHtml(classes.overdue)}"`;
  let html = '';
  for (const r of rows) {
    const due = r.overdue ? `<span${overdue}>已超期（${formatInboxMinute(r.dueAt)}）</span>` : formatInboxMinute(r.dueAt);
    html +=
      `<tr><td${nowrap}><a href="${escapeHtml(caseHref(r.id))}">${escapeHtml(r.receiptNo)}</a></td>` +
      `<td${nowrap}>${formatInboxMinute(r.createdAt)}</td><td>${escapeHtml(r.who)}</td><td${nowrap}>${escapeHtml(r.phone)}</td>` +
      `<td>${escapeHtml(r.about)}</td><td${nowrap}>${escapeHtml(r.statusLabel)}</td><td${nowrap}>${due}</td>` +
      `<td>${escapeHtml(r.handlerName ?? '未分派')}</td></tr>`;
  }
  return html;
}

/** The scope <select>'s options, 全部 first, `selected` on the filtered one. */
export function scopeOptionsHtml(choices: readonly { value: number; label: string }[], selected: number | undefined): string {
  let html = '<option value="">全部</option>';
  for (const c of choices) html += `<option value="${c.value}"${c.value === selected ? ' selected' : ''}>${escapeHtml(c.label)}</option>`;
  return html;
}
