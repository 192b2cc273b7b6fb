/**
 * The article list's largest parts as HTML strings: the column <select>'s options and the table's
 * rows (pure: no database, testable in a DOM). See docs/decisions/0108-console-list-as-strings.md.
 */
import type { ColumnChoice } from './content-console';
import { formatShanghaiMinute } from './content-time';
import { POLICY_LABELS, statusLabel, type ContentStatus, type PolicyState } from './content-workflow';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

let optionsMemo: { signature: string; html: string; positions: Map<string, number> } | null = null;

/**
 * The column <select>'s options as one HTML string, `全部` first, `selected` on the chosen column
 * (none chosen or unknown: 全部, as the browser shows a select without it). Every article-list page
 * shows the ≈ 90 columns; as React elements they were rendered twice a page (flight data and HTML),
 * as a string they are one prop. Built once per column tree (the memo's signature is the choices
 * themselves, cheap next to rendering them) and the chosen one marked by inserting one attribute.
 * Everything from the column table is escaped.
 */
export function columnOptionsHtml(choices: readonly ColumnChoice[], selected: string | undefined): string {
  const signature = choices.map((c) => `${c.value}\u0000${c.label}`).join('\u0001');
  if (optionsMemo?.signature !== signature) {
    let html = '<option value="">全部</option>';
    const positions = new Map<string, number>();
    for (const c of choices) {
      html += `<option value="${escapeHtml(c.value)}"`;
      if (!positions.has(c.value)) positions.set(c.value, html.length);
      html += `>${escapeHtml(c.label)}</option>`;
    }
    optionsMemo = { signature, html, positions };
  }
  const at = selected ? optionsMemo.positions.get(selected) : undefined;
  return at === undefined ? optionsMemo.html : `${optionsMemo.html.slice(0, at)} selected${optionsMemo.html.slice(at)}`;
}

export type ContentListRow = {
  id: number;
  title: string;
  policyState: PolicyState;
  columnLabel: string;
  status: ContentStatus;
  publishAt: Date | string;
  updatedAt: Date | string;
};

/**
 * The article list's rows (编号, 标题 linking to the article, 栏目, 状态, 发布时间, 最后修改) as one
 * HTML string for the <tbody>: 20 rows of six cells were ≈ 160 React elements rendered twice a page
 * (flight data and HTML). Every value is escaped; the markup is what the JSX was.
 */
export function contentRowsHtml(rows: readonly ContentListRow[], now: Date, nowrapClass: string): string {
  const nowrap = ` class="${escapeHtml(nowrapClass)}"`;
  let html = '';
  for (const r of rows) {
    const policy = r.policyState ? `（${escapeHtml(POLICY_LABELS[r.policyState])}）` : '';
    html +=
      `<tr><td>${r.id}</td><td><a href="/admin/content/${r.id}">${escapeHtml(r.title)}</a>${policy}</td>` +
      `<td>${escapeHtml(r.columnLabel)}</td><td${nowrap}>${escapeHtml(statusLabel(r.status, r.publishAt, now))}</td>` +
      `<td${nowrap}>${formatShanghaiMinute(r.publishAt)}</td><td${nowrap}>${formatShanghaiMinute(r.updatedAt)}</td></tr>`;
  }
  return html;
}
