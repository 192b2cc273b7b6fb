/** @jest-environment node */
import { highlightPieces, piecesToHtml, piecesToText, snippetPieces } from './highlight';
import { highlightTerms, parseQuery } from './tokens.mjs';

const terms = (q: string) => highlightTerms(parseQuery(q).words);

describe('highlighting', () => {
  it('marks every synonym of a query word in the text', () => {
    const html = piecesToHtml(highlightPieces('保障性租赁住房（保租房）的租金标准', terms('保租房 房租')));
    expect(html).toBe('<mark>保障性租赁住房</mark>（<mark>保租房</mark>）的<mark>租金</mark>标准');
  });

  it.each([
    ['<script>alert(1)</script> 公租房', '公租房 script'],
    ["' or 1=1 -- 公租房", "' or 1=1 --"],
    ['100%_折扣 公租房', '%_'],
    ['😀公租房😀', '😀 公租房'],
    ['\uD800公租房\uDC00', '\uD800公租房'],
    ['<mark>已有标记</mark> & "引号"', 'mark'],
  ])('escapes everything in %j and adds only its own <mark>', (text, query) => {
    const html = piecesToHtml(highlightPieces(text, terms(query)));
    const withoutOwnMarks = html.replace(/<\/?mark>/g, '');
    expect(withoutOwnMarks).not.toMatch(/[<>"']/);
    expect(html.match(/<mark>/g)?.length ?? 0).toBe(html.match(/<\/mark>/g)?.length ?? 0);
    // Nothing lost: unescaped, the pieces are the text.
    expect(piecesToText(highlightPieces(text, terms(query)))).toBe(text);
  });

  it('cuts the snippet around the passage holding the most query words, with … where cut', () => {
    const body = `${'无关内容。'.repeat(40)}公租房的租金按月缴纳，可以在线缴纳租金。${'其他说明。'.repeat(40)}`;
    const pieces = snippetPieces(body, terms('公租房 租金'), 60);
    const text = piecesToText(pieces);
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(pieces.filter((p) => p.mark).map((p) => p.text)).toEqual(expect.arrayContaining(['公租房', '租金']));
  });

  it('marks the longest term where terms overlap, and Latin words whatever their case', () => {
    const html = piecesToHtml(highlightPieces('APP缴纳公租房租金，App 上公租', ['公租', '公租房', '租金', 'app']));
    expect(html).toBe('<mark>APP</mark>缴纳<mark>公租房</mark><mark>租金</mark>，<mark>App</mark> 上<mark>公租</mark>');
  });

  it('never cuts an emoji in half', () => {
    const body = '😀'.repeat(200);
    const text = piecesToText(snippetPieces(body, [], 51));
    expect(text.isWellFormed()).toBe(true);
  });
});
