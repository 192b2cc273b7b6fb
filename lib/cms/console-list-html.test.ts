/** @jest-environment jsdom */
import { columnOptionsHtml, contentRowsHtml } from './console-list-html';
import type { ColumnChoice } from './content-console';

const choices: ColumnChoice[] = [
  { value: 'tzgg', label: '通知公告' },
  { value: 'tzgg-sub', label: '　下级栏目' },
  { value: 'odd', label: '<b>"A&B"</b>' },
];

/** What a browser makes of the string: the select's options and which one it shows as chosen. */
function parse(html: string) {
  const select = document.createElement('select');
  select.innerHTML = html;
  return { options: [...select.options].map((o) => [o.value, o.text]), chosen: select.value };
}

describe('the article list column select as one HTML string', () => {
  it('offers 全部 then every column in order with its indented name', () => {
    expect(parse(columnOptionsHtml(choices, undefined)).options).toEqual([
      ['', '全部'],
      ['tzgg', '通知公告'],
      ['tzgg-sub', '　下级栏目'],
      ['odd', '<b>"A&B"</b>'],
    ]);
  });

  it('shows the filtered column as chosen, and 全部 when none or an unknown one is asked for', () => {
    expect(parse(columnOptionsHtml(choices, 'tzgg-sub')).chosen).toBe('tzgg-sub');
    expect(parse(columnOptionsHtml(choices, 'odd')).chosen).toBe('odd');
    expect(parse(columnOptionsHtml(choices, undefined)).chosen).toBe('');
    expect(parse(columnOptionsHtml(choices, 'nope')).chosen).toBe('');
  });

  it('keeps a column name as text: markup in it is escaped, never elements', () => {
    const html = columnOptionsHtml(choices, undefined);
    expect(html).not.toContain('<b>');
    const select = document.createElement('select');
    select.innerHTML = html;
    expect(select.querySelector('b')).toBeNull();
  });

  it('follows a changed column tree (a renamed or added column shows at once)', () => {
    expect(parse(columnOptionsHtml(choices, undefined)).options).toHaveLength(4);
    const renamed = [...choices.slice(0, 2), { value: 'odd', label: '改名' }, { value: 'new', label: '新栏目' }];
    expect(parse(columnOptionsHtml(renamed, 'new'))).toEqual({
      options: [
        ['', '全部'],
        ['tzgg', '通知公告'],
        ['tzgg-sub', '　下级栏目'],
        ['odd', '改名'],
        ['new', '新栏目'],
      ],
      chosen: 'new',
    });
  });
});

describe('the article list rows as one HTML string', () => {
  const now = new Date('2026-11-28T08:00:00Z');
  const rows = [
    {
      id: 7,
      title: '<img src=x onerror=alert(1)>关于"配租"的通知',
      columnKey: 'tzgg',
      columnLabel: '通知&公告',
      status: 'published' as const,
      publishAt: new Date('2026-12-01T01:30:00Z'),
      updatedAt: new Date('2026-11-27T16:05:00Z'),
      policyState: 'repealed' as const,
    },
    {
      id: 8,
      title: '普通文章',
      columnKey: 'xwzx',
      columnLabel: '新闻中心',
      status: 'draft' as const,
      publishAt: new Date('2026-11-01T00:00:00Z'),
      updatedAt: new Date('2026-11-02T00:00:00Z'),
      policyState: '' as const,
    },
  ];

  function table(html: string) {
    const tbody = document.createElement('tbody');
    tbody.innerHTML = html;
    return tbody;
  }

  it('shows each article with its number, linked title, column, status and Beijing times', () => {
    const tbody = table(contentRowsHtml(rows, now, 'nowrap_x'));
    const cells = [...tbody.rows].map((r) => [...r.cells].map((c) => c.textContent));
    expect(cells).toEqual([
      ['7', '<img src=x onerror=alert(1)>关于"配租"的通知（已废止）', '通知&公告', '定时发布', '2026-12-01 09:30', '2026-11-28 00:05'],
      ['8', '普通文章', '新闻中心', '草稿', '2026-11-01 08:00', '2026-11-02 08:00'],
    ]);
    expect([...tbody.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['/admin/content/7', '<img src=x onerror=alert(1)>关于"配租"的通知'],
      ['/admin/content/8', '普通文章'],
    ]);
    expect(tbody.rows[0]!.cells[3]!.className).toBe('nowrap_x');
  });

  it('keeps a hostile title inert: no element comes out of it', () => {
    const tbody = table(contentRowsHtml(rows, now, 'nowrap_x'));
    expect(tbody.querySelector('img')).toBeNull();
    expect(tbody.querySelectorAll('*').length).toBe(2 * (1 + 6 + 1));
  });
});
