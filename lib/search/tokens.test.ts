/** @jest-environment node */
import { SYNONYM_GROUPS } from './dictionary.data.mjs';
import { anyQueryLiteral, bigrams, groupLexemeOf, indexLexemes, INDEX_FINGERPRINT, normalizeQuery, parseQuery, rankQueryLiteral, segmentText, synonymsOf, tsqueryLiteral, tsvectorLiteral } from './tokens.mjs';

const words = (q: string) => parseQuery(q).words.map((w) => w.word);

describe('segmentation', () => {
  it('keeps the housing words whole that Intl.Segmenter cuts apart', () => {
    const cut = [...new Intl.Segmenter('zh', { granularity: 'word' }).segment('公租房')].map((s) => s.segment);
    expect(cut).not.toEqual(['公租房']);
    expect(segmentText('公租房租金怎么交')).toEqual(expect.arrayContaining(['公租房', '租金']));
    expect(segmentText('保障性租赁住房申请条件')).toEqual(['保障性租赁住房', '申请', '条件']);
    expect(segmentText('共有产权房和配售型保障性住房')).toEqual(expect.arrayContaining(['共有产权房', '配售型保障性住房']));
  });

  it('indexes every bigram of a Chinese run, the domain words inside it and Latin/digit tokens', () => {
    const lexemes = indexLexemes('关于公共租赁住房的通知 App 96580');
    expect(lexemes).toEqual(expect.arrayContaining(['公共', '共租', '租赁', '赁住', '住房', '公共租赁住房', 'app', '96580']));
    expect(bigrams('公租房')).toEqual(['公租', '租房']);
    expect(bigrams('房')).toEqual(['房']);
  });

  it('joins the single characters the segmenter leaves of an unknown word, and cuts digits from Chinese', () => {
    expect(segmentText('缴租')).toEqual(['缴租']);
    expect(indexLexemes('2026年度')).toEqual(['2026', '年度']);
  });

  it('reads full-width letters and digits as plain ones, in lower case', () => {
    expect(normalizeQuery('  ＡＰＰ　９６５８０ ')).toBe('app 96580');
  });
});

