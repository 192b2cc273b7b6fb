/** @jest-environment node */
import { bodyParagraphs, compareVersionContent, decodeEntities, diffParagraphs, type VersionContent } from './content-diff';

const base: VersionContent = {
  status: 'draft',
  title: '关于配租的通知',
  summary: '',
  columnKey: 'tzgg',
  source: '',
  coverUrl: null,
  bodyHtml: '<p>第一段</p><p>第二段</p>',
  attachments: [],
  publishAt: new Date('2026-03-01T01:30:00Z'),
  policyState: '',
  replacedById: null,
};
const labels = new Map([
  ['tzgg', '通知公告'],
  ['zcjd', '政策解读'],
]);

describe('comparing article versions', () => {
  it('reads a stored body as paragraphs of plain text: headings, list items, table rows, images by their alt text', () => {
    const html =
      '<h2>一、对象</h2><p>本市户籍&amp;家庭<br />人均收入 &lt; 3000 元</p><ul><li>条件 1</li><li>条件 2</li></ul>' +
      '<table><tbody><tr><td>区</td><td>套数</td></tr><tr><td>东城</td><td>20</td></tr></tbody></table><p><img src="/a.jpg" alt="现场" /></p><p>  </p>';
    expect(bodyParagraphs(html)).toEqual(['一、对象', '本市户籍&家庭', '人均收入 < 3000 元', '条件 1', '条件 2', '区 | 套数', '东城 | 20', '〔图片：现场〕']);
    expect(decodeEntities('&#x4E2D;&#25991;&quot;&nbsp;&bogus;')).toBe('中文" &bogus;');
  });

  it('a paragraph diff keeps what is common and marks what was removed and added, in reading order', () => {
    const before = ['甲', '乙', '丙', '丁'];
    const after = ['甲', '乙改', '丙', '丁', '戊'];
    expect(diffParagraphs(before, after)).toEqual([
      { kind: 'same', text: '甲' },
      { kind: 'removed', text: '乙' },
      { kind: 'added', text: '乙改' },
      { kind: 'same', text: '丙' },
      { kind: 'same', text: '丁' },
      { kind: 'added', text: '戊' },
    ]);
    expect(diffParagraphs([], ['新'])).toEqual([{ kind: 'added', text: '新' }]);
    expect(diffParagraphs(['旧'], [])).toEqual([{ kind: 'removed', text: '旧' }]);
    // Whatever the change, the diff reads back as the old text (kept + removed) and the new (kept + added).
    const moved = diffParagraphs(['一', '二', '三'], ['三', '一', '二']);
    expect(moved.filter((c) => c.kind !== 'added').map((c) => c.text)).toEqual(['一', '二', '三']);
    expect(moved.filter((c) => c.kind !== 'removed').map((c) => c.text)).toEqual(['三', '一', '二']);
    expect(moved.filter((c) => c.kind === 'same')).toHaveLength(2);
  });

  it('lists only the fields that differ, in words: the column by name, the time in Beijing time, attachments by name', () => {
    const now: VersionContent = {
      ...base,
      title: '关于配租的补充通知',
      columnKey: 'zcjd',
      publishAt: new Date('2026-03-02T02:00:00Z'),
      attachments: [{ name: '名单.pdf', url: '/api/bzf-portal-cms/contentFile/1/abcdefghijklmnop' }],
      bodyHtml: '<p>第一段</p><p>第二段改</p>',
    };
    const { fields, body } = compareVersionContent(base, now, labels);
    expect(fields).toEqual([
      { field: 'title', label: '标题', before: '关于配租的通知', after: '关于配租的补充通知' },
      { field: 'columnKey', label: '栏目', before: '通知公告', after: '政策解读' },
      { field: 'attachments', label: '附件', before: '（空）', after: '名单.pdf' },
      { field: 'publishAt', label: '发布时间', before: '2026-03-01 09:30', after: '2026-03-02 10:00' },
    ]);
    expect(body).toEqual([
      { kind: 'same', text: '第一段' },
      { kind: 'removed', text: '第二段' },
      { kind: 'added', text: '第二段改' },
    ]);
    expect(compareVersionContent(base, { ...base }, labels)).toEqual({ fields: [], body: null });
    expect(compareVersionContent({ ...base, columnKey: 'gone' }, base, labels).fields[0]!.before).toBe('（栏目已不存在：gone）');
  });
});
