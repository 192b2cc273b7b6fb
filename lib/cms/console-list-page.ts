/**
 * The article list's <main> as one HTML string (app/admin/(console)/content/route.ts writes the page;
 * docs/decisions/0115-console-list-route.md): 新建文章 for a role that may write drafts, the filter
 * form (栏目, 状态, 标题, 筛选, 清除筛选: a plain GET form), the count, the table and the pager. The
 * markup is what the React page rendered; every value that is not a constant of this file goes
 * through escapeHtml. Pure: no database, testable in a DOM.
 */
import type { StaffRole } from '@/lib/staff/roles';
import { roleCan } from '@/lib/staff/roles';
import { withQuery } from '@/lib/staff/query';
import type { ContentListQuery } from '@/lib/validation/content-edit';
import { columnOptionsHtml, contentRowsHtml, escapeHtml, type ContentListRow } from './console-list-html';
import type { ColumnChoice } from './content-console';

/** The class names of app/admin/admin.module.css. */
type Classes = Readonly<Record<string, string | undefined>>;

export const CONTENT_LIST_PATH = '/admin/content';

const STATUS_CHOICES = [
  ['', '全部'],
  ['draft', '草稿'],
  ['review', '待审核'],
  ['scheduled', '定时发布'],
  ['published', '已发布'],
  ['withdrawn', '已撤回'],
] as const;

export type ContentListView = {
  role: StaffRole;
  /** The filter as understood (a refused title falls back to the defaults, as the page did). */
  filter: ContentListQuery;
  /** The title field's text as typed (shown again even when refused). */
  typedTitle: string;
  /** The title's message when it was refused (too long). */
  titleError: string | undefined;
  columns: readonly ColumnChoice[];
  rows: readonly ContentListRow[];
  total: number;
  pageSize: number;
  countMax: number;
  now: Date;
};

const cls = (styles: Classes, name: string) => ` class="${escapeHtml(styles[name] ?? '')}"`;

function statusOptionsHtml(selected: string): string {
  let html = '';
  for (const [value, label] of STATUS_CHOICES) html += `<option value="${value}"${value === selected ? ' selected' : ''}>${label}</option>`;
  return html;
}

/** 上一页 / 第 n / m 页 / 下一页 (components/admin/ConsoleList's ConsolePager); nothing when everything fits one page. */
export function consolePagerHtml(page: number, pages: number, href: (page: number) => string, styles: Classes): string {
  if (pages <= 1) return '';
  const previous = page > 1 ? `<a href="${escapeHtml(href(page - 1))}">上一页</a>` : '';
  const next = page < pages ? `<a href="${escapeHtml(href(page + 1))}">下一页</a>` : '';
  return `<nav aria-label="分页"${cls(styles, 'pager')}>${previous}<span>第 ${page} / ${pages} 页</span>${next}</nav>`;
}

/** The article list page's content (inside the console frame's <main>). */
export function contentListMainHtml(view: ContentListView, styles: Classes): string {
  const { filter, total, countMax } = view;
  const pages = Math.max(1, Math.ceil(Math.min(total, countMax) / view.pageSize));
  const pageLink = (p: number) => withQuery(CONTENT_LIST_PATH, { column: filter.column, status: filter.status, title: filter.title, page: String(p) });
  const titleInvalid = view.titleError ? ' aria-invalid="true" aria-describedby="f-title-error"' : '';
  const titleMessage = view.titleError ? `<p id="f-title-error"${cls(styles, 'error')}>${escapeHtml(view.titleError)}</p>` : '';
  const heading = total > countMax ? `超过 ${countMax} 篇（请用筛选缩小范围）` : `共 ${total} 篇`;
  const table = view.rows.length
    ? `<div${cls(styles, 'tableWrap')} role="region" aria-label="文章列表" tabindex="0"><table${cls(styles, 'table')}><thead><tr>` +
      `<th scope="col">编号</th><th scope="col">标题</th><th scope="col">栏目</th><th scope="col">状态</th><th scope="col">发布时间</th><th scope="col">最后修改</th>` +
      `</tr></thead><tbody>${contentRowsHtml(view.rows, view.now, styles.nowrap ?? '')}</tbody></table></div>`
    : '<p>没有符合条件的文章。</p>';
  return (
    `<h1${cls(styles, 'heading')}>文章</h1>` +
    (roleCan(view.role, 'content.draft') ? `<p><a href="/admin/content/new"${cls(styles, 'button')}>新建文章</a></p>` : '') +
    `<section${cls(styles, 'card')} aria-labelledby="filter-heading"><h2 id="filter-heading"${cls(styles, 'subheading')}>筛选</h2>` +
    `<form method="get" action="${CONTENT_LIST_PATH}"><div${cls(styles, 'filters')}>` +
    `<div${cls(styles, 'field')}><label for="f-column">栏目</label><select id="f-column" name="column">${columnOptionsHtml(view.columns, filter.column)}</select></div>` +
    `<div${cls(styles, 'field')}><label for="f-status">状态</label><select id="f-status" name="status">${statusOptionsHtml(filter.status)}</select></div>` +
    `<div${cls(styles, 'field')}><label for="f-title">标题</label><input id="f-title" name="title" type="search" value="${escapeHtml(view.typedTitle)}" maxlength="50"${titleInvalid}>${titleMessage}</div>` +
    `</div><div${cls(styles, 'actions')}><button type="submit"${cls(styles, 'button')}>筛选</button><a href="${CONTENT_LIST_PATH}">清除筛选</a></div></form></section>` +
    `<section${cls(styles, 'card')} aria-labelledby="list-heading"><h2 id="list-heading"${cls(styles, 'subheading')}>${heading}</h2>` +
    table +
    consolePagerHtml(filter.page, pages, pageLink, styles) +
    `</section>`
  );
}