describe('queries', () => {
  it('splits a query into words, dropping question words when others remain', () => {
    expect(words('公租房 租金')).toEqual(['公租房', '租金']);
    expect(words('公租房怎么申请')).toEqual(['公租房', '申请']);
    expect(words('如何')).toEqual(['如何']);
    // A question word stays itself beside a lone character, and is dropped: 怎么教 is not one word.
    expect(words('房租怎么教')).toEqual(['房租']);
    expect(words('意向登记是不是就有资格了')).toEqual(['意向', '登记', '资格']);
  });

  it('expands a word of a synonym group to every word of the group, both ways', () => {
    expect(synonymsOf('保租房')).toEqual(expect.arrayContaining(['保障性租赁住房']));
    expect(synonymsOf('保障性租赁住房')).toEqual(expect.arrayContaining(['保租房']));
    for (const group of SYNONYM_GROUPS) for (const w of group) expect(synonymsOf(w)).toEqual(expect.arrayContaining(group));
  });

  it('requires every word (AND) and, for the partial fallback, any word (OR)', () => {
    const parsed = parseQuery('人才公寓 退租');
    const all = tsqueryLiteral(parsed.words, 'and')!;
    const any = tsqueryLiteral(parsed.words, 'or')!;
    expect(all.split(' ) & ( ').length).toBe(2);
    expect(any.split(' ) | ( ').length).toBeGreaterThanOrEqual(2);
    expect(any).not.toMatch(/\) & \( \( '退租/);
  });

  it.each([
    ['<script>alert(1)</script>'],
    ["' or 1=1 --"],
    ['%_\\'],
    ['😀 公租房'],
    ['\uD800公租房\uDC00'],
    ['a:* & !b | (c)'],
    ["\u0000'';drop table bss_search_doc;--"],
  ])('turns hostile input %j into letters and digits only', (input) => {
    const literal = tsqueryLiteral(parseQuery(input).words, 'and') ?? '';
    // Quotes only around lexemes, operators only our own.
    const stripped = literal.replace(/'[\p{L}\p{N}]+'(:\*)?/gu, 'X');
    expect(stripped).toMatch(/^[X&|() ]*$/);
    expect(parseQuery(input).query.isWellFormed()).toBe(true);
  });

  it('bounds a query to 50 characters (an emoji counts as one)', () => {
    expect([...normalizeQuery('房'.repeat(80))].length).toBe(50);
    expect([...normalizeQuery('😀'.repeat(60))].length).toBe(50);
  });

  it('writes a tsvector literal with the title weighted A and each lexeme once', () => {
    const literal = tsvectorLiteral([
      { text: '公租房公告', weight: 'A' },
      { text: '公租房的通知', weight: 'D' },
    ]);
    expect(literal).toContain("'公租房':");
    expect(literal.match(/'公租房'/g)).toHaveLength(1);
    expect(literal).toMatch(/'公告':\d+A/);
    expect(literal).toMatch(/'通知':\d+( |$)/);
  });

  it.each([
    ["' or 1=1 --"],
    ['a:* & !b | (c)'],
    ['公租房 交 App'],
  ])('keeps hostile input %j to letters and digits with synonym sets read as one lexeme too', (input) => {
    for (const literal of [tsqueryLiteral(parseQuery(input).words, 'and', { groups: true }) ?? '', anyQueryLiteral(parseQuery(input).words, { groups: true }) ?? '']) {
      expect(literal.replace(/'[\p{L}\p{N}]+'(:\*)?/gu, 'X')).toMatch(/^[X&|() ]*$/);
    }
  });
});

describe('one stored lexeme per synonym set', () => {
  const setOf = (word: string) => groupLexemeOf(synonymsOf(word));

  it('a text holding any word of a set also holds the set’s lexeme, and one holding none does not', () => {
    const lexeme = setOf('公租房')!;
    expect(lexeme).toMatch(/^SYN[0-9A-F]{8}$/);
    for (const text of ['公租房配租公告', '关于公共租赁住房的通知', '公共租赁房租金']) expect(indexLexemes(text)).toContain(lexeme);
    expect(indexLexemes('保障性租赁住房配租公告')).not.toContain(lexeme);
    // Two-character words of a set are stored as bigrams: 房租 ↔ 租金.
    expect(indexLexemes('按月缴纳房租')).toContain(setOf('租金'));
  });

  it('no text anyone types or writes produces a set lexeme: text is read in lower case', () => {
    const lexeme = setOf('保租房')!;
    expect(indexLexemes(lexeme).some((l) => l.startsWith('SYN'))).toBe(false);
    expect(parseQuery(lexeme).words.map((w) => w.word)).toEqual([lexeme.toLowerCase()]);
  });

  it('a query reads a set as its one lexeme only when asked (an index of this vocabulary); a single character or Latin variant stays a term of its own', () => {
    const parsed = parseQuery('交房租');
    const grouped = tsqueryLiteral(parsed.words, 'and', { groups: true })!;
    expect(grouped).toContain(`'${setOf('房租')}'`);
    expect(grouped).toContain("'交':*");
    expect(grouped).not.toMatch(/'租金'|'缴纳'/);
    expect(tsqueryLiteral(parsed.words, 'and')).toMatch(/'租金'/);
    expect(anyQueryLiteral(parsed.words)).toBe(rankQueryLiteral(parsed.words));
    expect(anyQueryLiteral(parsed.words, { groups: true })).not.toMatch(/'租金'/);
    // A word outside every set is read as before.
    expect(tsqueryLiteral(parseQuery('电梯').words, 'and', { groups: true })).toBe(tsqueryLiteral(parseQuery('电梯').words, 'and'));
  });

  it('the index fingerprint names the format and a hash of the vocabulary', () => {
    expect(INDEX_FINGERPRINT).toMatch(/^v\d+-[0-9a-f]{8}$/);
  });
});

