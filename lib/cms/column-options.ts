/**
 * The article list's column <select> as one HTML string (pure: no database, testable in a DOM).
 */
import type { ColumnChoice } from './content-console';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

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
