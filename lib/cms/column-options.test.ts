/** @jest-environment jsdom */
import { columnOptionsHtml } from './column-options';
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
