/** @jest-environment jsdom */
import { caseRowsHtml, formatInboxMinute, scopeOptionsHtml } from './inbox-html';
import type { InboxRow } from './inbox';

const row = (over: Partial<InboxRow> = {}): InboxRow => ({
  id: 7,
  receiptNo: 'SY-20261126-0123',
  status: 'submitted',
  statusLabel: '已提交',
  createdAt: new Date('2026-11-26T02:05:00Z'),
  dueAt: new Date('2026-12-03T02:05:00Z'),
  overdue: false,
  handlerName: null,
  version: 1,
  who: '张*',
  phone: '138****0001',
  about: '餐饮',
  ...over,
});

/** What a browser makes of the rows: each row's cells as text, and its link. */
function parse(html: string) {
  const table = document.createElement('table');
  const body = document.createElement('tbody');
  table.append(body);
  body.innerHTML = html;
  return [...body.rows].map((r) => ({ cells: [...r.cells].map((c) => c.textContent), href: r.querySelector('a')?.getAttribute('href'), marked: r.querySelector('.late')?.textContent ?? null }));
}

describe('the 业务经办 inbox rows as one HTML string', () => {
  it('shows each case as the list always did: receipt linking to the case, Beijing times, masked applicant, status, pledge, handler', () => {
    const rows = parse(caseRowsHtml([row(), row({ id: 8, receiptNo: 'SY-20261126-0124', handlerName: '钱经办', overdue: true, statusLabel: '已受理' })], { nowrap: 'nw', overdue: 'late' }, (id) => `/admin/cases/${id}`));
    expect(rows).toEqual([
      { cells: ['SY-20261126-0123', '2026-11-26 10:05', '张*', '138****0001', '餐饮', '已提交', '2026-12-03 10:05', '未分派'], href: '/admin/cases/7', marked: null },
      { cells: ['SY-20261126-0124', '2026-11-26 10:05', '张*', '138****0001', '餐饮', '已受理', '已超期（2026-12-03 10:05）', '钱经办'], href: '/admin/cases/8', marked: '已超期（2026-12-03 10:05）' },
    ]);
  });

  it('keeps what citizens and staff typed as text: markup in a company name or a post title never becomes elements', () => {
    const html = caseRowsHtml([row({ who: '<img src=x onerror=alert(1)>"公司"', about: '<b>&岗位</b>', handlerName: "O'<i>x</i>" })], { nowrap: 'nw', overdue: 'late' }, (id) => `/admin/cases/${id}`);
    const body = document.createElement('tbody');
    body.innerHTML = html;
    expect(body.querySelector('img, b, i')).toBeNull();
    expect([...body.querySelectorAll('td')].map((c) => c.textContent)).toEqual(expect.arrayContaining(['<img src=x onerror=alert(1)>"公司"', '<b>&岗位</b>', "O'<i>x</i>"]));
  });

  it('writes — for a time that is not set', () => {
    expect(formatInboxMinute(null)).toBe('—');
    expect(parse(caseRowsHtml([row({ dueAt: null })], { nowrap: 'nw', overdue: 'late' }, (id) => `/c/${id}`))[0]!.cells[6]).toBe('—');
  });
});

describe('the inbox scope select as one HTML string', () => {
  const choices = [
    { value: 3, label: '澄江苑' },
    { value: 12, label: '<b>"A&B"</b>' },
  ];
  const parseSelect = (html: string) => {
    const select = document.createElement('select');
    select.innerHTML = html;
    return { options: [...select.options].map((o) => [o.value, o.text]), chosen: select.value, bold: select.querySelector('b') };
  };

  it('offers 全部 then every project or post, the filtered one chosen, 全部 when none or an unknown one', () => {
    expect(parseSelect(scopeOptionsHtml(choices, undefined))).toEqual({ options: [['', '全部'], ['3', '澄江苑'], ['12', '<b>"A&B"</b>']], chosen: '', bold: null });
    expect(parseSelect(scopeOptionsHtml(choices, 12)).chosen).toBe('12');
    expect(parseSelect(scopeOptionsHtml(choices, 99)).chosen).toBe('');
  });
});
